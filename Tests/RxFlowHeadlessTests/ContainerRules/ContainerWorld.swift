import Logging
import RxFlow
import RxFlowHeadless

/// Real headless screens and windows beside their model, driven by the same operations and
/// compared after each one: structure, visibility, dismissal counts, refusals (a warning and
/// no change) and transitions that have completed.
@MainActor
final class ContainerWorld {
    private(set) var screens: [ViewController] = []
    private var ids: [ObjectIdentifier: Int] = [:]
    private var models: [Int: RuleScreen] = [:]
    private var counters: [DismissalCounter] = []
    /// Refusals are logged: the test checks the warnings they record, not the log.
    static let quiet = Logger(label: "container-rules") { _ in SwiftLogNoOpLogHandler() }
    let windows = (0..<3).map { _ in Window(logger: ContainerWorld.quiet) }
    private var modelWindows = [RuleWindow](repeating: RuleWindow(), count: 3)
    /// Screens pushed by pushers from their `viewDidAppear`, by the pusher's id.
    private var pushedByPusher: [Int: Int] = [:]
    /// What each operation resolved to, for a failure's report.
    private(set) var log: [String] = []

    init() {
        let root = make(.navigation)
        modelWindows[0].root = model(root)
        model(root).windowIndex = 0
        windows[0].rootViewController = root
        modelWindows[0].isKey = true
        windows[0].makeKeyAndVisible()
        settleModel()
    }

    /// Lets go of the models when a run ends: they may hold one another in a cycle (a tab
    /// bar keeps its selected tab, as a weak reference to a screen the test keeps alive is,
    /// even after that tab moved elsewhere in the hierarchy, under the tab bar itself say),
    /// which LeakSanitizer reports at exit.
    func releaseModels() {
        for model in models.values {
            model.children = []
            model.selected = nil
            model.presented = nil
        }
        models = [:]
    }

    // MARK: - Screens

    /// Makes a screen of `kind` (with its model), as the world's operations do.
    @discardableResult
    func make(_ kind: ScreenKind) -> ViewController {
        switch kind {
        case .plain: return register(ViewController(), kind)
        case .pusher: return register(PusherScreen(world: self), kind)
        case .navigation:
            let root = make(.plain)
            let navigation = register(NavigationController(), kind)
            (navigation as? NavigationController)?.setViewControllers([root], animated: false)
            model(navigation).replaceChildren(with: [model(root)])
            return navigation
        case .tabs:
            let tabs = [make(.navigation), make(.navigation)]
            let controller = register(TabBarController(), kind)
            (controller as? TabBarController)?.setViewControllers(tabs, animated: false)
            model(controller).replaceChildren(with: tabs.map(model))
            model(controller).selected = model(tabs[0])
            return controller
        case .split:
            let columns = [make(.plain), make(.plain)]
            let split = register(SplitViewController(), kind)
            (split as? SplitViewController)?.viewControllers = columns
            model(split).replaceChildren(with: columns.map(model))
            return split
        }
    }

    private func register(_ screen: ViewController, _ kind: ScreenKind) -> ViewController {
        let id = screens.count
        screen.title = "\(id)"
        screens.append(screen)
        ids[ObjectIdentifier(screen)] = id
        models[id] = RuleScreen(id: id, kind: kind)
        counters.append(DismissalCounter(screen))
        return screen
    }

    func id(of screen: ViewController) -> Int { ids[ObjectIdentifier(screen)] ?? -1 }

    func model(_ screen: ViewController) -> RuleScreen { models[id(of: screen)]! }

    /// A pusher appeared for the first time and pushed `screen` (already registered).
    func pusher(_ pusher: ViewController, pushed screen: ViewController) {
        pushedByPusher[id(of: pusher)] = id(of: screen)
    }

    // MARK: - Operations

    /// Applies `operation` to the model and the real screens; returns what went wrong, if
    /// anything did.
    func apply(_ operation: ContainerOperation) -> String? {
        let warningsBefore = warningCount
        guard let expectsWarning = perform(operation) else {
            log.append("\(operation): nothing to do")
            return nil
        }
        settleModel()
        let warned = warningCount > warningsBefore
        if warned != expectsWarning {
            return expectsWarning ? "expected a refusal with a warning; none was recorded" : "an unexpected warning"
        }
        return check()
    }

    /// Runs the operation on both sides; returns whether the model expects a refusal, or nil
    /// when the operation has no target now.
    private func perform(_ operation: ContainerOperation) -> Bool? {
        let all = screens
        let animated = operation.animated
        func one(_ list: [ViewController], _ index: Int) -> ViewController? {
            list.isEmpty ? nil : list[index % list.count]
        }
        func of(_ kind: ScreenKind) -> [ViewController] { all.filter { model($0).kind == kind } }
        switch operation.kind {
        case .pushNew, .pushExisting:
            guard let navigation = one(of(.navigation), operation.pick) as? NavigationController else { return nil }
            let screen =
                operation.kind == .pushNew
                ? make(operation.newScreenKind) : all[operation.detail % all.count]
            record("push \(id(of: screen)) on \(id(of: navigation))", operation)
            let stack = model(navigation)
            let refused =
                stack.children.contains { $0 === model(screen) } || model(screen).kind == .navigation
                || stack.containmentProblem(for: model(screen))
            if !refused {
                stack.children.append(model(screen))
                model(screen).parent = stack
                model(screen).entered()
            }
            navigation.pushViewController(screen, animated: animated)
            return refused
        case .pop:
            guard let navigation = one(of(.navigation), operation.pick) as? NavigationController else { return nil }
            record("pop \(id(of: navigation))", operation)
            let stack = model(navigation)
            guard stack.children.count > 1 else {
                navigation.popViewController(animated: animated)
                return true
            }
            stack.replaceChildren(with: Array(stack.children.dropLast()))
            navigation.popViewController(animated: animated)
            return false
        case .popToRoot:
            guard let navigation = one(of(.navigation), operation.pick) as? NavigationController else { return nil }
            record("popToRoot \(id(of: navigation))", operation)
            let stack = model(navigation)
            stack.replaceChildren(with: Array(stack.children.prefix(1)))
            navigation.popToRootViewController(animated: animated)
            return false
        case .popTo:
            guard let navigation = one(of(.navigation), operation.pick) as? NavigationController else { return nil }
            let target = all[operation.detail % all.count]
            record("popTo \(id(of: target)) on \(id(of: navigation))", operation)
            let stack = model(navigation)
            guard let index = stack.children.firstIndex(where: { $0 === model(target) }) else {
                navigation.popToViewController(target, animated: animated)
                return true
            }
            stack.replaceChildren(with: Array(stack.children[...index]))
            navigation.popToViewController(target, animated: animated)
            return false
        case .setStack:
            guard let navigation = one(of(.navigation), operation.pick) as? NavigationController else { return nil }
            var list = navigation.viewControllers.enumerated().filter { operation.detail >> ($0.offset + 1) & 1 == 1 }
                .map(\.element)
            if operation.detail & 1 == 1 { list.append(make(.plain)) }
            record("setViewControllers \(list.map(id)) on \(id(of: navigation))", operation)
            let stack = model(navigation)
            let refused = !stack.canTake(list.map(model))
            if !refused { stack.replaceChildren(with: list.map(model)) }
            navigation.setViewControllers(list, animated: animated)
            return refused
        case .selectTab:
            guard let tabs = one(of(.tabs), operation.pick) as? TabBarController else { return nil }
            let index = operation.detail % (tabs.viewControllers.count + 1)
            record("selectedIndex = \(index) on \(id(of: tabs))", operation)
            let controller = model(tabs)
            let refused = !controller.children.indices.contains(index)
            if !refused { controller.selected = controller.children[index] }
            tabs.selectedIndex = index
            return refused
        case .setTabs:
            guard let tabs = one(of(.tabs), operation.pick) as? TabBarController else { return nil }
            var list = tabs.viewControllers
            let replacement = make(.navigation)
            if list.isEmpty { list = [replacement] } else { list[operation.detail % list.count] = replacement }
            record("setViewControllers \(list.map(id)) on tabs \(id(of: tabs))", operation)
            let controller = model(tabs)
            // UIKit's rule: the tab shown stays selected, else the tab at its index, else the first.
            let previous = controller.shownTab
            let previousIndex = controller.children.firstIndex { $0 === previous }
            controller.replaceChildren(with: list.map(model))
            if let previous, controller.children.contains(where: { $0 === previous }) {
                controller.selected = previous
            } else if let previousIndex, controller.children.indices.contains(previousIndex) {
                controller.selected = controller.children[previousIndex]
            } else {
                controller.selected = controller.children.first
            }
            tabs.setViewControllers(list, animated: animated)
            return false
        case .addChild:
            guard let parent = one(of(.plain), operation.pick) else { return nil }
            let child = make(operation.detail & 2 == 0 ? .plain : .pusher)
            record("addChild \(id(of: child)) on \(id(of: parent))", operation)
            let container = model(parent)
            let refused = container.containmentProblem(for: model(child))
            if !refused {
                container.children.append(model(child))
                model(child).parent = container
                model(child).entered()
            }
            parent.addChild(child)
            return refused
        case .removeFromParent:
            let screen = all[operation.pick % all.count]
            record("removeFromParent \(id(of: screen))", operation)
            if let parent = model(screen).parent {
                parent.children.removeAll { $0 === model(screen) }
                model(screen).parent = nil
                model(screen).left()
            }
            screen.removeFromParent()
            return false
        case .presentNew, .presentExisting:
            let presenter = all[operation.pick % all.count]
            let screen =
                operation.kind == .presentNew ? make(operation.newScreenKind) : all[operation.detail % all.count]
            if operation.kind == .presentNew, operation.fullScreen { screen.modalPresentationStyle = .fullScreen }
            record("present \(id(of: screen)) from \(id(of: presenter))", operation)
            let context = model(presenter).context
            let refused = context.presented != nil || context.insertionProblem(for: model(screen))
            if !refused {
                context.presented = model(screen)
                model(screen).presenter = context
                model(screen).isFullScreen = screen.modalPresentationStyle == .fullScreen
                model(screen).entered()
            }
            presenter.present(screen, animated: animated)
            return refused
        case .dismiss:
            let screen = all[operation.pick % all.count]
            record("dismiss from \(id(of: screen))", operation)
            let context = model(screen).context
            let target: RuleScreen
            let presenter: RuleScreen
            if let presented = context.presented {
                (target, presenter) = (presented, context)
            } else if let presenting = context.presenter {
                (target, presenter) = (context, presenting)
            } else {
                screen.dismiss(animated: animated)
                return true
            }
            let leaving = target.hierarchy
            presenter.presented = nil
            for screen in leaving {
                screen.presenter = nil
                screen.presented = nil
            }
            for screen in leaving where screen.isArmed {
                screen.isArmed = false
                screen.dismissals += 1
            }
            screen.dismiss(animated: animated)
            return false
        case .showDetail:
            guard let split = one(of(.split), operation.pick) as? SplitViewController else { return nil }
            let detail = operation.detail & 2 == 0 ? make(.plain) : all[operation.detail % all.count]
            record("showDetail \(id(of: detail)) on \(id(of: split))", operation)
            let model = model(split)
            var refused = false
            if model.children.count == 2, model.children[1] === self.model(detail) {
                // Already the secondary column: nothing to do.
            } else if let primary = model.children.first {
                refused = primary === self.model(detail) || !model.canTake([primary, self.model(detail)])
                if !refused { model.replaceChildren(with: [primary, self.model(detail)]) }
            } else {
                refused = !model.canTake([self.model(detail)])
                if !refused { model.replaceChildren(with: [self.model(detail)]) }
            }
            split.showDetailViewController(detail, sender: nil)
            return refused
        case .setRoot:
            let index = operation.pick % windows.count
            let root: ViewController? =
                switch operation.detail % 4 {
                case 0: nil
                case 1: make(.navigation)
                default: all[operation.detail % all.count]
                }
            record("window \(index).rootViewController = \(root.map { "\(id(of: $0))" } ?? "nil")", operation)
            let current = modelWindows[index].root
            if let root, model(root) === current { return false }
            if let root, model(root).parent != nil || model(root).presenter != nil || model(root).windowIndex != nil {
                windows[index].rootViewController = root
                return true
            }
            current?.windowIndex = nil
            if let root { model(root).windowIndex = index }
            modelWindows[index].root = root.map(model)
            windows[index].rootViewController = root
            return false
        case .makeKey, .resignKey:
            let index = operation.pick % windows.count
            let key = operation.kind == .makeKey
            record("window \(index) \(key ? "makeKeyAndVisible" : "resignKey")", operation)
            modelWindows[index].isKey = key
            if key { windows[index].makeKeyAndVisible() } else { windows[index].resignKey() }
            return false
        }
    }

    private func record(_ line: String, _ operation: ContainerOperation) {
        log.append("\(operation): \(line)")
    }

    // MARK: - The model's visibility

    /// Updates the model's visibility; a pusher seen for the first time pushes its screen,
    /// which changes visibility again, until nothing changes.
    private func settleModel() {
        var changed = true
        while changed {
            changed = false
            let visible = RuleVisibility.visibleScreens(in: modelWindows)
            let visibleIDs = Set(visible.map(ObjectIdentifier.init))
            for model in models.values where model.isVisible && !visibleIDs.contains(ObjectIdentifier(model)) {
                model.isVisible = false
            }
            // Every screen of one appearance pass appears, in order, before the pushes that
            // pushers make from their `viewDidAppear` take effect.
            for model in visible where !model.isVisible {
                model.isVisible = true
                model.isArmed = true  // shown again: it can be dismissed again
                guard model.kind == .pusher, !model.hasAppeared else { continue }
                model.hasAppeared = true
                if let stack = model.navigationController, let pushedID = pushedByPusher[model.id],
                    let pushed = models[pushedID]
                {
                    stack.children.append(pushed)
                    pushed.parent = stack
                    pushed.entered()
                    changed = true
                }
            }
        }
    }

    // MARK: - Checking

    private var warningCount: Int {
        screens.map(\.warnings.count).reduce(0, +) + windows.map(\.warnings.count).reduce(0, +)
    }

    /// What differs between the real screens and the model, if anything.
    func check() -> String? {
        for (index, window) in windows.enumerated() {
            let real = window.rootViewController.map(id)
            let expected = modelWindows[index].root?.id
            if real != expected {
                return
                    "window \(index): root \(real.map(String.init) ?? "nil"), expected \(expected.map(String.init) ?? "nil")"
            }
        }
        for (id, screen) in screens.enumerated() {
            let model = models[id]!
            if screen.children.map(self.id) != model.children.map(\.id) {
                return "screen \(id): children \(screen.children.map(self.id)), expected \(model.children.map(\.id))"
            }
            if model.parent == nil, screen.presentedViewController.map(self.id) != model.presented?.id {
                return
                    "screen \(id): presents \(screen.presentedViewController.map(self.id) ?? -1), expected \(model.presented?.id ?? -1)"
            }
            if let tabs = screen as? TabBarController, tabs.selectedViewController.map(self.id) != model.shownTab?.id {
                return
                    "tabs \(id): selected \(tabs.selectedViewController.map(self.id) ?? -1), expected \(model.shownTab?.id ?? -1)"
            }
            if screen.isVisible != model.isVisible {
                return "screen \(id) (\(model.kind)): visible \(screen.isVisible), expected \(model.isVisible)"
            }
            if counters[id].count != model.dismissals {
                return
                    "screen \(id) (\(model.kind)): dismissed \(counters[id].count) time(s), expected \(model.dismissals)"
            }
            if screen.isBeingPresented || screen.isBeingDismissed || screen.isMovingToParent
                || screen.isMovingFromParent
            {
                return "screen \(id): a transition did not complete"
            }
        }
        return nil
    }

    /// The windows, for a failure's report.
    var rendered: String { windows.map { $0.render() }.joined(separator: "\n") }
}

/// A screen that pushes a new screen on its navigation controller the first time it
/// appears, from its own `viewDidAppear`.
final class PusherScreen: ViewController {
    private unowned let world: ContainerWorld
    private var hasAppeared = false

    init(world: ContainerWorld) {
        self.world = world
        super.init()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !hasAppeared else { return }
        hasAppeared = true
        guard let navigationController else { return }
        let screen = world.make(.plain)
        world.pusher(self, pushed: screen)
        navigationController.pushViewController(screen, animated: false)
    }
}
