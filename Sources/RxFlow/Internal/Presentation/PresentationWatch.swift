/// A listener watching a presentable until `stop()`: through the presentable's own
/// `PresentationState` when it keeps one (no subscription at all), otherwise through a
/// `PresentationBridge` over its publishers.
@MainActor
struct PresentationWatch {
    private let attachment: PresentationAttachment
    private let bridge: PresentationBridge?

    /// Starts calling `listener` for `presentable`'s changes. With a bridge, what the
    /// publishers emit on subscription (the current visibility, a dismissal) reaches the
    /// listener before this returns.
    init(_ presentable: any Presentable, listener: PresentationListener, visibility: Bool, dismissal: Bool) {
        if let state = presentable.presentationState {
            attachment = state.attach(listener)
            bridge = nil
        } else {
            let bridge = PresentationBridge()
            attachment = bridge.state.attach(listener)
            self.bridge = bridge
            bridge.connect(to: presentable, visibility: visibility, dismissal: dismissal)
        }
    }

    /// Whether the presentable is visible now.
    var isVisible: Bool { attachment.state.isVisible }

    /// Stops calling the listener and cancels the bridge's subscriptions.
    func stop() {
        attachment.detach()
        bridge?.disconnect()
    }
}
