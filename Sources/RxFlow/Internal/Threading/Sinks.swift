// Non-generic sink classes: the runtime builds their metadata once, whereas each use of
// a generic specialization like `MainActorSink<PresentationBridge, Bool>` costs a metadata
// cache look-up, which showed up on the push path.

/// The visibility of a presentable that offers only publishers.
final class BridgeVisibilitySink: MainActorSink<PresentationBridge, Bool>, @unchecked Sendable {}

/// The dismissal of a presentable that offers only publishers.
final class BridgeDismissalSink: MainActorSink<PresentationBridge, Void>, @unchecked Sendable {}

/// The dismissal of a flow that may declare its own `rxDismissed`: the first time a flow of
/// a type is watched, the default `rxDismissed` (`FlowRootDismissal`) recognises it and
/// says so instead of subscribing it.
final class FlowDismissalSink: MainActorSink<PresentationBridge, Void>, @unchecked Sendable {
    /// The flow being watched.
    let flow: ObjectIdentifier
    /// Set by the flow's default `rxDismissed` when it is subscribed to directly: the flow's
    /// type does not declare its own. Written and read on the subscribing (main) thread only.
    var reachedRootDismissal = false

    init(_ bridge: BackReference<PresentationBridge>, flow: ObjectIdentifier) {
        self.flow = flow
        // `rxDismissed` stands for RxFlow's `Single<Void>`: its first value is the dismissal.
        super.init(bridge, demand: .max(1), onValue: { bridge, _, _ in bridge.state.sendDismissed() })
    }
}
