import RxFlow
import RxFlowSwiftUI

// Chapters of the shop: child flows that push their pages on their parent's `FlowStack`
// (RxFlow's two shapes: rooted in that stack, or handed it with a cover route their parent
// pushed for them as their root), present previews over it, open nested chapters on it, and
// end, their parent then taking off what they pushed and presented.

/// Opens chapters on a flow's stack and takes off what they made when they end: what a shop
/// flow hosting chapters (a tab's flow, or a chapter) does for them.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ShopChapterHost {
    let stack: FlowStack<ShopRoute>
    let registry: ShopChapterRegistry
    /// What the flow hosting chapters made, when it is a chapter: it holds its nested chapters'.
    private let owner: ShopChapterMarks?
    /// What each chapter started here made, until it ends with a step (one that ended because
    /// the user popped its cover says nothing: its marks stay, emptied).
    private var chapters: [Int: ShopChapterMarks] = [:]

    init(stack: FlowStack<ShopRoute>, registry: ShopChapterRegistry, owner: ShopChapterMarks? = nil) {
        self.stack = stack
        self.registry = registry
        self.owner = owner
    }

    /// Starts chapter `id` on the stack: rooted in it, or handed it with a cover route pushed for it.
    func open(_ id: Int, rooted: Bool) -> FlowContributors {
        let marks = ShopChapterMarks()
        chapters[id] = marks
        owner?.nested.append(marks)
        let cover = rooted ? nil : stack.push(.chapter(id), viewModel: TapModel())
        if let cover { marks.add(cover) }
        let chapter = ShopChapterFlow(id: id, stack: stack, cover: cover, marks: marks, registry: registry)
        return .one(
            flowContributor: .contribute(
                withNextPresentable: chapter, withNextStepper: OneStepper(withSingleStep: ShopStep.chapterStarts)))
    }

    /// Chapter `id` ended: what it and its nested chapters made leaves the stack.
    func close(_ id: Int) {
        guard let marks = chapters.removeValue(forKey: id) else { return }
        takeOff(marks.routes)
    }

    /// Before a deep link rebuilds the path: what every chapter made leaves the stack, with
    /// what is over it. (A handed chapter ends with its cover; otherwise a sheet it presented
    /// would stay on screen without a flow, which no restoration can make again.) A chapter
    /// rooted in the stack runs on without routes.
    func takeOffEveryChapter() {
        takeOff(chapters.values.flatMap(\.routes))
    }

    /// Dismisses the lowest presentation of `routes` and pops the lowest route of the path, each
    /// with what is over it, as a flow leaves where a child started.
    private func takeOff(_ routes: [FlowRoute<ShopRoute>]) {
        let made = Set(routes.map(ObjectIdentifier.init))
        if let lowest = stack.presentations.first(where: { made.contains(ObjectIdentifier($0)) }) {
            stack.dismiss(lowest, animated: true)
        }
        if let lowest = stack.routes.firstIndex(where: { made.contains(ObjectIdentifier($0)) }), lowest > 0 {
            stack.pop(to: stack.routes[lowest - 1], animated: true)
        }
    }
}

/// The routes a chapter made (held weakly: those that left are released) and its nested
/// chapters' marks.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ShopChapterMarks {
    private struct Made {
        weak var route: FlowRoute<ShopRoute>?
    }

    private var made: [Made] = []
    var nested: [ShopChapterMarks] = []

    func add(_ route: FlowRoute<ShopRoute>) {
        made.removeAll { $0.route == nil }
        made.append(Made(route: route))
    }

    /// What it and its nested chapters made and is still alive.
    var routes: [FlowRoute<ShopRoute>] { made.compactMap(\.route) + nested.flatMap(\.routes) }
}

/// A chapter: pushes pages and presents previews on the stack it shares with its parent, opens
/// nested chapters on it, answers a deep link to one of its pages, and ends when asked.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ShopChapterFlow: Flow {
    let id: Int
    let stack: FlowStack<ShopRoute>
    /// The route its parent pushed for it, its root, when it is handed the stack (nil when
    /// rooted in the stack).
    let cover: FlowRoute<ShopRoute>?
    private let marks: ShopChapterMarks
    private let host: ShopChapterHost

    var root: any Presentable { cover ?? stack }

    init(
        id: Int, stack: FlowStack<ShopRoute>, cover: FlowRoute<ShopRoute>?, marks: ShopChapterMarks,
        registry: ShopChapterRegistry
    ) {
        self.id = id
        self.stack = stack
        self.cover = cover
        self.marks = marks
        host = ShopChapterHost(stack: stack, registry: registry, owner: marks)
        registry.add(self)
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? ShopStep else { return .none }
        switch step {
        case .chapterStarts:
            // Handed the stack, its first screen is its cover; rooted in it, its first page.
            if let cover { return .route(cover) }
            return .route(made(stack.push(.page(chapter: id, 1), viewModel: TapModel())))
        case .pageIsPicked(let number):
            return .route(made(stack.push(.page(chapter: id, number), viewModel: TapModel())))
        case .pageIsLinked(let chapter, let number) where chapter == id:
            return .route(made(stack.push(.page(chapter: id, number), viewModel: TapModel())))
        case .previewIsRequired(let number):
            return .route(made(stack.present(.preview(number), viewModel: TapModel())))
        case .previewIsDone:
            if !stack.presentations.isEmpty { stack.dismiss() }
            return .none
        case .chapterIsOpened(let chapter, let rooted):
            return host.open(chapter, rooted: rooted)
        case .chapterEnded(let chapter):
            host.close(chapter)
            return .none
        case .chapterIsDone:
            return .end(forwardToParentFlowWithStep: ShopStep.chapterEnded(id))
        default:
            // Items, details and settings are the tab's flow's: a chapter answers them with nothing.
            return .none
        }
    }

    private func made(_ route: FlowRoute<ShopRoute>) -> FlowRoute<ShopRoute> {
        marks.add(route)
        return route
    }
}

/// The chapters of one launch that are still alive (held weakly: the coordinator releases an
/// ended flow), to compare the flows of two trees, not only what they show.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ShopChapterRegistry {
    private struct Entry {
        let id: Int
        weak var flow: ShopChapterFlow?
    }

    private var entries: [Entry] = []

    func add(_ chapter: ShopChapterFlow) {
        entries.removeAll { $0.flow == nil }
        entries.append(Entry(id: chapter.id, flow: chapter))
    }

    /// The ids of the chapters alive, in order.
    var live: [Int] { entries.filter { $0.flow != nil }.map(\.id).sorted() }
}
