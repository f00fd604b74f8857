import RxFlow
import RxFlowHeadless
import RxFlowTesting

/// One run of the generated tree: a window, the coordinator (restoration on), the root flow,
/// and the next id to give a screen or flow. Two worlds given the same operations, from the
/// same rendering and next id, resolve them to the same steps and gestures.
@MainActor
final class TreeWorld {
    static let restoration = NavigationRestoration(steps: TreeStep.self)

    let logs = LogCapture(level: .debug)
    let window: Window
    let coordinator: FlowCoordinator
    let rootFlow: any TreeFlow
    private(set) var nextID: Int

    /// A new tree: its root flow (a stack, or tabs with `rootIsTabs`) started.
    convenience init(rootIsTabs: Bool) {
        self.init(rootIsTabs: rootIsTabs, nextID: 1)
        coordinator.coordinate(flow: rootFlow, with: OneStepper(withSingleStep: TreeStep(.start)))
    }

    /// A tree restored from `snapshot`, going on with ids from `nextID`; returns the report.
    static func restoring(
        _ snapshot: NavigationSnapshot, rootIsTabs: Bool, nextID: Int
    ) throws -> (TreeWorld, RestorationReport) {
        let (world, result) = attemptingRestoration(of: snapshot, rootIsTabs: rootIsTabs, nextID: nextID)
        return (world, try result.get())
    }

    /// A tree that tried to restore `snapshot`: the world, whether or not the restoration
    /// was refused, and its report or error.
    static func attemptingRestoration(
        of snapshot: NavigationSnapshot, rootIsTabs: Bool, nextID: Int
    ) -> (TreeWorld, Result<RestorationReport, any Error>) {
        let world = TreeWorld(rootIsTabs: rootIsTabs, nextID: nextID)
        let result = Result {
            try world.coordinator.coordinate(
                flow: world.rootFlow, with: OneStepper(withSingleStep: TreeStep(.start)), restoringFrom: snapshot)
        }
        return (world, result)
    }

    /// A tree whose root flow is in the window but not started: what a refused restoration
    /// leaves.
    static func unstarted(rootIsTabs: Bool) -> TreeWorld {
        TreeWorld(rootIsTabs: rootIsTabs, nextID: 1)
    }

    private init(rootIsTabs: Bool, nextID: Int) {
        self.nextID = nextID
        window = Window(logger: logs.logger)
        coordinator = FlowCoordinator(logger: logs.logger, leakDetection: .disabled, restoration: Self.restoration)
        rootFlow = rootIsTabs ? TabsTreeFlow(flowID: "F0") : StackTreeFlow(flowID: "F0", isPresentedChild: false)
        window.rootViewController = rootFlow.screen
        window.makeKeyAndVisible()
    }

    // MARK: - Operations

    /// Runs `operation`; returns what it resolved to (a step and the screen that emitted it,
    /// a gesture), or "nothing" when nothing fits.
    func apply(_ operation: TreeOperation) -> String {
        let screens = Self.hierarchy(of: window)
        let visible = screens.compactMap { $0 as? TreeScreen }.filter(\.isVisible)
        switch operation.kind {
        case .push: return emit(.push(screen: takeID()), from: visible, operation.pick)
        case .pushPair:
            return emit(.pushPair(first: takeID(), second: takeID()), from: visible, operation.pick)
        case .pop: return emit(.pop, from: visible, operation.pick)
        case .present:
            return emit(.present(screen: takeID(), sheet: operation.detail % 2 == 0), from: visible, operation.pick)
        case .openChild:
            return emit(.openChild(flow: takeID(), tabs: operation.detail % 3 == 0), from: visible, operation.pick)
        case .openSharedChild:
            let action = TreeStep.Action.openSharedChild(flow: takeID(), rooted: operation.detail % 2 == 0)
            return emit(action, from: visible, operation.pick)
        case .endChild: return emit(.endChild, from: visible.filter(\.flowCanEnd), operation.pick)
        case .userBack:
            // A presentation over the stack covers its Back button, as in UIKit.
            let stacks = screens.compactMap { $0 as? NavigationController }.filter {
                $0.viewControllers.count > 1 && $0.topViewController?.isVisible == true
                    && $0.presentedViewController == nil
            }
            guard let stack = Self.pick(stacks, operation.pick) else { return "nothing" }
            stack.popViewController(animated: true)
            return "Back on \(Self.name(stack))"
        case .selectTab:
            let tabBars = screens.compactMap { $0 as? TabBarController }.filter(\.isVisible)
            guard let tabs = Self.pick(tabBars, operation.pick) else { return "nothing" }
            tabs.selectedIndex = operation.detail % tabs.viewControllers.count
            return "\(Self.name(tabs)) selects tab \(tabs.selectedIndex)"
        case .userDismiss:
            let presented = screens.filter {
                $0.presentingViewController?.presentedViewController === $0 && $0.presentedViewController == nil
                    && $0.isVisible
            }
            guard let top = Self.pick(presented, operation.pick), let presenter = top.presentingViewController else {
                return "nothing"
            }
            presenter.dismiss(animated: true)
            return "swipe away \(Self.name(top))"
        case .deepLink:
            let flows = screens.compactMap { ($0 as? NavigationController)?.title }
            guard let target = Self.pick(flows, operation.pick) else { return "nothing" }
            let step = TreeStep(.deepLink(target: target, screen: takeID()))
            coordinator.navigate(to: step)
            return "deep link \(step)"
        }
    }

    private func emit(_ action: TreeStep.Action, from screens: [TreeScreen], _ pick: Int) -> String {
        guard let screen = Self.pick(screens, pick) else { return "nothing" }
        screen.viewModel.steps.accept(TreeStep(action))
        return "\(action) from \(Self.name(screen))"
    }

    private func takeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    // MARK: - Reading the hierarchy

    /// Every screen in `window`, in a fixed order: a screen, its children, then what it presents.
    static func hierarchy(of window: Window) -> [ViewController] {
        var found: [ViewController] = []
        func visit(_ screen: ViewController) {
            found.append(screen)
            for child in screen.children { visit(child) }
            if screen.parent == nil, let presented = screen.presentedViewController { visit(presented) }
        }
        if let root = window.rootViewController { visit(root) }
        return found
    }

    private static func pick<Element>(_ elements: [Element], _ pick: Int) -> Element? {
        elements.isEmpty ? nil : elements[pick % elements.count]
    }

    private static func name(_ screen: ViewController) -> String { screen.title ?? "\(type(of: screen))" }
}
