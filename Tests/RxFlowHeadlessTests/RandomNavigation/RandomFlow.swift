import Dispatch
import RxFlow
import RxFlowHeadless

/// A flow rooted in the container its `FlowSpec` names, navigating `NavStep`s. Every screen
/// it shows is contributed with its own view model, so the test can emit from any of them.
/// It never misuses the headless layer (no present on a presenting context, no pop of the
/// root), so any headless warning points at the engine or the headless layer.
final class RandomFlow: Flow {
    let flowId: Int
    let spec: FlowSpec
    let container: ViewController
    /// One of a tab flow's tabs.
    let isTab: Bool
    private weak var world: NavigationWorld?

    var root: any Presentable { container }

    init(flowId: Int, spec: FlowSpec, isTab: Bool, world: NavigationWorld) {
        self.flowId = flowId
        self.spec = spec
        self.isTab = isTab
        self.world = world
        switch spec.shape {
        case .navigation: container = NavigationController()
        case .tabs: container = TabBarController()
        case .split: container = SplitViewController()
        }
        container.title = "F\(flowId) \(spec.shape)"
    }

    func adapt(step: any Step) -> AnyPublisher<any Step, Never> {
        guard let step = step as? NavStep, let world else { return Just(step).eraseToAnyPublisher() }
        if spec.adapt.drops(step) { return Empty().eraseToAnyPublisher() }
        switch spec.adapt {
        case .immediate, .dropsSome:
            return Just(step).eraseToAnyPublisher()
        case .mainQueueLater:
            return world.deliverLater(step)
        case .heldByTest:
            return world.hold(step, for: flowId)
        }
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? NavStep, let world else { return .none }
        let source = step.source.flatMap { world.screen(withId: $0) }
        switch step.action {
        case .start:
            return start(in: world)
        case .push(let contribution):
            guard let navigation = container as? NavigationController else {
                return showDetail(wrapped: false, contribution, in: world)
            }
            let screen = world.makeScreen(in: self, contribution)
            navigation.pushViewController(screen, animated: true)
            world.noteInserted([screen])
            return contribute(screen, contribution)
        case .pop:
            if let navigation = container as? NavigationController, navigation.viewControllers.count > 1 {
                navigation.popViewController(animated: true)
            }
            return .none
        case .present(let style, let contribution):
            let presenter = source ?? container
            // As UIKit, which refuses to present from a screen that is not in a window: a tab
            // flow that is ready before its tabs are set does not present yet.
            guard presenter.presentedViewController == nil, presenter.window != nil else { return .none }
            let screen = world.makeScreen(in: self, contribution)
            screen.modalPresentationStyle = style
            presenter.present(screen, animated: true)
            world.noteInserted([screen])
            return contribute(screen, contribution)
        case .dismiss:
            if let source, source.presentedViewController != nil || source.presentingViewController != nil {
                source.dismiss(animated: true)
            }
            return .none
        case .openChild(let childSpec):
            let child = world.makeFlow(childSpec, parent: self)
            let presenter = source ?? container
            world.use(child, when: childSpec.use, what: "F\(child.flowId)'s root presented") {
                [weak presenter, weak world] root in
                Self.present(root, style: childSpec.style, from: presenter, in: world)
            }
            return contribute(child)
        case .openPreparedChild(let token):
            guard let child = world.takePreparedChild(token, parent: self) else { return .none }
            return contribute(child)
        case .end(let dismissFirst, let forwardId):
            if dismissFirst, container.parent == nil, let presenter = container.presentingViewController {
                presenter.dismiss(animated: true)
            }
            let forwarded = NavStep(id: forwardId, source: nil, action: .forwarded(childFlowId: flowId))
            return .end(forwardToParentFlowWithStep: forwarded)
        case .forwarded(let childFlowId):
            if let childRoot = world.rootOfFlow(childFlowId), childRoot.parent == nil,
                let presenter = childRoot.presentingViewController, presenter.presentedViewController === childRoot
            {
                presenter.dismiss(animated: true)
            }
            return .none
        case .forwardToCurrent(let markerId):
            return .one(
                flowContributor: .forwardToCurrentFlow(withStep: NavStep(id: markerId, source: nil, action: .marker)))
        case .forwardToParent(let markerId):
            return .one(
                flowContributor: .forwardToParentFlow(withStep: NavStep(id: markerId, source: nil, action: .marker)))
        case .showDetail(let wrapped, let contribution):
            return showDetail(wrapped: wrapped, contribution, in: world)
        case .marker, .deepLink:
            return .none
        }
    }

    /// Presents a child flow's root from `presenter` unless its context already presents, the
    /// presenter is gone, or it is not in a window (UIKit refuses that): then the child stays
    /// off screen, as an app would leave it.
    static func present(
        _ root: ViewController, style: ModalPresentationStyle, from presenter: ViewController?,
        in world: NavigationWorld?
    ) {
        guard let presenter, presenter.presentedViewController == nil, presenter.window != nil else { return }
        root.modalPresentationStyle = style
        presenter.present(root, animated: true)
        world?.noteInserted([root])
    }

    private func start(in world: NavigationWorld) -> FlowContributors {
        switch spec.shape {
        case .navigation:
            // A tab's root screen keeps emitting while its tab is not shown, as a background
            // tab's view model would.
            let contribution = NavStep.Contribution(allowStepWhenNotPresented: isTab)
            let screen = world.makeScreen(in: self, contribution)
            (container as? NavigationController)?.pushViewController(screen, animated: false)
            world.noteInserted([screen])
            return contribute(screen, contribution)
        case .split:
            let primary = world.makeScreen(in: self, .init())
            let secondary = world.makeScreen(in: self, .init())
            (container as? SplitViewController)?.viewControllers = [primary, secondary]
            world.noteInserted([primary, secondary])
            return .multiple(flowContributors: [contributor(primary, .init()), contributor(secondary, .init())])
        case .tabs:
            // The second tab adapts at once: while the first one's adaptation is pending, the
            // second is ready (and may present) before the tabs are set.
            let firstSpec = FlowSpec(shape: .navigation, adapt: spec.tabsAdapt, use: spec.tabsUse, style: .fullScreen)
            var secondSpec = firstSpec
            secondSpec.adapt = .immediate
            let first = world.makeFlow(firstSpec, parent: self, isTab: true)
            let second = world.makeFlow(secondSpec, parent: self, isTab: true)
            world.recordStartChildren([first.flowId, second.flowId], of: flowId)
            let what = "F\(flowId)'s tabs set"
            world.use(first, second, when: spec.tabsUse, what: what) {
                [weak container, weak world] firstRoot, secondRoot in
                (container as? TabBarController)?.setViewControllers([firstRoot, secondRoot], animated: false)
                world?.noteInserted([firstRoot, secondRoot])
            }
            return .multiple(flowContributors: [childContributor(first), childContributor(second)])
        }
    }

    private func showDetail(wrapped: Bool, _ contribution: NavStep.Contribution, in world: NavigationWorld)
        -> FlowContributors
    {
        guard let split = container as? SplitViewController else { return .none }
        let screen = world.makeScreen(in: self, contribution)
        let detail = wrapped ? world.makeNavigation(around: screen) : screen
        split.showDetailViewController(detail, sender: nil)
        world.noteInserted([detail, screen])
        return contribute(screen, contribution)
    }

    private func contributor(_ screen: TestScreen, _ contribution: NavStep.Contribution) -> FlowContributor {
        .contribute(
            withNextPresentable: screen, withNextStepper: screen.viewModel,
            allowStepWhenNotPresented: contribution.allowStepWhenNotPresented,
            allowStepWhenDismissed: contribution.allowStepWhenDismissed)
    }

    private func contribute(_ screen: TestScreen, _ contribution: NavStep.Contribution) -> FlowContributors {
        .one(flowContributor: contributor(screen, contribution))
    }

    private func childContributor(_ child: RandomFlow) -> FlowContributor {
        world?.childContributed(child)
        return .contribute(withNextPresentable: child, withNextStepper: OneStepper(withSingleStep: child.startStep))
    }

    private func contribute(_ child: RandomFlow) -> FlowContributors {
        .one(flowContributor: childContributor(child))
    }

    var startStep: NavStep { world?.flowRecord(flowId)?.startStep ?? NavStep(id: 0, source: nil, action: .start) }
}
