import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// The store on a flow whose root is a `FlowStack`: it shows the stack, finds the visible
/// route, compares the stack's rendering, and reports what is still alive after the end.
@MainActor
struct StackStoreTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theStoreShowsTheStackAndEndsItAtFinish() async {
        weak var route: FlowRoute<PageRoute>?
        let store = FlowTestStore(flow: PagesFlow(), stepper: OneStepper(withSingleStep: PageStep.pageIsRequired(1)))
        await store.receive(PagesFlow.self, PageStep.pageIsRequired(1))
        #expect(store.stack?.isShown == true)
        route = store.visibleRoute(as: PageRoute.self)
        #expect(route?.value == .page(1) && route?.isVisible == true)
        await store.finish()
        #expect(route == nil && store.stack == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aFlowOnAWindowHasNoStack() async {
        let store = FlowTestStore(flow: WatchedFlow(), stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
        await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        #expect(store.stack == nil)
        await store.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func visibleRouteFailsWithTheStackRendered() async {
        let store = await startedStore()
        withKnownIssue {
            _ = store.visibleRoute(as: Int.self)
        } matching: { issue in
            issue.description.contains("FlowRoute<PageRoute> page(1), not a FlowRoute<Int>")
                && issue.description.contains("- page(1) (top) [visible]")
        }
        await store.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func assertHierarchyComparesTheStack() async {
        let store = await startedStore()
        withKnownIssue {
            store.assertHierarchy("- FlowStack<PageRoute> [visible]")
        } matching: { issue in
            issue.description.contains("The stack is not the expected one")
                && issue.description.contains("page(1) (top) [visible]")
        }
        await store.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func finishReportsARouteTheTestStillHolds() async {
        var kept: FlowRoute<PageRoute>?
        await withKnownIssue {
            let store = FlowTestStore(
                flow: PagesFlow(), stepper: OneStepper(withSingleStep: PageStep.pageIsRequired(1)))
            await store.receive(PagesFlow.self, PageStep.pageIsRequired(1))
            kept = store.visibleRoute(as: PageRoute.self)
            await store.finish(releaseTimeout: .milliseconds(50))
        } matching: { issue in
            issue.description.contains("• FlowRoute<PageRoute> page(1)") && issue.description.contains("left the stack")
        }
        #expect(kept?.isDismissed == true, "finish() ended the stack")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theStackIsTypedByItsRoutes() async {
        let store = await startedStore()
        #expect(store.stack(of: PageRoute.self)?.routes.map(\.value) == [.page(1)])
        withKnownIssue {
            #expect(store.stack(of: Int.self) == nil)
        } matching: { issue in
            issue.description.contains("The flow has no FlowStack<Int>: its stack is a FlowStack<PageRoute>.")
        }
        await store.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aFlowOnAWindowHasNoTypedStack() async {
        let store = FlowTestStore(flow: WatchedFlow(), stepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
        await store.receive(WatchedFlow.self, DemoStep.moviesAreRequired)
        withKnownIssue {
            _ = store.stack(of: PageRoute.self)
        } matching: { issue in
            issue.description.contains("The flow has no FlowStack<PageRoute>: its root is not a FlowStack.")
        }
        await store.finish()
    }

    /// A store running `PagesFlow` on its stack, its first navigation asserted.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private func startedStore() async -> FlowTestStore {
        let store = FlowTestStore(flow: PagesFlow(), stepper: OneStepper(withSingleStep: PageStep.pageIsRequired(1)))
        await store.receive(PagesFlow.self, PageStep.pageIsRequired(1))
        return store
    }
}

enum PageRoute: Hashable {
    case page(Int)
}

enum PageStep: Step, Codable, Equatable {
    case pageIsRequired(Int)
}

@MainActor
final class PageModel: Stepper {
    let steps = PublishRelay<any Step>()
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class PagesFlow: Flow {
    let stack = FlowStack<PageRoute>()
    var root: any Presentable { stack }

    func navigate(to step: any Step) -> FlowContributors {
        guard case PageStep.pageIsRequired(let number) = step else { return .none }
        return .route(stack.push(.page(number), viewModel: PageModel()))
    }
}
