/// How a presented screen covers its presenter.
public enum ModalPresentationStyle: Sendable, Equatable {
    /// Covers the presenter and everything under it: they disappear (UIKit's `.fullScreen`,
    /// the default here, as it was in UIKit before iOS 13).
    case fullScreen
    /// Shows over the presenter without hiding it: the presenter stays visible, as with
    /// iOS 13's `.automatic`/`.pageSheet` cards.
    case pageSheet
}
