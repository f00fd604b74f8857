#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import RxFlow
    import RxFlowUIKit
    import Testing
    import UIKit

    private enum TabStep: Step, Codable, Equatable {
        case start
        case page(Int)
        /// Pushes two pages in one navigation.
        case pair(Int, Int)
    }

    @MainActor
    private final class PageViewModel: Stepper {
        let steps = PublishRelay<any Step>()
    }

    private final class PageScreen: UIViewController {
        let viewModel = PageViewModel()
    }

    /// Pages pushed on a real `UINavigationController`.
    @MainActor
    private final class PagesFlow: Flow {
        let navigation = UINavigationController()
        var root: any Presentable { navigation }

        func navigate(to step: any Step) -> FlowContributors {
            switch step as? TabStep {
            case .page(let number): push([number])
            case .pair(let first, let second): push([first, second])
            case .start, nil: .none
            }
        }

        private func push(_ numbers: [Int]) -> FlowContributors {
            let screens = numbers.map { number in
                let screen = PageScreen()
                screen.title = "Page \(number)"
                return screen
            }
            for screen in screens { navigation.pushViewController(screen, animated: !FlowCoordinator.isRestoring) }
            return .multiple(
                flowContributors: screens.map {
                    .contribute(withNextPresentable: $0, withNextStepper: $0.viewModel)
                })
        }
    }

    /// Two tabs of `PagesFlow`s on a real `UITabBarController`.
    @MainActor
    private final class TabsFlow: Flow {
        let tabs = UITabBarController()
        var root: any Presentable { tabs }
        private(set) var pages: [PagesFlow] = []

        func navigate(to step: any Step) -> FlowContributors {
            guard case .start = step as? TabStep else { return .none }
            let pages = [PagesFlow(), PagesFlow()]
            self.pages = pages
            tabs.setViewControllers(pages.map(\.navigation), animated: false)
            return .multiple(
                flowContributors: pages.map {
                    .contribute(withNextPresentable: $0, withNextStepper: OneStepper(withSingleStep: TabStep.page(0)))
                })
        }
    }

    /// Snapshots of flows on real UIKit containers, kept in an `NSUserActivity` as scene
    /// restoration keeps them, and restored into a new window and coordinator.
    @MainActor
    @Suite(.serialized, .timeLimit(.minutes(10)))
    struct UIKitRestorationTests {
        private let restoration = NavigationRestoration(steps: TabStep.self)

        @Test func tabsAndStacksComeBackWithTheSelectedTabAndWithoutThePoppedScreen() async throws {
            let flow = TabsFlow()
            let coordinator = FlowCoordinator(restoration: restoration)
            let window = makeWindow(showing: flow.tabs)
            coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TabStep.start))
            flow.tabs.selectedIndex = 1
            let stack = flow.pages[1].navigation
            let top = try #require(stack.topViewController as? PageScreen)
            await waitUntil { top.presentationState?.isVisible == true }
            top.viewModel.steps.accept(TabStep.pair(1, 2))
            #expect(stack.viewControllers.count == 3)
            let popped = try #require(stack.topViewController)
            var poppedDismissals = 0
            let dismissal = popped.rxDismissed.sink { poppedDismissals += 1 }
            stack.popViewController(animated: false)
            await waitUntil { poppedDismissals == 1 }
            dismissal.cancel()
            let activity = try NSUserActivity(
                activityType: "RxFlowUIKitTests.navigation", navigationSnapshot: coordinator.navigationSnapshot())
            window.isHidden = true

            let snapshot = try #require(try activity.navigationSnapshot())
            let restoredFlow = TabsFlow()
            let restored = FlowCoordinator(restoration: restoration)
            let restoredWindow = makeWindow(showing: restoredFlow.tabs)
            let report = try restored.coordinate(
                flow: restoredFlow, with: OneStepper(withSingleStep: TabStep.start), restoringFrom: snapshot)
            #expect(report.isComplete, "\(report)")
            #expect(restoredFlow.tabs.selectedIndex == 1)
            #expect(
                restoredFlow.pages.map { $0.navigation.viewControllers.map(\.title) }
                    == [["Page 0"], ["Page 0", "Page 1"]])
            // The screen the depth popped leaves the restored tree once UIKit has removed it.
            await waitUntil { (try? restored.navigationSnapshot()) == snapshot }
            #expect(try restored.navigationSnapshot() == snapshot)
            restoredWindow.isHidden = true
        }

        @Test func theContainersRefuseAStateTheyCannotTake() {
            let stack = UINavigationController(rootViewController: UIViewController())
            stack.pushViewController(UIViewController(), animated: false)
            #expect(stack.restorationState == 2)
            #expect(!stack.restore(3))
            #expect(stack.restore(1))
            #expect(stack.viewControllers.count == 1)

            let tabs = UITabBarController()
            tabs.setViewControllers([UIViewController(), UIViewController()], animated: false)
            #expect(tabs.restore(1))
            #expect(tabs.selectedIndex == 1)
            #expect(!tabs.restore(2))
            #expect(tabs.selectedIndex == 1)
        }

        @Test func anActivityWithoutASnapshotHasNoneAndACorruptOneThrows() throws {
            #expect(try NSUserActivity(activityType: "RxFlowUIKitTests.empty").navigationSnapshot() == nil)
            let corrupt = NSUserActivity(activityType: "RxFlowUIKitTests.corrupt")
            corrupt.addUserInfoEntries(from: [NSUserActivity.navigationSnapshotKey: Data("{}".utf8)])
            #expect(throws: DecodingError.self) { try corrupt.navigationSnapshot() }
        }
    }
#endif
