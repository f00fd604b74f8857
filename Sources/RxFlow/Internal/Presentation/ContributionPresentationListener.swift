/// What a contribution watches of its presentable: visibility unless steps may pass
/// while hidden, dismissal unless they may pass once dismissed.
final class ContributionPresentationListener: PresentationListener {
    private let contribution: BackReference<Contribution>
    private let watchesVisibility: Bool
    private let watchesDismissal: Bool

    init(_ contribution: BackReference<Contribution>, watchesVisibility: Bool, watchesDismissal: Bool) {
        self.contribution = contribution
        self.watchesVisibility = watchesVisibility
        self.watchesDismissal = watchesDismissal
    }

    override func visibilityChanged(to isVisible: Bool) {
        if watchesVisibility { contribution.target?.presentableVisibilityChanged(to: isVisible) }
    }

    override func dismissed() {
        if watchesDismissal { contribution.target?.presentableWasDismissed() }
    }
}
