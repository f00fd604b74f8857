/// How a route is presented over a `FlowStack`, as SwiftUI's modifiers present it.
public enum PresentationStyle: Sendable, Hashable, Codable, CustomStringConvertible {
    /// `.sheet(item:)`: what is under it stays visible, and the user can swipe it down.
    case sheet
    /// `.fullScreenCover(item:)`: it hides everything under it. Only iOS, tvOS, watchOS and
    /// visionOS have it; `FlowStackView` shows it as a sheet elsewhere (macOS), where what is
    /// under it stays visible (`fullScreenCoversHideWhatIsUnder`).
    case fullScreenCover
    /// `.popover(item:)`: what is under it stays visible, and a tap outside dismisses it. iOS
    /// shows it as a sheet in compact width; tvOS and watchOS have none, and `FlowStackView`
    /// shows it as a sheet there.
    case popover
    /// `.alert(_:isPresented:presenting:actions:message:)`: what is under it stays visible;
    /// presented with `FlowStack.presentAlert(_:_:animated:)`, answered with a button.
    case alert
    /// `.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`: as an
    /// alert; presented with `FlowStack.presentConfirmationDialog(_:_:animated:)`.
    case confirmationDialog

    /// Whether a full-screen cover hides what is under it, as `FlowStackView` renders it on
    /// this platform: true where SwiftUI has `.fullScreenCover` (iOS, Mac Catalyst, tvOS,
    /// watchOS, visionOS; and elsewhere, Linux included, where the model follows iOS), false on
    /// macOS, where a cover is shown as a sheet and what is under it stays visible, as under a
    /// sheet. The model's visibility reads it at each change: the platform's rule, unless the
    /// task reading it has `fullScreenCoversHideWhatIsUnderOverride` set.
    @MainActor public static var fullScreenCoversHideWhatIsUnder: Bool {
        fullScreenCoversHideWhatIsUnderOverride ?? platformFullScreenCoversHideWhatIsUnder
    }

    /// The rule a test checks instead of this platform's, for the work it runs in its task (and
    /// the child tasks it makes): `$fullScreenCoversHideWhatIsUnderOverride.withValue(true) { … }`
    /// checks iOS's rule on macOS. Scoped to that task, it never reaches tests that run at the
    /// same time; `nil`, the default, is the platform's rule.
    @TaskLocal public static var fullScreenCoversHideWhatIsUnderOverride: Bool?

    /// `fullScreenCoversHideWhatIsUnder` as this platform has it.
    public static var platformFullScreenCoversHideWhatIsUnder: Bool {
        // The same platforms as `FlowStackView`'s `.fullScreenCover` (Mac Catalyst is `os(iOS)`).
        #if os(macOS)
            false
        #else
            true
        #endif
    }

    /// Whether it is an alert or a confirmation dialog, whose content is a `FlowAlert`.
    public var isAlert: Bool { self == .alert || self == .confirmationDialog }

    /// The case's name.
    public var description: String {
        switch self {
        case .sheet: "sheet"
        case .fullScreenCover: "fullScreenCover"
        case .popover: "popover"
        case .alert: "alert"
        case .confirmationDialog: "confirmationDialog"
        }
    }
}
