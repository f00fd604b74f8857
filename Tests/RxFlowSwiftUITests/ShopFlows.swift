import Logging
import RxFlow
import RxFlowSwiftUI

// A small app whose steps, routes and tabs are `Codable`, for the restoration tests: tabs of
// two stacks, each run by a flow (items, their details, a preview sheet, a deep link pushing
// two routes at once), settings in a sheet run by a child flow with its own stack, and chapters:
// child flows pushing on a tab's stack (`ShopChapterFlow`).

enum ShopTab: String, Hashable, Codable {
    case browse
    case saved
}

enum ShopRoute: Hashable, Codable {
    case list(ShopTab)
    case item(Int)
    case detail(Int)
    case preview(Int)
    case settings
    /// The cover a flow pushes for a chapter it hands its stack: the chapter's root.
    case chapter(Int)
    case page(chapter: Int, Int)
}

enum ShopSettingsRoute: Hashable, Codable {
    case settings
    case about
}

enum ShopStep: Step, Codable, Equatable {
    case start
    case listIsRequired(ShopTab)
    case itemIsPicked(Int)
    case detailIsPicked(Int)
    case previewIsRequired(Int)
    case previewIsDone
    /// Pushes the item and presents its preview in one navigation (two contributions).
    case itemWithPreview(Int)
    /// A deep link: the tab's path becomes its root, the item and its detail (two new routes).
    case itemIsLinked(tab: ShopTab, item: Int)
    /// A deep link that keeps what the path holds: the tab's path becomes its root, the item
    /// and its detail, keeping the routes already there by value (it makes and contributes only
    /// the others).
    case itemIsLinkedKeepingPath(tab: ShopTab, item: Int)
    case settingsAreRequired
    case aboutIsRequired
    case settingsAreDone
    /// Opens chapter `id` on the stack of the flow that answers it (a tab's flow or a
    /// chapter): rooted in that stack, or handed it with a cover route.
    case chapterIsOpened(id: Int, rooted: Bool)
    /// A chapter's first step.
    case chapterStarts
    case pageIsPicked(Int)
    /// A deep link: chapter `chapter` pushes page `page`.
    case pageIsLinked(chapter: Int, page: Int)
    /// Ends the chapter, which forwards `chapterEnded` to its parent.
    case chapterIsDone
    case chapterEnded(Int)
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ShopTabsFlow: Flow {
    let tabs: FlowTabs<ShopTab>
    let logger: Logger
    /// The chapters started in this tree, alive or not.
    let chapters = ShopChapterRegistry()
    private(set) var stacks: [ShopTab: ShopStackFlow] = [:]
    var root: any Presentable { tabs }

    init(logger: Logger) {
        self.logger = logger
        tabs = FlowTabs(logger: logger)
    }

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? ShopStep {
        case .start:
            let flows = [ShopTab.browse, .saved].map { ShopStackFlow(tab: $0, logger: logger, chapters: chapters) }
            for flow in flows {
                stacks[flow.tab] = flow
                tabs.add(flow.tab, stack: flow.stack)
            }
            return .multiple(
                flowContributors: flows.map { flow in
                    .contribute(
                        withNextPresentable: flow,
                        withNextStepper: OneStepper(withSingleStep: ShopStep.listIsRequired(flow.tab)))
                })
        case .itemIsLinked(let tab, _), .itemIsLinkedKeepingPath(let tab, _):
            tabs.select(tab, animated: false)
            return .none
        default:
            return .none
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ShopStackFlow: Flow {
    let tab: ShopTab
    let stack: FlowStack<ShopRoute>
    let logger: Logger
    private let chapters: ShopChapterHost
    var root: any Presentable { stack }

    init(tab: ShopTab, logger: Logger, chapters: ShopChapterRegistry = ShopChapterRegistry()) {
        self.tab = tab
        self.logger = logger
        stack = FlowStack(logger: logger)
        self.chapters = ShopChapterHost(stack: stack, registry: chapters)
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? ShopStep else { return .none }
        switch step {
        case .listIsRequired(let tab) where tab == self.tab:
            return .route(stack.push(.list(tab), viewModel: TapModel()))
        case .itemIsPicked(let id):
            return .route(stack.push(.item(id), viewModel: TapModel()))
        case .detailIsPicked(let id):
            return .route(stack.push(.detail(id), viewModel: TapModel()))
        case .previewIsRequired(let id):
            return .route(stack.present(.preview(id), viewModel: TapModel()))
        case .previewIsDone, .settingsAreDone:
            if !stack.presentations.isEmpty { stack.dismiss() }
            return .none
        case .itemWithPreview(let id):
            let item = stack.push(.item(id), viewModel: TapModel())
            let preview = stack.present(.preview(id), viewModel: TapModel())
            return .multiple(flowContributors: [item, preview].map(Self.contributor))
        case .itemIsLinked(let tab, let id) where tab == self.tab:
            chapters.takeOffEveryChapter()
            // New routes over the root, whatever the path holds (`itemIsLinkedKeepingPath` keeps
            // what is there).
            stack.popToRoot(animated: false)
            let routes = [stack.push(.item(id), animated: false), stack.push(.detail(id), animated: false)]
            for route in routes { route.viewModel = TapModel() }
            return .multiple(flowContributors: routes.map(Self.contributor))
        case .itemIsLinkedKeepingPath(let tab, let id) where tab == self.tab:
            chapters.takeOffEveryChapter()
            let before = Set(stack.routes)
            let made = stack.setRoutes([.list(tab), .item(id), .detail(id)], animated: false).filter {
                !before.contains($0)
            }
            for route in made { route.viewModel = TapModel() }
            return .multiple(flowContributors: made.map(Self.contributor))
        case .settingsAreRequired:
            let settings = ShopSettingsFlow(logger: logger)
            stack.present(settings.stack, as: .settings)
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: settings,
                    withNextStepper: OneStepper(withSingleStep: ShopStep.settingsAreRequired)))
        case .chapterIsOpened(let id, let rooted):
            return chapters.open(id, rooted: rooted)
        case .chapterEnded(let id):
            chapters.close(id)
            return .none
        default:
            return .none
        }
    }

    private static func contributor(_ route: FlowRoute<ShopRoute>) -> FlowContributor {
        .contribute(withNextPresentable: route, withNextStepper: route.viewModel ?? DefaultStepper())
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ShopSettingsFlow: Flow {
    let stack: FlowStack<ShopSettingsRoute>
    var root: any Presentable { stack }

    init(logger: Logger) {
        stack = FlowStack(logger: logger)
    }

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? ShopStep {
        case .settingsAreRequired:
            return .route(stack.push(.settings, viewModel: TapModel()))
        case .aboutIsRequired:
            return .route(stack.push(.about, viewModel: TapModel()))
        case .settingsAreDone:
            return .end(forwardToParentFlowWithStep: ShopStep.settingsAreDone)
        default:
            return .none
        }
    }
}

/// One launch of the shop: its coordinator (restoration on), its flows and models, made new
/// for each launch, and the user's taps on what is visible.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ShopLaunch {
    let coordinator: FlowCoordinator
    let flow: ShopTabsFlow
    var tabs: FlowTabs<ShopTab> { flow.tabs }

    init(logger: Logger) {
        coordinator = FlowCoordinator(logger: logger, restoration: NavigationRestoration(steps: ShopStep.self))
        flow = ShopTabsFlow(logger: logger)
        flow.tabs.show()
    }

    func start() {
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: ShopStep.start))
    }

    func restore(_ snapshot: NavigationSnapshot) throws -> RestorationReport {
        try coordinator.coordinate(
            flow: flow, with: OneStepper(withSingleStep: ShopStep.start), restoringFrom: snapshot)
    }

    func stack(_ tab: ShopTab) -> FlowStack<ShopRoute> {
        flow.stacks[tab]?.stack ?? FlowStack()
    }

    /// The settings stack presented on `tab`'s stack, if any.
    func settings(on tab: ShopTab) -> FlowStack<ShopSettingsRoute>? {
        stack(tab).presentations.lazy.compactMap { $0.childStack(of: ShopSettingsRoute.self) }.first
    }

    /// The user taps what makes `step` on the route they look at.
    func tap(_ step: ShopStep) {
        let route = tabs.visibleRoute
        let model = (route as? FlowRoute<ShopRoute>)?.viewModel ?? (route as? FlowRoute<ShopSettingsRoute>)?.viewModel
        (model as? TapModel)?.tap(step)
    }

    /// Each route's value and visibility, tab by tab: what the user would see.
    var picture: String { tabs.render() }

    /// The ids of the chapters alive: flows that may show nothing (a chapter rooted in its
    /// parent's stack whose pages the user all popped).
    var liveChapters: [Int] { flow.chapters.live }
}
