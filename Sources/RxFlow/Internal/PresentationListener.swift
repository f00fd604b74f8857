/// Something a `PresentationState` calls directly when its presentable appears,
/// disappears or is dismissed: how the coordinator watches presentables that keep a state,
/// instead of two Combine subscriptions each.
///
/// The state holds its listeners; a listener reaches its owner through the owner's
/// `Anchor`, so a state outliving a coordinator keeps nothing of it alive.
@MainActor
class PresentationListener {
    /// Set by the state: false once removed, so that a listener removed during a
    /// notification is not called afterwards.
    var isListening = false

    /// The presentable appeared or disappeared.
    func visibilityChanged(to isVisible: Bool) {}

    /// The presentable was dismissed.
    func dismissed() {}
}

/// What a contribution watches of its presentable: visibility unless steps may pass
/// while hidden, dismissal unless they may pass once dismissed.
final class ContributionPresentationListener: PresentationListener {
    private let anchor: Anchor<Contribution>
    private let watchesVisibility: Bool
    private let watchesDismissal: Bool

    init(_ anchor: Anchor<Contribution>, watchesVisibility: Bool, watchesDismissal: Bool) {
        self.anchor = anchor
        self.watchesVisibility = watchesVisibility
        self.watchesDismissal = watchesDismissal
    }

    override func visibilityChanged(to isVisible: Bool) {
        if watchesVisibility { anchor.target?.presentableVisibilityChanged(to: isVisible) }
    }

    override func dismissed() {
        if watchesDismissal { anchor.target?.presentableWasDismissed() }
    }
}

/// A coordinator's watch on its flow's dismissal.
final class CoordinatorDismissalListener: PresentationListener {
    private let anchor: Anchor<FlowCoordinator>

    init(_ anchor: Anchor<FlowCoordinator>) {
        self.anchor = anchor
    }

    override func dismissed() {
        anchor.target?.flowWasDismissed()
    }
}
