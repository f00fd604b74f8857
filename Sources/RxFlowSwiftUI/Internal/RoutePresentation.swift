/// What only a presented route has (how it is presented, the child stack or the alert it
/// shows), kept apart so that the routes on a path, the most numerous, do not carry it.
@MainActor
@usableFromInline
final class RoutePresentation {
    @usableFromInline let style: PresentationStyle
    /// The child stack this presentation holds, if any.
    @usableFromInline let child: (any StackNode)?
    /// What it shows, if it is an alert or a confirmation dialog.
    @usableFromInline let alert: FlowAlert?
    /// The stepper of an alert's buttons (also the route's `viewModel`).
    @usableFromInline let alertSteps: AlertStepper?

    @usableFromInline
    init(style: PresentationStyle, child: (any StackNode)?, alert: FlowAlert?) {
        self.style = style
        self.child = child
        self.alert = alert
        self.alertSteps = alert.map { _ in AlertStepper() }
    }
}
