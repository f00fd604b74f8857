import RxFlow
import RxFlowHeadless
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// A navigation that never comes, while the screen the user looks at holds a view model that no
/// contribution listens to: the timeout says so, as a fact when nothing else subscribed to the
/// view model's steps, as a condition otherwise, and says nothing of the kind when the engine
/// listens to it.
@MainActor
struct UnheardViewModelHintTests {
    @Test func aViewModelTheFlowForgotToContributeIsNamed() async {
        let line = #line + 6
        await withKnownIssue {
            let store = FlowTestStore(
                flow: ForgetfulFlow(), stepper: OneStepper(withSingleStep: MemoStep.notesAreRequired))
            await store.receive(ForgetfulFlow.self, MemoStep.notesAreRequired)
            store.visibleScreen(as: NotesViewController.self)?.viewModel.pick(id: 7)
            await store.receive(ForgetfulFlow.self, MemoStep.noteIsPicked(id: 7), timeout: .milliseconds(50))
            await store.finish()
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.message.contains(
                    "Timed out after 0.05 seconds waiting for the navigation ForgetfulFlow → noteIsPicked(id: 7)")
                && issue.message.contains(
                    """
                    Hint: nothing listens to NotesViewModel, the view model the visible screen \
                    NotesViewController "Notes" holds: no running contribution has it and nothing subscribed \
                    to its steps, so the steps it emits go nowhere.
                    If the step you wait for comes from it: did navigate(to:) return .none instead of \
                    .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))?
                    The engine listens to: ForgetfulFlow: stepper OneStepper.
                    """)
        }
    }

    @Test func aScreenContributedWithAnotherViewModelSaysWithWhich() async {
        await withKnownIssue {
            let store = FlowTestStore(
                flow: ForgetfulFlow(contributes: .anotherViewModel),
                stepper: OneStepper(withSingleStep: MemoStep.notesAreRequired))
            await store.receive(ForgetfulFlow.self, MemoStep.notesAreRequired)
            store.visibleScreen(as: NotesViewController.self)?.viewModel.pick(id: 7)
            await store.assertNavigations(
                [FlowNavigation(ForgetfulFlow.self, MemoStep.noteIsPicked(id: 7))], timeout: .milliseconds(50))
            await store.finish()
        } matching: { issue in
            issue.message.contains("The navigations were not the expected ones (after waiting 0.05 seconds).")
                && issue.message.contains("Hint: nothing listens to NotesViewModel, the view model the visible screen")
                && issue.message.contains(
                    """
                    The screen is contributed with another stepper (NotesViewModel). If the step you wait for \
                    comes from its view model: is the screen contributed with another instance than the one it holds?
                    The engine listens to: ForgetfulFlow: stepper OneStepper; \
                    ForgetfulFlow: NotesViewController (stepper NotesViewModel).
                    """)
        }
    }

    /// Something subscribed to the view model's steps: they may reach a flow that way, so the
    /// hint is a condition.
    @Test func aViewModelSomethingSubscribedToGetsAConditionalHint() async {
        var forwarding: AnyCancellable?
        await withKnownIssue {
            let store = FlowTestStore(
                flow: ForgetfulFlow(), stepper: OneStepper(withSingleStep: MemoStep.notesAreRequired))
            await store.receive(ForgetfulFlow.self, MemoStep.notesAreRequired)
            forwarding = store.visibleScreen(as: NotesViewController.self)?.viewModel.steps.sink { _ in }
            await store.receive(ForgetfulFlow.self, MemoStep.noteIsPicked(id: 7), timeout: .milliseconds(50))
            forwarding = nil
            await store.finish()
        } matching: { issue in
            issue.message.contains(
                """
                Hint: no running contribution listens to NotesViewModel, the view model the visible screen \
                NotesViewController "Notes" holds. Something subscribed to its steps (a CompositeStepper, \
                bind(to:), a sink): they reach a flow only if that forwards them to a stepper the engine listens to.
                """)
                && !issue.message.contains("go nowhere")
        }
        #expect(forwarding == nil)
    }

    @Test func aContributedViewModelGetsNoHint() async {
        await withKnownIssue {
            let store = FlowTestStore(
                flow: ForgetfulFlow(contributes: .itsViewModel),
                stepper: OneStepper(withSingleStep: MemoStep.notesAreRequired))
            await store.receive(ForgetfulFlow.self, MemoStep.notesAreRequired)
            await store.receive(ForgetfulFlow.self, MemoStep.noteIsPicked(id: 7), timeout: .milliseconds(50))
            await store.finish()
        } matching: { issue in
            issue.message.contains("Timed out after 0.05 seconds") && !issue.message.contains("Hint:")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aRouteWhoseViewModelIsNotContributedIsNamed() async {
        await withKnownIssue {
            let store = FlowTestStore(
                flow: ForgetfulPagesFlow(), stepper: OneStepper(withSingleStep: PageStep.pageIsRequired(1)))
            await store.receive(ForgetfulPagesFlow.self, PageStep.pageIsRequired(1))
            await store.receive(ForgetfulPagesFlow.self, PageStep.pageIsRequired(2), timeout: .milliseconds(50))
            await store.finish()
        } matching: { issue in
            issue.message.contains(
                "Hint: nothing listens to PageModel, the view model the visible screen FlowRoute<PageRoute> page(1) holds"
            )
        }
    }
}

enum MemoStep: Step, Equatable {
    case notesAreRequired
    case noteIsPicked(id: Int)
}

@MainActor
final class NotesViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    func pick(id: Int) { steps.accept(MemoStep.noteIsPicked(id: id)) }
}

final class NotesViewController: ViewController {
    let viewModel: NotesViewModel

    init(viewModel: NotesViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Notes"
    }
}

/// A flow that shows its list of notes and, by default, forgets to contribute it.
final class ForgetfulFlow: Flow {
    enum Contribution {
        /// `.none`: the newcomer's mistake.
        case nothing
        /// The screen, with a view model of its own that is not the one the screen holds.
        case anotherViewModel
        /// The screen with its view model: no mistake.
        case itsViewModel
    }

    private let navigationController = NavigationController()
    private let contribution: Contribution
    var root: any Presentable { navigationController }

    init(contributes contribution: Contribution = .nothing) {
        self.contribution = contribution
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard case MemoStep.notesAreRequired = step else { return .none }
        let viewModel = NotesViewModel()
        let screen = NotesViewController(viewModel: viewModel)
        navigationController.pushViewController(screen, animated: false)
        switch contribution {
        case .nothing:
            return .none
        case .anotherViewModel:
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: NotesViewModel()))
        case .itsViewModel:
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
        }
    }
}

/// A flow that pushes a route with a view model and forgets to contribute it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ForgetfulPagesFlow: Flow {
    let stack = FlowStack<PageRoute>()
    var root: any Presentable { stack }

    func navigate(to step: any Step) -> FlowContributors {
        guard case PageStep.pageIsRequired(let number) = step else { return .none }
        _ = stack.push(.page(number), viewModel: PageModel())
        return .none
    }
}
