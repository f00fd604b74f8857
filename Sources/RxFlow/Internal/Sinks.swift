// Non-generic sink classes: the runtime builds their metadata once, whereas each use of
// a generic specialization like `MainActorSink<Contribution, Bool>` costs a metadata
// cache look-up, which showed up on the push path.

/// The steps of a coordinator's flow stepper, and its flow's adaptations.
final class CoordinatorStepSink: MainActorSink<FlowCoordinator, any Step>, @unchecked Sendable {}

/// The dismissal of a coordinator's flow.
final class CoordinatorDismissalSink: MainActorSink<FlowCoordinator, Void>, @unchecked Sendable {}

/// The steps of a contributed stepper.
final class ContributionStepSink: MainActorSink<Contribution, any Step>, @unchecked Sendable {}

/// The visibility of a contributed presentable.
final class ContributionVisibilitySink: MainActorSink<Contribution, Bool>, @unchecked Sendable {}

/// The dismissal of a contributed presentable.
final class ContributionDismissalSink: MainActorSink<Contribution, Void>, @unchecked Sendable {}
