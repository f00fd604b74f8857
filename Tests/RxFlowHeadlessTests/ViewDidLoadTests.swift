import RxFlow
import RxFlowHeadless
import Testing

/// `viewDidLoad`: once, before the first appearance (or at `loadViewIfNeeded()`), as in UIKit.
@MainActor
struct ViewDidLoadTests {
    final class Recording: ViewController {
        var calls: [String] = []
        override func viewDidLoad() { calls.append("didLoad") }
        override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
        override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
    }

    @Test func viewDidLoadRunsOnceBeforeTheFirstAppearance() {
        let window = Window()
        let navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        let screen = Recording()
        #expect(!screen.isViewLoaded)
        navigation.pushViewController(screen, animated: true)
        #expect(screen.isViewLoaded)
        navigation.popViewController(animated: true)
        navigation.pushViewController(screen, animated: true)
        #expect(screen.calls == ["didLoad", "willAppear", "didAppear", "didDisappear", "willAppear", "didAppear"])
    }

    @Test func aHiddenTabLoadsWhenFirstSelected() {
        let window = Window()
        let first = Recording()
        let second = Recording()
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(first.isViewLoaded)
        #expect(!second.isViewLoaded)

        tabs.selectedIndex = 1
        #expect(second.calls == ["didLoad", "willAppear", "didAppear"])
    }

    @Test func loadViewIfNeededLoadsEarlyAndOnlyOnce() {
        let screen = Recording()
        screen.loadViewIfNeeded()
        screen.loadViewIfNeeded()
        let window = Window()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        #expect(screen.calls == ["didLoad", "willAppear", "didAppear"])
    }

    @Test func bindingsMadeInViewDidLoadNavigate() {
        let window = Window()
        let flow = LoadingFlow()
        let coordinator = FlowCoordinator()
        window.rootViewController = flow.navigation
        window.makeKeyAndVisible()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: LoadingStep.start))
        withExtendedLifetime(coordinator) {
            let screen = flow.navigation.topViewController as? LoadingScreen
            #expect(screen?.isViewLoaded == true)
            #expect(screen?.navigationItem.rightBarButtonItem?.tap() == true)
            #expect(flow.navigation.viewControllers.count == 2)
        }
    }
}

private enum LoadingStep: Step {
    case start, next
}

private final class LoadingViewModel: Stepper {
    let steps = PublishRelay<any Step>()
}

/// Sets up its button in `viewDidLoad`, binding the taps to its view model's steps.
private final class LoadingScreen: ViewController, SteppingScreen {
    let viewModel = LoadingViewModel()
    var stepper: any Stepper { viewModel }
    private let taps = PassthroughSubject<Void, Never>()
    private var bag = Set<AnyCancellable>()

    override func viewDidLoad() {
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Next") { [taps] in taps.send(()) }
        taps.map { LoadingStep.next }.bind(to: viewModel.steps).store(in: &bag)
    }
}

private final class LoadingFlow: Flow {
    let navigation = NavigationController()
    var root: any Presentable { navigation }

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? LoadingStep {
        case .start:
            let screen = LoadingScreen()
            navigation.pushViewController(screen, animated: false)
            return .viewController(screen)
        case .next:
            navigation.pushViewController(ViewController(), animated: true)
            return .none
        case nil:
            return .none
        }
    }
}
