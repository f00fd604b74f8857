import RxFlow
import RxFlowHeadless

/// A flow on a `NavigationController` titled with its id: it pushes and presents screens,
/// opens child flows presented from its context or pushing on its stack, and ends when it is
/// a presented child or shares its parent's stack. A navigation makes one screen, or two with
/// `TreeOperation.multiScreenNavigations`.
final class StackTreeFlow: TreeFlow {
    let flowID: String
    /// A child presented by its parent, or pushing on its parent's stack (not the root flow, not
    /// a tab): it may end itself.
    let isPresentedChild: Bool
    /// Its own stack, or its parent's when it shares it.
    let navigation: NavigationController
    /// The first screen of a child handed its parent's stack, which is its root (nil otherwise:
    /// its root is the stack).
    private let handedRoot: TreeScreen?
    /// The roots of the child flows it presented, by flow id, to dismiss them when they end.
    private var childScreens: [String: WeakScreen] = [:]
    /// For the child flows pushing on its stack, by flow id, the screen that was on top when
    /// they started: popped back to when they end.
    private var sharedChildBases: [String: WeakScreen] = [:]

    var root: any Presentable { handedRoot ?? navigation }
    var screen: ViewController { navigation }

    init(flowID: String, isPresentedChild: Bool) {
        self.flowID = flowID
        self.isPresentedChild = isPresentedChild
        navigation = NavigationController()
        handedRoot = nil
        navigation.title = flowID
    }

    /// A child that pushes on `navigation`, its parent's stack: rooted in it, or in its first screen.
    init(flowID: String, sharing navigation: NavigationController, rooted: Bool) {
        self.flowID = flowID
        isPresentedChild = true
        self.navigation = navigation
        handedRoot = rooted ? nil : TreeScreen(title: "\(flowID) root", flowCanEnd: true)
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? TreeStep else { return .none }
        switch step.action {
        case .start:
            guard let handedRoot else { return push("\(flowID) root") }
            navigation.pushViewController(handedRoot, animated: animated)
            return contribute(handedRoot)
        case .push(let id):
            return push("S\(id)")
        case .pushPair(let first, let second):
            return .multiple(flowContributors: [pushed("S\(first)"), pushed("S\(second)")])
        case .pop:
            // Not under a presentation, as the user's Back (`TreeWorld`): a child handed the stack
            // that popped its root would end, leaving what it presented without a flow.
            if navigation.viewControllers.count > 1, navigation.presentedViewController == nil {
                navigation.popViewController(animated: animated)
            }
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
        case .openSharedChild(let id, let rooted):
            let child = StackTreeFlow(flowID: "F\(id)", sharing: navigation, rooted: rooted)
            sharedChildBases[child.flowID] = WeakScreen(screen: navigation.topViewController)
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
            // A child pushing on this stack leaves with what it pushed and presented over it.
            if let base = sharedChildBases.removeValue(forKey: id)?.screen, base.navigationController === navigation {
                if navigation.presentedViewController != nil { navigation.dismiss(animated: animated) }
                navigation.popToViewController(base, animated: animated)
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
