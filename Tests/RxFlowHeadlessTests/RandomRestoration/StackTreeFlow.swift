import RxFlow
import RxFlowHeadless

/// A flow on a `NavigationController` titled with its id: it pushes and presents screens,
/// opens child flows presented from its context, and ends when it is a presented child.
/// A navigation makes one screen, or two with `TreeOperation.multiScreenNavigations`.
final class StackTreeFlow: TreeFlow {
    let flowID: String
    /// A child presented by its parent (not the root flow, not a tab): it may end itself.
    let isPresentedChild: Bool
    let navigation = NavigationController()
    /// The roots of the child flows it presented, by flow id, to dismiss them when they end.
    private var childScreens: [String: WeakScreen] = [:]

    var root: any Presentable { navigation }
    var screen: ViewController { navigation }

    init(flowID: String, isPresentedChild: Bool) {
        self.flowID = flowID
        self.isPresentedChild = isPresentedChild
        navigation.title = flowID
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? TreeStep else { return .none }
        switch step.action {
        case .start:
            return push("\(flowID) root")
        case .push(let id):
            return push("S\(id)")
        case .pushPair(let first, let second):
            return .multiple(flowContributors: [pushed("S\(first)"), pushed("S\(second)")])
        case .pop:
            if navigation.viewControllers.count > 1 { navigation.popViewController(animated: animated) }
            return .none
        case .present(let id, let sheet):
            guard navigation.presentedViewController == nil else { return .none }
            let screen = TreeScreen(title: "S\(id)", flowCanEnd: isPresentedChild)
            screen.modalPresentationStyle = sheet ? .pageSheet : .fullScreen
            navigation.present(screen, animated: animated)
            return contribute(screen)
        case .openChild(let id, let tabs):
            guard navigation.presentedViewController == nil else { return .none }
            let child: any TreeFlow =
                tabs ? TabsTreeFlow(flowID: "F\(id)") : StackTreeFlow(flowID: "F\(id)", isPresentedChild: true)
            child.screen.modalPresentationStyle = .pageSheet
            navigation.present(child.screen, animated: animated)
            childScreens[child.flowID] = WeakScreen(screen: child.screen)
            return .one(flowContributor: Self.start(child))
        case .endChild:
            guard isPresentedChild else { return .none }
            return .end(forwardToParentFlowWithStep: TreeStep(.childEnded(flow: flowID)))
        case .childEnded(let id):
            if let screen = childScreens.removeValue(forKey: id)?.screen,
                let presenter = screen.presentingViewController,
                presenter.presentedViewController === screen
            {
                presenter.dismiss(animated: animated)
            }
            return .none
        case .deepLink(let target, let id):
            return target == flowID ? push("S\(id)") : .none
        }
    }

    private func push(_ title: String) -> FlowContributors {
        .one(flowContributor: pushed(title))
    }

    /// Pushes a new screen titled `title`; returns its contributor.
    private func pushed(_ title: String) -> FlowContributor {
        let screen = TreeScreen(title: title, flowCanEnd: isPresentedChild)
        navigation.pushViewController(screen, animated: animated && navigation.viewControllers.count > 0)
        return contributor(screen)
    }

    private func contribute(_ screen: TreeScreen) -> FlowContributors {
        .one(flowContributor: contributor(screen))
    }

    private func contributor(_ screen: TreeScreen) -> FlowContributor {
        .contribute(withNextPresentable: screen, withNextStepper: screen.viewModel)
    }
}

/// A screen held weakly.
struct WeakScreen {
    weak var screen: ViewController?
}
