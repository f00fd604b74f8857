/// A listener watching a presentable until `stop(_:)`: through the presentable's own
/// `PresentationState` when it keeps one (no subscription at all), otherwise through a
/// `PresentationBridge` over its publishers.
///
/// The watch does not hold its listener (the listener usually holds the watch): `stop(_:)`
/// is given it again.
@MainActor
struct PresentationWatch {
    private let state: PresentationState
    private let bridge: PresentationBridge?

    /// Starts calling `listener` for `presentable`'s changes. With a bridge, what the
    /// publishers emit on subscription (the current visibility, a dismissal) reaches the
    /// listener before this returns.
    init(_ presentable: any Presentable, listener: any PresentationListener, visibility: Bool, dismissal: Bool) {
        if let state = presentable.presentationState {
            state.attach(listener)
            self.state = state
            bridge = nil
        } else {
            let bridge = PresentationBridge()
            bridge.state.attach(listener)
            state = bridge.state
            self.bridge = bridge
            bridge.connect(to: presentable, visibility: visibility, dismissal: dismissal)
        }
    }

    /// Whether the presentable is visible now.
    var isVisible: Bool { state.isVisible }

    /// Whether the presentable was dismissed before the watch started, and has not been shown
    /// or put back in a hierarchy since (a dismissal its state sent to nobody).
    var isDismissed: Bool { state.isDismissed }

    /// Stops calling `listener` and cancels the bridge's subscriptions.
    func stop(_ listener: any PresentationListener) {
        state.detach(listener)
        bridge?.disconnect()
    }
}
