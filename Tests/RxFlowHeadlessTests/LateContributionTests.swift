import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// A screen that left its hierarchy before its contribution started (the flow popped it
/// itself, or the user went back while the contribution was starting) ends its contribution at
/// once; a screen pushed again after a pop is not one of them.
///
/// `async`: the leak checks run on the main queue after the grace period.
@Suite(.timeLimit(.minutes(10)))
@MainActor
struct LateContributionTests {
    private static let grace = Duration.milliseconds(50)

    @Test func aScreenPoppedBeforeItIsContributedEndsItsContributionAtOnce() async {
        let run = Self.run(PopBeforeContributingFlow(keepsModel: true))
        run.flow.tapHome(PageStep.pageIsPicked(1))

        let ended = run.recorder.endedContributions.map { "\($0)" }
        #expect(ended.count == 1 && ended[0].contains("PageScreen"), "\(ended)")
        #expect(ended.first?.contains("\(ContributionEndReason.presentableDismissed)") == true, "\(ended)")
        run.flow.keptModel?.tap(PageStep.pageIsPicked(2))
        #expect(run.recorder.droppedSteps == [DroppedStep(PageStep.pageIsPicked(2), reason: .presentableDismissed)])
        // Kept by the flow: the leak detector reports it.
        await run.recorder.waitForLeakChecks(gracePeriod: Self.grace)
        let leaks = run.recorder.suspectedLeaks.map { "\($0)" }.joined()
        #expect(leaks.contains("PageModel"), "\(leaks)")
        withExtendedLifetime(run.coordinator) {}
    }

    @Test func aScreenPoppedBeforeItIsContributedIsReleased() async {
        let run = Self.run(PopBeforeContributingFlow(keepsModel: false))
        run.flow.tapHome(PageStep.pageIsPicked(1))
        #expect(run.recorder.endedContributions.count == 1)

        await run.recorder.waitForLeakChecks(gracePeriod: Self.grace)
        #expect(run.flow.poppedModel == nil, "the engine let go of the view model")
        #expect(run.recorder.suspectedLeaks.isEmpty)
        withExtendedLifetime(run.coordinator) {}
    }

    @Test func backWhileTheContributionStartsEndsIt() async {
        let run = Self.run(PopBeforeContributingFlow(keepsModel: false, pops: false))
        let navigation = run.flow.navigation
        let back = run.coordinator.observe { event in
            if case .contributionStarted(_, let presentable, _) = event, presentable == "PageScreen" {
                navigation.popViewController(animated: true)
            }
        }
        run.flow.tapHome(PageStep.pageIsPicked(1))
        back.cancel()
        #expect(navigation.viewControllers.count == 1)

        let ended = run.recorder.endedContributions.map { "\($0)" }
        #expect(ended.count == 1 && ended[0].contains("PageScreen"), "\(ended)")
        await run.recorder.waitForLeakChecks(gracePeriod: Self.grace)
        #expect(run.recorder.suspectedLeaks.isEmpty)
        withExtendedLifetime(run.coordinator) {}
    }

    @Test func aScreenPushedAgainAfterItsPopIsContributedAsUsual() async {
        // Not in a window: the screen pushed again is not visible yet, only back in a hierarchy.
        let navigation = NavigationController()
        let model = PageModel()
        let screen = PageScreen(viewModel: model)
        navigation.pushViewController(ViewController(), animated: false)
        navigation.pushViewController(screen, animated: false)
        navigation.popViewController(animated: false)
        navigation.pushViewController(screen, animated: false)

        let coordinator = FlowCoordinator(logger: LogCapture().logger, leakDetection: .disabled)
        let recorder = NavigationEventRecorder(coordinator)
        coordinator.coordinate(
            flow: ContributingFlow(root: navigation, screen: screen), with: OneStepper(withSingleStep: PageStep.home))
        #expect(recorder.endedContributions.isEmpty, "\(recorder.lines)")
        model.tap(PageStep.pageIsPicked(3))
        #expect(recorder.droppedSteps == [DroppedStep(PageStep.pageIsPicked(3), reason: .presentableNotVisible)])
        navigation.popViewController(animated: false)
        #expect(recorder.endedContributions.count == 1)
    }

    private static func run(_ flow: PopBeforeContributingFlow) -> Run {
        let coordinator = FlowCoordinator(logger: LogCapture().logger, leakDetection: .enabled(gracePeriod: grace))
        let recorder = NavigationEventRecorder(coordinator)
        let window = Window()
        window.rootViewController = flow.navigation
        window.makeKeyAndVisible()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: PageStep.home))
        return Run(coordinator: coordinator, recorder: recorder, flow: flow, window: window)
    }

    private struct Run {
        let coordinator: FlowCoordinator
        let recorder: NavigationEventRecorder
        let flow: PopBeforeContributingFlow
        let window: Window
    }
}

enum PageStep: Step, Equatable {
    case home
    case pageIsPicked(Int)
}

@MainActor
final class PageModel: Stepper {
    let steps = PublishRelay<any Step>()
    func tap(_ step: any Step) { steps.accept(step) }
}

@MainActor
final class PageScreen: ViewController, ScreenWithViewModel {
    let viewModel: PageModel

    init(viewModel: PageModel) {
        self.viewModel = viewModel
        super.init()
    }
}

/// Pushes a page and, if `pops`, pops it before returning it to contribute.
@MainActor
final class PopBeforeContributingFlow: Flow {
    let navigation = NavigationController()
    var root: any Presentable { navigation }
    weak var poppedModel: PageModel?
    /// The popped screen's view model, if the flow keeps it (as an app object would, by mistake).
    private(set) var keptModel: PageModel?
    private let keepsModel: Bool
    private let pops: Bool

    init(keepsModel: Bool, pops: Bool = true) {
        self.keepsModel = keepsModel
        self.pops = pops
    }

    /// The home screen's view model emits `step`.
    func tapHome(_ step: any Step) {
        (navigation.viewControllers.first as? PageScreen)?.viewModel.tap(step)
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? PageStep else { return .none }
        switch step {
        case .home:
            let home = PageScreen(viewModel: PageModel())
            navigation.pushViewController(home, animated: false)
            return .viewController(home)
        case .pageIsPicked:
            let model = PageModel()
            poppedModel = model
            if keepsModel { keptModel = model }
            let page = PageScreen(viewModel: model)
            navigation.pushViewController(page, animated: true)
            if pops { navigation.popViewController(animated: true) }
            return .viewController(page)
        }
    }
}

/// Contributes a screen that is already on its root.
@MainActor
final class ContributingFlow: Flow {
    private let navigation: NavigationController
    private let screen: PageScreen
    var root: any Presentable { navigation }

    init(root: NavigationController, screen: PageScreen) {
        navigation = root
        self.screen = screen
    }

    func navigate(to step: any Step) -> FlowContributors {
        .viewController(screen)
    }
}
