import RxFlow

/// The steps of the restoration tests: `Codable`, so snapshots can hold them.
enum PageStep: Step, Codable, Equatable {
    /// Sets the stack up and contributes nothing.
    case setUp
    case home
    case page(Int)
    /// Pushes two pages in one navigation, as a deep link does.
    case pair(Int, Int)
    case back
    case openChild
    case childPage(Int)
    case endChild
}

/// A step that is not `Codable`: a snapshot holds its name only.
struct OpaqueStep: Step {}

/// A navigation stack of test screens whose depth it keeps in snapshots: a screen the user
/// popped stays popped after a restoration.
@MainActor
final class PageStack: RestorablePresentable {
    private let presentable = TestPresentable()
    private(set) var screens: [TestPresentable] = []
    var rxVisible: AnyPublisher<Bool, Never> { presentable.rxVisible }
    var rxDismissed: AnyPublisher<Void, Never> { presentable.rxDismissed }

    func push(_ screen: TestPresentable) { screens.append(screen) }

    /// The user (or the flow) goes back: the top screen is dismissed.
    func pop() {
        screens.popLast()?.dismiss()
    }

    var restorationState: Int { screens.count }

    func restore(_ depth: Int) -> Bool {
        guard depth <= screens.count else { return false }
        while screens.count > depth { pop() }
        return true
    }
}

/// A flow of pages on a `PageStack`; `.openChild` starts a `PageFlow` child on its own stack.
@MainActor
final class PageFlow: Flow {
    let stack = PageStack()
    /// The pages' titles, in the order they were pushed, and whether each push animated.
    private(set) var pushed: [(step: PageStep, animated: Bool)] = []
    private(set) var child: PageFlow?
    /// Whether `screenSteppers` keeps them (not in leak tests).
    var keepsScreenSteppers = true
    /// The steppers of the screens pushed, in order.
    private(set) var screenSteppers: [TestStepper] = []
    /// How many times `.setUp` was navigated.
    private(set) var setUpCount = 0
    /// Refuses this step in `adapt(step:)`, when set.
    var refused: PageStep?
    var root: any Presentable { stack }

    /// Makes the screen of this step a `TestScreen` instead, when set (an app whose flow
    /// changed since the snapshot).
    var madeDifferently: PageStep?
    /// Delays this step in `adapt(step:)` until `delayed` sends, when set.
    var delays: PageStep?
    let delayed = PassthroughSubject<any Step, Never>()

    func adapt(step: any Step) -> AnyPublisher<any Step, Never> {
        if let delays, let step = step as? PageStep, step == delays { return delayed.eraseToAnyPublisher() }
        guard let refused, let step = step as? PageStep, step == refused else {
            return Just(step).eraseToAnyPublisher()
        }
        return Empty().eraseToAnyPublisher()
    }

    func navigate(to step: any Step) -> FlowContributors {
        if step is OpaqueStep { return pushScreen(for: .page(-1)) }
        guard let step = step as? PageStep else { return .none }
        switch step {
        case .setUp:
            setUpCount += 1
            return .none
        case .home, .page, .childPage:
            return pushScreen(for: step)
        case .pair(let first, let second):
            return .multiple(flowContributors: [
                screenContributor(for: .page(first)), screenContributor(for: .page(second)),
            ])
        case .back:
            stack.pop()
            return .none
        case .openChild:
            let child = PageFlow()
            self.child = child
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: child, withNextStepper: OneStepper(withSingleStep: PageStep.childPage(0))))
        case .endChild:
            child = nil
            return .end(forwardToParentFlowWithStep: NoneStep())
        }
    }

    private func pushScreen(for step: PageStep) -> FlowContributors {
        .one(flowContributor: screenContributor(for: step))
    }

    private func screenContributor(for step: PageStep) -> FlowContributor {
        if step == madeDifferently {
            let screen = TestScreen()
            return .contribute(withNextPresentable: screen, withNextStepper: screen)
        }
        let screen = TestPresentable()
        stack.push(screen)
        pushed.append((step, !FlowCoordinator.isRestoring))
        // Home's screen opens page 1 as it starts: an initial step a restoration must not
        // navigate again (page 1's own navigation is in the snapshot).
        let stepper = step == .home ? TestStepper(initialStep: PageStep.page(1)) : TestStepper()
        if keepsScreenSteppers { screenSteppers.append(stepper) }
        return .contribute(withNextPresentable: screen, withNextStepper: stepper)
    }
}
