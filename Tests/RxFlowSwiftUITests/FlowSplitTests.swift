import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

enum Genre: Hashable {
    case drama
    case comedy
}

enum GenreStep: Step, Equatable {
    case genresAreRequired
    case genreIsPicked(Genre)
}

/// Split views whose columns are flows' stacks: in regular width the columns the visibility
/// shows are visible; in compact width they collapse into one stack whose top alone is
/// visible; the sidebar's selection is a binding write the flow sees as a step.
@MainActor
struct FlowSplitTests {
    // MARK: - Regular width

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theColumnVisibilityDecidesWhichColumnsAreVisible() {
        let (split, sidebar, content, detail) = Self.threeColumns()
        #expect(!split.isVisible && !sidebar.routes[0].isVisible)
        split.show()
        #expect(split.isVisible && [sidebar, content, detail].allSatisfy { $0.routes[0].isVisible })
        split.columnVisibility = .doubleColumn  // the user hid the sidebar
        #expect(!sidebar.routes[0].isVisible && content.routes[0].isVisible && detail.routes[0].isVisible)
        split.columnVisibility = .detailOnly
        #expect(!content.routes[0].isVisible && detail.routes[0].isVisible)
        #expect(!sidebar.routes[0].isDismissed && !content.routes[0].isDismissed)
        split.hide()
        #expect(!detail.routes[0].isVisible && !split.isVisible)

        let (two, twoSidebar, twoDetail) = Self.twoColumns()
        two.show()
        two.columnVisibility = .doubleColumn
        #expect(twoSidebar.routes[0].isVisible && twoDetail.routes[0].isVisible)
    }

    // MARK: - Compact width

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func inCompactWidthOnlyTheColumnOnTopIsVisible() {
        let (split, sidebar, content, detail) = Self.threeColumns()
        split.show()
        split.isCompact = true
        #expect(sidebar.routes[0].isVisible && !content.routes[0].isVisible && !detail.routes[0].isVisible)
        split.selection = .drama  // the user's pick brings the next column on top
        #expect(split.compactColumn == .content && content.routes[0].isVisible && !sidebar.routes[0].isVisible)
        split.setCompactColumn(.detail)
        #expect(detail.routes[0].isVisible && !content.routes[0].isVisible)
        split.setCompactColumn(.sidebar)  // Back, twice
        #expect(sidebar.routes[0].isVisible && !detail.routes[0].isDismissed)
        split.isCompact = false  // rotated: the columns spread again
        #expect([sidebar, content, detail].allSatisfy { $0.routes[0].isVisible })
        #expect(
            split.render() == """
                - FlowSplit<Genre> (regular, automatic) [visible]
                  - sidebar [visible]
                    - FlowStack<MovieRoute> [visible]
                      - list (top) [visible]
                  - content [visible]
                    - FlowStack<MovieRoute> [visible]
                      - movie(id: 1) (top) [visible]
                  - detail [visible]
                    - FlowStack<MovieRoute> [visible]
                      - cast(id: 2) (top) [visible]
                """)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theSameSelectionAgainBringsTheColumnBackWithoutAStep() {
        let (split, _, detail) = Self.twoColumns()
        var steps: [String] = []
        let subscription = split.selectionStepper.steps.sink { steps.append("\($0)") }
        split.show()
        split.isCompact = true
        split.selection = .comedy
        split.setCompactColumn(.sidebar)
        split.selection = .comedy
        #expect(steps == ["genreIsPicked(RxFlowSwiftUITests.Genre.comedy)"] && detail.routes[0].isVisible)
        split.selection = nil  // SwiftUI clears the selection when the user goes back
        split.select(.drama)  // a flow's selection sends no step
        #expect(steps.count == 1 && split.selectedValue == .drama)
        withExtendedLifetime(subscription) {}
    }

    // MARK: - Misuse

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func misusesAreIgnoredRecordedAndLogged() {
        let logs = LogCapture()
        let (split, sidebar, detail) = Self.twoColumns(logs: logs)
        #expect(!split.setColumns(sidebar: FlowStack<MovieRoute>(), detail: FlowStack<MovieRoute>()))
        let fresh = FlowSplit<Genre>(logger: logs.logger) { _ in nil }
        let shown = shownStack(.list)
        #expect(!fresh.setColumns(sidebar: shown, detail: FlowStack<MovieRoute>()))
        #expect(!fresh.setColumns(sidebar: detail, detail: FlowStack<MovieRoute>()), "a stack in two split views")
        let same = FlowStack<MovieRoute>()
        #expect(!fresh.setColumns(sidebar: same, detail: same))
        split.setCompactColumn(.content)
        #expect(split.warnings.map(\.kind) == [.columnsAlreadySet, .noContentColumn])
        #expect(fresh.warnings.map(\.kind) == [.alreadyShown, .alreadyShown, .alreadyShown])
        sidebar.show()
        #expect(sidebar.warnings.map(\.kind) == [.alreadyShown], "the split view shows its columns")
        #expect(logs.messages(at: .error).count == 6)
    }

    // MARK: - Dismissal, once

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func endingTheSplitViewEndsEachColumnOnce() {
        let (split, sidebar, content, detail) = Self.threeColumns()
        split.show()
        let watches = [Watch(split), Watch(sidebar), Watch(content), Watch(detail.routes[0])]
        split.end()
        split.end()
        #expect(watches.map(\.dismissals) == [1, 1, 1, 1])
        #expect(split.presentables.isEmpty && !split.hasContentColumn)
        detail.show()
        #expect(detail.warnings.isEmpty, "the stacks left the split view")
    }

    // MARK: - A flow on a split view

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theSidebarsSelectionIsAStepForTheFlow() async {
        let store = FlowTestStore(flow: GenresFlow(), stepper: OneStepper(withSingleStep: GenreStep.genresAreRequired))
        await store.receive(GenresFlow.self, GenreStep.genresAreRequired)
        store.split(of: Genre.self)?.isCompact = true
        store.split(of: Genre.self)?.selection = .drama
        await store.receive(GenresFlow.self, GenreStep.genreIsPicked(.drama))
        store.assertHierarchy(
            """
            - FlowSplit<Genre> (compact, detail on top) [visible]
              - sidebar
                - FlowStack<MovieRoute>
                  - list (top)
              - detail [visible]
                - FlowStack<MovieRoute> [visible]
                  - movie(id: 1) (top) [visible]
            """)
        // Hidden in compact width, the sidebar's routes do not navigate.
        store.split(of: Genre.self)?.stack(.sidebar, of: MovieRoute.self)?.routes[0].viewModel(as: TapModel.self)?
            .tap(GenreStep.genreIsPicked(.comedy))
        await store.receiveDrop(GenreStep.genreIsPicked(.comedy), reason: .presentableNotVisible)
        store.split(of: Genre.self)?.setCompactColumn(.sidebar)  // Back
        store.split(of: Genre.self)?.selection = .comedy
        await store.receive(GenresFlow.self, GenreStep.genreIsPicked(.comedy))
        #expect(
            store.split(of: Genre.self)?.stack(.detail, of: MovieRoute.self)?.routes.map(\.value) == [.movie(id: 2)])
        await store.finish()
    }

    /// A shown-ready split view of three stacks, each with a root.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private static func threeColumns(
        logs: LogCapture = LogCapture()
    ) -> (FlowSplit<Genre>, FlowStack<MovieRoute>, FlowStack<MovieRoute>, FlowStack<MovieRoute>) {
        let split = FlowSplit<Genre>(logger: logs.logger) { GenreStep.genreIsPicked($0) }
        let stacks = (0..<3).map { _ in FlowStack<MovieRoute>(logger: logs.logger) }
        stacks[0].push(.list)
        stacks[1].push(.movie(id: 1))
        stacks[2].push(.cast(id: 2))
        split.setColumns(sidebar: stacks[0], content: stacks[1], detail: stacks[2])
        return (split, stacks[0], stacks[1], stacks[2])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private static func twoColumns(
        logs: LogCapture = LogCapture()
    ) -> (FlowSplit<Genre>, FlowStack<MovieRoute>, FlowStack<MovieRoute>) {
        let split = FlowSplit<Genre>(logger: logs.logger) { GenreStep.genreIsPicked($0) }
        let (sidebar, detail) = (FlowStack<MovieRoute>(logger: logs.logger), FlowStack<MovieRoute>(logger: logs.logger))
        sidebar.push(.list)
        detail.push(.movie(id: 0))
        split.setColumns(sidebar: sidebar, detail: detail)
        return (split, sidebar, detail)
    }
}

/// Genres in a sidebar, a movie of the picked genre in the detail.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class GenresFlow: Flow {
    let split = FlowSplit<Genre> { GenreStep.genreIsPicked($0) }
    let sidebar = FlowStack<MovieRoute>()
    let detail = FlowStack<MovieRoute>()
    var root: any Presentable { split }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? GenreStep else { return .none }
        switch step {
        case .genresAreRequired:
            split.setColumns(sidebar: sidebar, detail: detail)
            let list = sidebar.push(.list, viewModel: TapModel())
            return .multiple(flowContributors: [
                .contribute(withNextPresentable: list, withNextStepper: list.viewModel!),
                .contribute(withNextPresentable: sidebar, withNextStepper: split.selectionStepper),
            ])
        case .genreIsPicked(let genre):
            let id = genre == .drama ? 1 : 2
            let movie = detail.setRoutes([.movie(id: id)], animated: false)[0]
            // A movie kept from the last pick of this genre was contributed already.
            guard movie.viewModel == nil else { return .none }
            movie.viewModel = TapModel()
            return .route(movie)
        }
    }
}
