import RxFlow
import RxFlowHeadless

/// The steps of the restoration tests: `Codable`, so that snapshots hold them.
enum ShopStep: Step, Codable, Equatable {
    case start
    case item(Int)
    /// Pushes two screens in one navigation, as a deep link does.
    case pair(Int, Int)
    /// A deep link to items 1 and 2 over the stack's root that keeps the screens already there
    /// (it reads the stack) and pushes the others.
    case link
    /// Presents a screen as a page sheet over the tab.
    case sheet(Int)
    /// Starts an `ShopAccountFlow` presented full screen over the tab.
    case account
    /// Pushes a screen and starts an `ShopAccountFlow` over it, in one navigation.
    case itemWithAccount(Int)
    case endAccount
}

/// A screen showing one item; its view model emits what the test makes it emit.
final class ShopItemScreen: ViewController, SteppingScreen {
    let viewModel = ShopItemViewModel()
    var stepper: any Stepper { viewModel }

    init(_ title: String) {
        super.init()
        self.title = title
    }
}

/// An item screen's stepper.
@MainActor
final class ShopItemViewModel: Stepper {
    let steps = PublishRelay<any Step>()
}

/// Two tabs, each a `ShopStackFlow`; set up once both are ready.
final class ShopTabsFlow: Flow {
    let tabs = TabBarController()
    var root: any Presentable { tabs }
    private(set) var stacks: [ShopStackFlow] = []

    func navigate(to step: any Step) -> FlowContributors {
        guard case .start = step as? ShopStep else { return .none }
        let first = ShopStackFlow(name: "First")
        let second = ShopStackFlow(name: "Second")
        stacks = [first, second]
        Flows.use(first, second, when: .ready) { [tabs] (one: NavigationController, two: NavigationController) in
            tabs.setViewControllers([one, two], animated: false)
        }
        return .multiple(flowContributors: [
            .contribute(withNextPresentable: first, withNextStepper: OneStepper(withSingleStep: ShopStep.item(0))),
            .contribute(withNextPresentable: second, withNextStepper: OneStepper(withSingleStep: ShopStep.item(0))),
        ])
    }
}

/// A navigation stack of items; presents sheets and an `ShopAccountFlow` from it.
final class ShopStackFlow: Flow {
    let navigationController = NavigationController()
    var root: any Presentable { navigationController }
    let name: String
    private(set) var account: ShopAccountFlow?

    init(name: String) {
        self.name = name
        navigationController.title = name
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? ShopStep else { return .none }
        let animated = !FlowCoordinator.isRestoring
        switch step {
        case .item(let number):
            let screen = ShopItemScreen("\(name) \(number)")
            navigationController.pushViewController(screen, animated: animated && number > 0)
            return .viewController(screen)
        case .pair(let first, let second):
            let screens = [ShopItemScreen("\(name) \(first)"), ShopItemScreen("\(name) \(second)")]
            for screen in screens { navigationController.pushViewController(screen, animated: animated) }
            return .multiple(
                flowContributors: screens.map { .contribute(withNextPresentable: $0, withNextStepper: $0.stepper) })
        case .link:
            let titles = ["\(name) 1", "\(name) 2"]
            let stack = navigationController.viewControllers
            let kept = zip(stack.dropFirst(), titles).prefix { $0.title == $1 }.count
            let screens = titles.dropFirst(kept).map { ShopItemScreen($0) }
            navigationController.setViewControllers(Array(stack.prefix(1 + kept)) + screens, animated: animated)
            return .multiple(
                flowContributors: screens.map { .contribute(withNextPresentable: $0, withNextStepper: $0.stepper) })
        case .sheet(let number):
            let screen = ShopItemScreen("\(name) sheet \(number)")
            navigationController.present(screen, animated: animated)
            return .viewController(screen)
        case .account:
            return .one(flowContributor: startAccount(animated: animated))
        case .itemWithAccount(let number):
            let screen = ShopItemScreen("\(name) \(number)")
            navigationController.pushViewController(screen, animated: animated)
            return .multiple(flowContributors: [
                .contribute(withNextPresentable: screen, withNextStepper: screen.stepper),
                startAccount(animated: animated),
            ])
        case .endAccount:
            navigationController.presentedViewController?.dismiss(animated: animated)
            return .none
        case .start:
            return .none
        }
    }

    /// Starts an account flow, presented full screen over the stack once ready.
    private func startAccount(animated: Bool) -> FlowContributor {
        let account = ShopAccountFlow()
        self.account = account
        Flows.use(account, when: .ready) { [navigationController] (root: NavigationController) in
            root.modalPresentationStyle = .fullScreen
            navigationController.present(root, animated: animated)
        }
        return .contribute(withNextPresentable: account, withNextStepper: OneStepper(withSingleStep: ShopStep.item(0)))
    }
}

/// A child flow with a stack of its own, presented full screen; `.endAccount` ends it.
final class ShopAccountFlow: Flow {
    let navigationController = NavigationController()
    var root: any Presentable { navigationController }

    init() {
        navigationController.title = "Account"
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? ShopStep else { return .none }
        switch step {
        case .item(let number):
            let screen = ShopItemScreen("Account \(number)")
            navigationController.pushViewController(screen, animated: !FlowCoordinator.isRestoring && number > 0)
            return .viewController(screen)
        case .endAccount:
            return .end(forwardToParentFlowWithStep: ShopStep.endAccount)
        default:
            return .none
        }
    }
}
