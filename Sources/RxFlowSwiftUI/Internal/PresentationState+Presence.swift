import RxFlow

extension PresentationState {
    /// Applies what the presence machine decided.
    @inlinable
    func apply(_ action: PresenceMachine.Action) {
        switch action {
        case .none:
            break
        case .show:
            setVisible(true)
        case .hide:
            setVisible(false)
        case .hideAndDismiss:
            setVisible(false)
            sendDismissed()
        case .dismiss:
            sendDismissed()
        case .reenter:
            resetDismissal()
        }
    }
}
