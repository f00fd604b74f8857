/// A `PresentationState` fed by the `rxVisible` and `rxDismissed` publishers of a
/// presentable that keeps no state of its own, so that the engine watches every
/// presentable the same way.
///
/// It subscribes only to what its watcher needs, once, and its owner (the watch) cancels
/// both subscriptions when it stops watching.
@MainActor
final class PresentationBridge {
    let state = PresentationState()
    private let reference = BackReference<PresentationBridge>()
    private var visibilitySink: BridgeVisibilitySink?
    private var dismissalSink: BridgeDismissalSink?
    private var flowDismissalSink: FlowDismissalSink?

    init() {
        reference.target = self
    }

    deinit {
        assert(MainQueue.isCurrent, "the engine releases its presentation bridges on the main queue")
        reference.target = nil
    }

    /// Subscribes to `presentable`'s visibility and/or dismissal. Values the publishers
    /// emit on subscription reach the state (and its listeners) before this returns.
    func connect(to presentable: any Presentable, visibility: Bool, dismissal: Bool) {
        if visibility {
            let sink = BridgeVisibilitySink(
                reference, onValue: { bridge, visible, _ in bridge.state.setVisible(visible) })
            visibilitySink = sink
            presentable.rxVisible.subscribe(sink)
        }
        if dismissal {
            // `rxDismissed` stands for RxFlow's `Single<Void>`: its first value is the dismissal.
            let sink = BridgeDismissalSink(
                reference, demand: .max(1), onValue: { bridge, _, _ in bridge.state.sendDismissed() })
            dismissalSink = sink
            presentable.rxDismissed.subscribe(sink)
        }
    }

    /// Subscribes to `flow`'s own `rxDismissed`, unless it is the default (the root's
    /// dismissal, which the engine watches through the root): returns whether it did, that is
    /// whether the flow's type declares its own. A dismissal the publisher emits on
    /// subscription reaches the state before this returns.
    func connectDismissal(ofFlow flow: any Flow) -> Bool {
        let sink = FlowDismissalSink(reference, flow: ObjectIdentifier(flow))
        flow.rxDismissed.subscribe(sink)
        guard !sink.reachedRootDismissal else { return false }
        flowDismissalSink = sink
        return true
    }

    /// Cancels the subscriptions.
    func disconnect() {
        visibilitySink?.cancel()
        dismissalSink?.cancel()
        flowDismissalSink?.cancel()
        visibilitySink = nil
        dismissalSink = nil
        flowDismissalSink = nil
    }
}
