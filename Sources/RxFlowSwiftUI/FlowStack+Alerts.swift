import RxFlow

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FlowStack {
    // MARK: - Alerts and confirmation dialogs

    /// Presents `alert` as a route for `value` over the top-most presentation and returns it,
    /// to contribute (`.route(_:)`): its view model sends the step of the button the user
    /// picks. What is under it stays visible, as under a UIKit alert.
    @discardableResult
    public func presentAlert(_ value: Route, _ alert: FlowAlert, animated: Bool = true) -> FlowRoute<Route> {
        presentAlert(value, alert, style: .alert, animated: animated)
    }

    /// Presents `alert` as a confirmation dialog (an action sheet), as `presentAlert` does.
    @discardableResult
    public func presentConfirmationDialog(
        _ value: Route, _ alert: FlowAlert, animated: Bool = true
    ) -> FlowRoute<Route> {
        presentAlert(value, alert, style: .confirmationDialog, animated: animated)
    }

    /// The user picked `button` of `route`, an alert or a confirmation dialog: it leaves (and
    /// is dismissed, once), then the flow navigates the button's step, as UIKit runs an
    /// action's handler once its alert is dismissed. Returns true.
    ///
    /// What `FlowStackView`'s buttons call, and what a test calls as the user. Returns false
    /// and records a warning (`.invalidAlertAnswer`) if `route` is not a presented alert, is
    /// not visible (nobody can pick a button then), or has no such button.
    @discardableResult
    public func answer(_ route: FlowRoute<Route>, with button: FlowAlertButton) -> Bool {
        guard let index = presentations.firstIndex(of: route), let alert = route.alert else {
            warn(.invalidAlertAnswer, "answer(\(route.value)): not a presented alert or dialog; ignored.")
            return false
        }
        guard alert.buttons.contains(where: { $0.isSame(as: button) }) else {
            warn(
                .invalidAlertAnswer,
                "answer(\(route.value), with: \(button.rendered)): not one of its buttons; ignored.")
            return false
        }
        guard route.isVisible else {
            warn(.invalidAlertAnswer, "answer(\(route.value)): it is not visible, so no button can be picked; ignored.")
            return false
        }
        beginChange(animated: true)
        leaving.append(contentsOf: presentations[index...].reversed())
        presentations.removeSubrange(index...)
        // Sent before the settle that dismisses the alert: its contribution still lets the step
        // through, and the flow navigates it with the alert already off the stack.
        if let step = button.step { route.alertSteps?.steps.accept(step) }
        settle()
        return true
    }

    /// Picks the first button of `route` titled `title` (see `answer(_:with:)`); false and a
    /// warning if there is none.
    @discardableResult
    public func answer(_ route: FlowRoute<Route>, buttonTitled title: String) -> Bool {
        guard let button = route.alert?.buttons.first(where: { $0.title == title }) else {
            warn(.invalidAlertAnswer, "answer(\(route.value), buttonTitled: \"\(title)\"): no such button; ignored.")
            return false
        }
        return answer(route, with: button)
    }

    // MARK: - Refusals

    /// Why presenting `value` with `style` is refused, if it is: nothing is presented over an
    /// alert, and an alert comes with its content.
    func refusalToPresent(
        _ value: Route, style: PresentationStyle, withAlert: Bool
    ) -> (FlowStackWarning.Kind, String)? {
        if style.isAlert, !withAlert {
            return (
                .alertWithoutContent,
                "present(\(value), style: \(style)): an alert is presented with its content (presentAlert, presentConfirmationDialog); ignored."
            )
        }
        // The alert may be a child stack's, presented in this stack's top-most presentation, or
        // an ancestor's, presented over the presentation holding this stack: either would be
        // under what this stack presents.
        if let alert = topmostAlert ?? host?.presentation(covering: self, { $0.topmostAlert }) {
            return (
                .presentingOverAlert,
                "present(\(value)) while \(alert) is presented: nothing is presented over it; ignored."
            )
        }
        // SwiftUI presents one thing from a level (UIKit nothing from a screen that presents
        // already): the presentation holding a child stack that presents, or the one holding
        // this stack under what its host presented over it, presents something already.
        if let taken = storedPresentations.last?.child?.topmostPresentation
            ?? host?.presentation(covering: self, { $0.topmostPresentation })
        {
            return (
                .alreadyPresenting,
                "present(\(value)) while \(taken) is presented from that level: one thing is presented from a level; ignored."
            )
        }
        return nil
    }

    /// The top-most presentation, described for a warning (`share, a sheet`); nil if none.
    @usableFromInline var topmostPresentation: String? {
        guard let top = storedPresentations.last, let style = top.style else { return nil }
        return "\(top.value), a \(style)"
    }

    /// The alert or dialog at the top of this stack's presentations, through the child stacks
    /// they hold, described for a warning (`share, an alert`); nil if the top-most is not one.
    @usableFromInline var topmostAlert: String? {
        guard let top = storedPresentations.last else { return nil }
        if let alert = top.child?.topmostAlert { return alert }
        guard let style = top.style, style.isAlert else { return nil }
        return "\(top.value), a \(style)"
    }

    /// What `described` says of the first stack, from this one up through the stacks
    /// presenting it, that presents something over the presentation holding `child` (or
    /// holding the stack below on the way): an alert, or any presentation, for a warning.
    @usableFromInline func presentation(
        covering child: any StackNode, _ described: (any StackNode) -> String?
    ) -> String? {
        if storedPresentations.last?.child !== child, let covering = described(self) { return covering }
        return host?.presentation(covering: self, described)
    }

    /// A route for `value` that is not presented: the warning is recorded, and the route is
    /// dismissed at once.
    func refuse(
        _ value: Route, style: PresentationStyle, _ kind: FlowStackWarning.Kind, _ message: String
    ) -> FlowRoute<Route> {
        warn(kind, message)
        let refused = FlowRoute(value: value, viewModel: nil, style: style)
        refused.end(top: self)
        return refused
    }

    private func presentAlert(
        _ value: Route, _ alert: FlowAlert, style: PresentationStyle, animated: Bool
    ) -> FlowRoute<Route> {
        if let (kind, message) = refusalToPresent(value, style: style, withAlert: true) {
            return refuse(value, style: style, kind, message)
        }
        let route = FlowRoute(value: value, viewModel: nil, style: style, alert: alert)
        beginChange(animated: animated)
        presentations.append(route)
        settle()
        return route
    }
}
