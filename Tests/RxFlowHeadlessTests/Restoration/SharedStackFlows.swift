import Foundation
import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// The steps of the shared-stack tests: `Codable`, so that snapshots hold them.
enum BinderStep: Step, Codable, Equatable {
    case shelf
    case detail(Int)
    /// Starts a chapter flow of that shape pushing on the binder's stack, named `name`.
    case chapter(ChapterShape, name: String)
    /// A chapter flow's first screen.
    case cover
    case page(Int)
    /// Presents a page sheet over the chapter's top screen.
    case sheet(Int)
    /// The chapter named `name` pushes a page (a deep link only that chapter answers).
    case chapterPage(name: String, Int)
    /// A deep link to pages of the chapter named `name` over the stack's bottom screen that
    /// keeps the screens already there (it reads the stack) and pushes the others.
    case chapterLink(name: String, pages: [Int])
    /// The chapter named `name` ends, leaving its screens where they are.
    case closeChapter(name: String)
}

/// How a chapter flow shares its parent's stack, as RxFlow apps do.
enum ChapterShape: String, Codable, Sendable, CaseIterable, CustomTestStringConvertible {
    /// Its root is the parent's navigation controller.
    case rooted
    /// It is handed the parent's navigation controller and pushes on it; its root is its first
    /// screen (it ends when the user pops that one).
    case handed

    var testDescription: String { rawValue }
}

/// A window showing a `BinderFlow`; what it logs is captured.
@MainActor
final class BinderApp {
    let logs = LogCapture()
    let window: Window
    let coordinator: FlowCoordinator
    let flow: BinderFlow

    /// `linksTakeAway` false: an update of the app whose chapter links no longer take away
    /// the screens they do not keep (see `BinderStep.chapterLink`).
    init(linksTakeAway: Bool = true) {
        flow = BinderFlow(linksTakeAway: linksTakeAway)
        window = Window(logger: logs.logger)
        coordinator = FlowCoordinator(
            logger: logs.logger, leakDetection: .disabled, restoration: NavigationRestoration(steps: BinderStep.self))
        window.rootViewController = flow.navigationController
        window.makeKeyAndVisible()
    }

    func start() {
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: BinderStep.shelf))
    }

    func restore(_ snapshot: NavigationSnapshot) throws -> RestorationReport {
        try coordinator.coordinate(
            flow: flow, with: OneStepper(withSingleStep: BinderStep.shelf), restoringFrom: snapshot)
    }

    /// Takes this app's snapshot through JSON, restores it into a new app, and checks that the
    /// restoration is complete, the window renders the same and the snapshot is the same.
    @discardableResult
    func relaunched(sourceLocation: SourceLocation = #_sourceLocation) throws -> BinderApp {
        let snapshot = try JSONDecoder().decode(
            NavigationSnapshot.self, from: JSONEncoder().encode(coordinator.navigationSnapshot()))
        let restored = BinderApp()
        let report = try restored.restore(snapshot)
        #expect(report.isComplete, "\(report)", sourceLocation: sourceLocation)
        #expect(report.statesNotApplied == [], sourceLocation: sourceLocation)
        #expect(restored.window.render() == window.render(), sourceLocation: sourceLocation)
        #expect(try restored.coordinator.navigationSnapshot() == snapshot, sourceLocation: sourceLocation)
        #expect(restored.logs.messages(atLeast: .warning).isEmpty, sourceLocation: sourceLocation)
        #expect(restored.window.warnings.isEmpty, sourceLocation: sourceLocation)
        return restored
    }

    var stack: NavigationController { flow.navigationController }

    /// The titles of the stack's screens, bottom first.
    var titles: [String?] { stack.viewControllers.map(\.title) }

    /// The top screen's view model emits `step`.
    func emit(_ step: BinderStep) {
        (stack.topViewController as? ShopItemScreen)?.viewModel.steps.accept(step)
    }

    /// The user goes back to the screen titled `title` (a long press on Back).
    func goBack(to title: String) {
        guard let screen = stack.viewControllers.first(where: { $0.title == title }) else { return }
        stack.popToViewController(screen, animated: true)
    }
}

/// A stack of a shelf and details, whose `.chapter` starts a chapter flow on the same stack.
final class BinderFlow: Flow {
    let navigationController = NavigationController()
    var root: any Presentable { navigationController }
    /// Whether its chapters' links take away the screens they do not keep.
    let linksTakeAway: Bool
    /// The last chapter rooted in the stack it started (the flow runs it; this does not keep it).
    private(set) weak var rootedChapter: RootedChapterFlow?
    /// The names of the chapters that became ready (`Flows.use(_:when: .ready)`, called as a
    /// chapter starts, as RxFlow apps do), in order.
    private(set) var readyChapters: [String] = []

    init(linksTakeAway: Bool = true) {
        self.linksTakeAway = linksTakeAway
    }

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? BinderStep {
        case .shelf: return push("Shelf")
        case .detail(let number): return push("Detail \(number)")
        case .chapter(.rooted, let name):
            let chapter = RootedChapterFlow(
                name: name, navigationController: navigationController, linksTakeAway: linksTakeAway)
            rootedChapter = chapter
            return start(chapter, name: name, with: .page(1))
        case .chapter(.handed, let name):
            let chapter = HandedChapterFlow(
                name: name, navigationController: navigationController, linksTakeAway: linksTakeAway)
            return start(chapter, name: name, with: .cover)
        default: return .none
        }
    }

    private func start(_ chapter: any Flow, name: String, with step: BinderStep) -> FlowContributors {
        Flows.use(chapter, when: .ready) { [weak self] (_: any Presentable) in self?.readyChapters.append(name) }
        return .one(
            flowContributor: .contribute(
                withNextPresentable: chapter, withNextStepper: OneStepper(withSingleStep: step)))
    }

    private func push(_ title: String) -> FlowContributors {
        let screen = ShopItemScreen(title)
        navigationController.pushViewController(screen, animated: !FlowCoordinator.isRestoring)
        return .viewController(screen)
    }
}

/// Pushes pages on the stack it is given, which is its root.
final class RootedChapterFlow: Flow {
    let name: String
    let navigationController: NavigationController
    let linksTakeAway: Bool
    var root: any Presentable { navigationController }

    init(name: String, navigationController: NavigationController, linksTakeAway: Bool = true) {
        self.name = name
        self.navigationController = navigationController
        self.linksTakeAway = linksTakeAway
    }

    func navigate(to step: any Step) -> FlowContributors {
        ChapterNavigation.navigate(to: step, name: name, on: navigationController, linksTakeAway: linksTakeAway)
    }
}

/// Pushes its cover, then pages, on the stack it is given; its root is its cover.
final class HandedChapterFlow: Flow {
    let name: String
    let navigationController: NavigationController
    let cover: ShopItemScreen
    let linksTakeAway: Bool
    var root: any Presentable { cover }

    init(name: String, navigationController: NavigationController, linksTakeAway: Bool = true) {
        self.name = name
        self.navigationController = navigationController
        self.linksTakeAway = linksTakeAway
        cover = ShopItemScreen("\(name) cover")
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard case .cover = step as? BinderStep else {
            return ChapterNavigation.navigate(
                to: step, name: name, on: navigationController, linksTakeAway: linksTakeAway)
        }
        navigationController.pushViewController(cover, animated: !FlowCoordinator.isRestoring)
        return .viewController(cover)
    }
}

/// What both chapter shapes do with a page or a sheet.
@MainActor
enum ChapterNavigation {
    /// `linksTakeAway` false: a link pushes the pages not on the stack yet over what is there,
    /// taking nothing away (an app update that changed what the link does).
    static func navigate(
        to step: any Step, name: String, on stack: NavigationController, linksTakeAway: Bool = true
    ) -> FlowContributors {
        switch step as? BinderStep {
        case .page(let number):
            let screen = ShopItemScreen("\(name) page \(number)")
            stack.pushViewController(screen, animated: !FlowCoordinator.isRestoring)
            return .viewController(screen)
        case .sheet(let number):
            guard let top = stack.topViewController else { return .none }
            let screen = ShopItemScreen("\(name) sheet \(number)")
            screen.modalPresentationStyle = .pageSheet
            top.present(screen, animated: !FlowCoordinator.isRestoring)
            return .viewController(screen)
        case .chapterPage(name, let number):
            let screen = ShopItemScreen("\(name) page \(number)")
            stack.pushViewController(screen, animated: !FlowCoordinator.isRestoring)
            return .viewController(screen)
        case .chapterLink(name, let pages):
            let titles = pages.map { "\(name) page \($0)" }
            let screens = stack.viewControllers
            let made: [ShopItemScreen]
            if linksTakeAway {
                let kept = zip(screens.dropFirst(), titles).prefix { $0.title == $1 }.count
                made = titles.dropFirst(kept).map { ShopItemScreen($0) }
                stack.setViewControllers(Array(screens.prefix(1 + kept)) + made, animated: !FlowCoordinator.isRestoring)
            } else {
                made = titles.filter { title in !screens.contains { $0.title == title } }.map { ShopItemScreen($0) }
                stack.setViewControllers(screens + made, animated: !FlowCoordinator.isRestoring)
            }
            return .multiple(
                flowContributors: made.map { .contribute(withNextPresentable: $0, withNextStepper: $0.stepper) })
        case .closeChapter(name):
            return .end(forwardToParentFlowWithStep: step)
        default:
            return .none
        }
    }
}
