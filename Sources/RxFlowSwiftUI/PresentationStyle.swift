/// How a route is presented over a `FlowStack`, as SwiftUI's modifiers present it.
public enum PresentationStyle: Sendable, Hashable, CustomStringConvertible {
    /// `.sheet(item:)`: what is under it stays visible, and the user can swipe it down.
    case sheet
    /// `.fullScreenCover(item:)`: it hides everything under it. Only iOS, tvOS, watchOS and
    /// visionOS have it; `FlowStackView` shows it as a sheet elsewhere.
    case fullScreenCover

    /// `sheet` or `fullScreenCover`.
    public var description: String {
        switch self {
        case .sheet: "sheet"
        case .fullScreenCover: "fullScreenCover"
        }
    }
}
