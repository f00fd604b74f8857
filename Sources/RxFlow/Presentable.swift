/// Something that can be shown (a screen, a window, a flow) and tells the coordinator
/// whether it is visible and when it is dismissed.
///
/// Steps from a presentable that is not visible are ignored; a dismissed presentable
/// stops contributing steps.
@MainActor
public protocol Presentable: AnyObject {
    /// Emits the current visibility on subscription, then every change.
    var rxVisible: AnyPublisher<Bool, Never> { get }
    /// Emits once, when the presentable is dismissed.
    var rxDismissed: AnyPublisher<Void, Never> { get }
    /// The state `rxVisible` and `rxDismissed` are built on, if the presentable keeps a
    /// `PresentationState`: the coordinator then reads it instead of subscribing to them.
    /// Return the same state every time. `nil` by default.
    var presentationState: PresentationState? { get }
}

extension Presentable {
    /// No state: the coordinator subscribes to `rxVisible` and `rxDismissed`.
    public var presentationState: PresentationState? { nil }
}
