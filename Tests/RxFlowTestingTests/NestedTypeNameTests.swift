import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// Types nested in another, as an app often nests a flow's steps, screens and view models in
/// the flow's namespace.
private enum Shelf {
    enum Step: RxFlow.Step { case open(book: Int) }

    final class BookModel: Stepper {
        let steps = PublishRelay<any RxFlow.Step>()
    }

    final class BookScreen: ViewController {
        let model = BookModel()

        override init() {
            super.init()
            title = "Book"
        }
    }

    final class OtherScreen: ViewController {}

    enum Route: Hashable { case book }

    final class ShelfFlow: Flow {
        var root: any Presentable { stack }
        private let stack = NavigationController()

        func navigate(to step: any RxFlow.Step) -> FlowContributors {
            guard case Step.open = step else { return .none }
            let screen = BookScreen()
            stack.pushViewController(screen, animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen.model))
        }
    }
}

/// The kit's reports name nested types with the types around them, as the engine's events
/// and logs do (`Shelf.BookScreen`, where `String(describing:)` prints `BookScreen`).
@MainActor
struct NestedTypeNameTests {
    private func shelfStore() -> FlowTestStore {
        FlowTestStore(flow: Shelf.ShelfFlow(), stepper: OneStepper(withSingleStep: Shelf.Step.open(book: 1)))
    }

    @Test func whatIsStillAliveIsNamedWithItsOuterTypes() async {
        await withKnownIssue {
            let store = shelfStore()
            await store.receive(Shelf.ShelfFlow.self, Shelf.Step.open(book: 1))
            let screen = store.visibleScreen(as: Shelf.BookScreen.self)
            await store.finish(releaseTimeout: .milliseconds(50))
            withExtendedLifetime(screen) {}
        } matching: { issue in
            let report = issue.message.components(separatedBy: "RxFlow's log").first ?? ""
            return report.contains("• Shelf.BookScreen \"Book\"") && report.contains("• Shelf.BookModel")
        }
    }

    @Test func aWrongNavigationsDiffNamesTheStepAndFlowWithTheirOuterTypes() async {
        await withKnownIssue {
            let store = shelfStore()
            await store.receive(Shelf.ShelfFlow.self, Shelf.Step.open(book: 2))
            await store.finish()
        } matching: { issue in
            issue.message.contains("-   step: Shelf.Step.open(book: 2)")
                && issue.message.contains("+   step: Shelf.Step.open(book: 1)")
        }
    }

    @Test func theVisibleScreenOfAnotherTypeIsNamedWithItsOuterTypes() async {
        await withKnownIssue {
            let store = shelfStore()
            await store.receive(Shelf.ShelfFlow.self, Shelf.Step.open(book: 1))
            _ = store.visibleScreen(as: WatchedViewController.self)
            await store.finish()
        } matching: { issue in
            issue.message.contains("The visible screen is Shelf.BookScreen \"Book\"")
        }
    }

    /// The types a test asks for are named as the screens it finds: with their outer types.
    @Test func aScreenTypeAskedForIsNamedWithItsOuterTypes() async {
        await withKnownIssue {
            let store = shelfStore()
            await store.receive(Shelf.ShelfFlow.self, Shelf.Step.open(book: 1))
            _ = store.visibleScreen(as: Shelf.OtherScreen.self)
            await store.finish()
        } matching: { issue in
            issue.message.contains("The visible screen is Shelf.BookScreen \"Book\", not a Shelf.OtherScreen:")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theRouteTypesAskedForAreNamedWithTheirOuterTypes() async {
        await withKnownIssue {
            let store = shelfStore()
            await store.receive(Shelf.ShelfFlow.self, Shelf.Step.open(book: 1))
            _ = store.stack(of: Shelf.Route.self)
            _ = store.tabs(of: Shelf.Route.self)
            _ = store.visibleRoute(as: Shelf.Route.self)
            await store.finish()
        } matching: { issue in
            issue.message.contains("The flow has no FlowStack<Shelf.Route>:")
                || issue.message.contains(
                    "The flow has no FlowTabs<Shelf.Route>: its root is not a FlowTabs<Shelf.Route>.")
                || issue.message.contains("The visible route is no route, not a FlowRoute<Shelf.Route>:")
        }
    }

    @Test func aFlowAnotherStoreRunsIsNamedWithItsOuterTypes() async {
        let first: FlowTestStore
        var second: FlowTestStore?
        do {
            // Scoped, so that the test does not keep the flow alive past `finish()`.
            let flow = Shelf.ShelfFlow()
            first = FlowTestStore(flow: flow, stepper: OneStepper(withSingleStep: Shelf.Step.open(book: 1)))
            withKnownIssue {
                second = FlowTestStore(flow: flow, stepper: OneStepper(withSingleStep: Shelf.Step.open(book: 1)))
            } matching: { issue in
                issue.message.contains("The store could not start Shelf.ShelfFlow: this flow instance")
            }
        }
        await second?.finish()
        await first.receive(Shelf.ShelfFlow.self, Shelf.Step.open(book: 1))
        await first.finish()
    }
}
