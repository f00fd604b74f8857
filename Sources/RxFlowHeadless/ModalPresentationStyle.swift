/// How a presented screen covers its presenter.
///
/// The default is `.automatic`, as in UIKit since iOS 13, where it resolves to a page sheet
/// for a plain screen: the presenter stays visible (it gets no disappearance nor
/// reappearance), so its steps keep being navigated under the modal. Set `.fullScreen` for
/// the pre-iOS 13 behaviour.
public enum ModalPresentationStyle: Sendable, Equatable {
    /// UIKit's default: resolved as `.pageSheet` (the presenter stays visible).
    case automatic
    /// Covers the presenter and everything under it: they disappear (UIKit's `.fullScreen`).
    case fullScreen
    /// Shows over the presenter without hiding it: the presenter stays visible, as with
    /// iOS 13's sheet cards.
    case pageSheet

    /// Whether the presentation hides what is under it (only `.fullScreen` does).
    var coversPresenter: Bool { self == .fullScreen }
}
