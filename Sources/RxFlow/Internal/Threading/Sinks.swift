// Non-generic sink classes: the runtime builds their metadata once, whereas each use of
// a generic specialization like `MainActorSink<PresentationBridge, Bool>` costs a metadata
// cache look-up, which showed up on the push path.

/// The visibility of a presentable that offers only publishers.
final class BridgeVisibilitySink: MainActorSink<PresentationBridge, Bool>, @unchecked Sendable {}

/// The dismissal of a presentable that offers only publishers.
final class BridgeDismissalSink: MainActorSink<PresentationBridge, Void>, @unchecked Sendable {}
