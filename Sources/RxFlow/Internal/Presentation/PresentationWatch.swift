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
            self.init(state: state, bridge: nil)
        } else {
            let bridge = PresentationBridge()
            bridge.state.attach(listener)
            self.init(state: bridge.state, bridge: bridge)
            bridge.connect(to: presentable, visibility: visibility, dismissal: dismissal)
        }
    }

    /// Starts calling `listener` when `flow` is dismissed: through the flow's own
    /// `rxDismissed` if its type declares one (as RxFlow 2.x flows may), otherwise through
    /// its root, as `init(_:listener:visibility:dismissal:)` watches any presentable. A
    /// `presentationState` of the flow's own (not its root's) is watched in either case.
    ///
    /// Flows of a type known to keep the default `rxDismissed` take the first branch and
    /// nothing else; the first flow of each type is asked once (see `FlowRootDismissal`).
    init(dismissalOf flow: any Flow, listener: any PresentationListener) {
        let declaresOwn = FlowDismissalMemo.declaresOwnDismissal(flow)
        if declaresOwn == false {
            self.init(flow, listener: listener, visibility: false, dismissal: true)
            return
        }
        if let state = flow.presentationState, state !== flow.root.presentationState {
            // The flow keeps a state of its own, which its publishers are built on.
            self.init(flow, listener: listener, visibility: false, dismissal: true)
            return
        }
        let bridge = PresentationBridge()
        bridge.state.attach(listener)
        let connected = bridge.connectDismissal(ofFlow: flow)
        if declaresOwn == nil { FlowDismissalMemo.record(flow, declaresOwn: connected) }
        guard connected else {
            bridge.state.detach(listener)
            self.init(flow, listener: listener, visibility: false, dismissal: true)
            return
        }
        self.init(state: bridge.state, bridge: bridge)
    }

    private init(state: PresentationState, bridge: PresentationBridge?) {
        self.state = state
        self.bridge = bridge
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
