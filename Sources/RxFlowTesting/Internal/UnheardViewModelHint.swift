@_spi(RxFlowInternals) import RxFlow
@_spi(RxFlowInternals) import RxFlowHeadless
import RxFlowSwiftUI

/// A hint for a navigation that never came: the screen the user looks at holds a view model
/// that no running contribution listens to, the usual mistake of a newcomer (the flow returned
/// `.none`, or forgot the contributor).
///
/// What it says as a fact is one: the engine does not listen to the view model's relay. That
/// its steps go nowhere is said only when nothing else subscribed to the relay either (a
/// `CompositeStepper` or a `bind(to:)` may forward them to a stepper the engine listens to);
/// otherwise the hint is a condition. No hint when the screen holds no stepper, or when the
/// engine listens to one of those it holds.
@MainActor
enum UnheardViewModelHint {
    /// How many of the things the engine listens to the hint lists.
    static let listedListeners = 10

    /// The hint for `screen`, named `label`, in the tree of `coordinator`; nil when there is
    /// nothing to say.
    static func hint(for screen: any Presentable, label: String, coordinator: FlowCoordinator?) -> String? {
        let steppers = viewModels(of: screen)
        guard !steppers.isEmpty, !steppers.contains(where: { $0.steps.isListenedToByEngine }) else { return nil }
        let names = steppers.map { TypeName.of(type(of: $0)) }.joined(separator: ", ")
        let subject =
            steppers.count == 1
            ? "\(names), the view model the visible screen \(label) holds"
            : "the steppers the visible screen \(label) holds (\(names))"
        var lines: [String] = []
        if steppers.contains(where: { $0.steps.hasHadSubscribers }) {
            lines.append(
                """
                Hint: no running contribution listens to \(subject). Something subscribed to its steps (a \
                CompositeStepper, bind(to:), a sink): they reach a flow only if that forwards them to a stepper \
                the engine listens to.
                """)
        } else {
            lines.append(
                """
                Hint: nothing listens to \(subject): no running contribution has it and nothing subscribed to \
                its steps, so the steps it emits go nowhere.
                """)
        }
        let contributedWith = coordinator?.contributedStepperNames(of: screen) ?? []
        if contributedWith.isEmpty {
            lines.append(
                """
                If the step you wait for comes from it: did navigate(to:) return .none instead of \
                .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))?
                """)
        } else {
            lines.append(
                """
                The screen is contributed with another stepper (\(contributedWith.joined(separator: ", "))). If \
                the step you wait for comes from its view model: is the screen contributed with another instance \
                than the one it holds?
                """)
        }
        lines.append(listening(in: coordinator))
        return lines.joined(separator: "\n")
    }

    /// What the engine listens to, as a line.
    private static func listening(in coordinator: FlowCoordinator?) -> String {
        let all = coordinator?.listeningDescriptions ?? []
        guard !all.isEmpty else { return "The engine listens to nothing." }
        let shown = all.prefix(listedListeners).joined(separator: "; ")
        let more = all.count > listedListeners ? "; and \(all.count - listedListeners) more" : ""
        return "The engine listens to: \(shown)\(more)."
    }

    /// The steppers `screen` holds: itself if it is one, the stepper of a `SteppingScreen`, a
    /// route's view model, and those in the stored properties of a screen's own classes (not
    /// the headless `ViewController`'s, which hold its parent and children).
    static func viewModels(of screen: any Presentable) -> [any Stepper] {
        var found: [any Stepper] = []
        var relays = Set<ObjectIdentifier>()
        // One per relay: a stepper found twice (a screen that is its own view model and holds
        // it) emits on one relay, which is what the engine listens to.
        func add(_ stepper: any Stepper) {
            guard relays.insert(ObjectIdentifier(stepper.steps)).inserted else { return }
            found.append(stepper)
        }
        if let stepper = screen as? any Stepper { add(stepper) }
        if let stepping = screen as? any SteppingScreen { add(stepping.stepper) }
        if let route = screen as? any RouteWithViewModel {
            if let viewModel = route.heldViewModel { add(viewModel) }
            return found
        }
        var mirror: Mirror? = Mirror(reflecting: screen)
        while let current = mirror, current.subjectType != ViewController.self {
            for child in current.children {
                if let stepper = child.value as? any Stepper { add(stepper) }
            }
            mirror = current.superclassMirror
        }
        return found
    }
}
