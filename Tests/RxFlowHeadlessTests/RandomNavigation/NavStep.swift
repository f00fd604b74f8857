import RxFlow
import RxFlowHeadless

/// The one step type of the random-navigation test. Every emitted step gets a fresh `id`
/// so that the model can tell each navigation apart; steps derived from another one
/// (forwarded markers, the step `.end` forwards) carry their id inside the action that
/// produces them, so the model knows it in advance.
struct NavStep: Step, CustomStringConvertible {
    /// What a flow does when it navigates the step.
    enum Action: Sendable, Equatable {
        /// A flow's first step: it sets up its root container.
        case start
        /// Pushes a new screen (a split flow shows it as detail; a tab flow does nothing).
        case push(Contribution)
        /// Pops the top screen of a navigation flow (never its root).
        case pop
        /// Presents a new screen from the emitting screen, if its context presents nothing.
        case present(ModalPresentationStyle, Contribution)
        /// `dismiss` on the emitting screen, if it presents or is presented.
        case dismiss
        /// Opens a child flow and presents its root from the emitting screen.
        case openChild(FlowSpec)
        /// Contributes a child flow that test code prepared (with `Flows.use(.ready)`)
        /// outside any navigation.
        case openPreparedChild(token: Int)
        /// Ends the flow, forwarding `.forwarded` with id `forwardId` to the parent.
        /// With `dismissFirst`, the flow first dismisses its own (presented) root.
        case end(dismissFirst: Bool, forwardId: Int)
        /// The step `.end` forwards: the parent dismisses the ended child's root if it is
        /// still presented.
        case forwarded(childFlowId: Int)
        /// Returns `.forwardToCurrentFlow` with a `.marker` of id `markerId`.
        case forwardToCurrent(markerId: Int)
        /// Returns `.forwardToParentFlow` with a `.marker` of id `markerId`.
        case forwardToParent(markerId: Int)
        /// A forwarded step that changes nothing.
        case marker
        /// Shows a new screen as a split flow's secondary column, wrapped in a navigation
        /// controller or not (a navigation flow does nothing).
        case showDetail(wrapped: Bool, Contribution)
        /// Broadcast by `FlowCoordinator.navigate(to:)`; changes nothing.
        case deepLink
    }

    /// The flags a new screen is contributed with.
    struct Contribution: Sendable, Equatable, CustomStringConvertible {
        var allowStepWhenNotPresented = false
        var allowStepWhenDismissed = false

        var description: String {
            switch (allowStepWhenNotPresented, allowStepWhenDismissed) {
            case (false, false): ""
            case (true, false): " +hidden"
            case (false, true): " +dismissed"
            case (true, true): " +hidden+dismissed"
            }
        }
    }

    let id: Int
    /// The id of the screen whose stepper emitted the step (nil for flow steppers,
    /// derived steps and deep links): per-screen ordering is checked on it.
    let source: Int?
    let action: Action

    var description: String {
        let origin = source.map { " from S\($0)" } ?? ""
        return "#\(id) \(action)\(origin)"
    }
}

extension NavStep.Action: CustomStringConvertible {
    var description: String {
        switch self {
        case .start: "start"
        case .push(let contribution): "push\(contribution)"
        case .pop: "pop"
        case .present(let style, let contribution): "present(\(style))\(contribution)"
        case .dismiss: "dismiss"
        case .openChild(let spec): "openChild(\(spec))"
        case .openPreparedChild(let token): "openPreparedChild(P\(token))"
        case .end(let dismissFirst, let forwardId):
            "end(\(dismissFirst ? "dismissing its root, " : "")forward #\(forwardId))"
        case .forwarded(let child): "forwarded(from F\(child))"
        case .forwardToCurrent(let marker): "forwardToCurrentFlow(#\(marker))"
        case .forwardToParent(let marker): "forwardToParentFlow(#\(marker))"
        case .marker: "marker"
        case .showDetail(let wrapped, let contribution):
            "showDetail(\(wrapped ? "in a navigation" : "plain"))\(contribution)"
        case .deepLink: "deepLink"
        }
    }
}
