import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// An RxFlow demo's flows ported with the README's table alone (`PortedDemoFlows`): hidden
/// bars, a bar's top item and items, bar buttons made from a title, an image and a system
/// item, tab bar items with images, a split view's display mode. Each call does what UIKit's
/// does, as far as a screen without pixels can, and shows in the rendered hierarchy.
@MainActor
struct PortedDemoFlowTests {
    @Test func theJourneyRunsAndTheBarsItemsAndTabsShow() async {
        let store = FlowTestStore(
            flow: PortedAppFlow(), stepper: OneStepper(withSingleStep: DemoStep.onboardingIsRequired),
            exhaustivity: .off)
        await store.receive(PortedAppFlow.self, DemoStep.onboardingIsRequired)
        await store.receive(PortedOnboardingFlow.self, DemoStep.moviesAreRequired)
        store.assertHierarchy(
            """
            Window (key)
            - NavigationController {navigation bar hidden}
              presented (fullScreen):
                - NavigationController [visible]
                  - ViewController (top) [visible] {title: "OnBoarding"} {right: "Start" (done)}
            """)

        store.visibleScreen(as: ViewController.self)?.navigationItem.barButtonItem(titled: "Start")?.tap()
        await store.receive(PortedOnboardingFlow.self, DemoStep.onboardingIsComplete)
        await store.receive(PortedAppFlow.self, DemoStep.onboardingIsComplete)
        await store.receive(PortedDashboardFlow.self, DemoStep.dashboardIsRequired)
        await store.receive(PortedWishlistFlow.self, DemoStep.moviesAreRequired)
        store.assertHierarchy(
            """
            Window (key)
            - NavigationController [visible] {navigation bar hidden}
              - TabBarController (top) [visible]
                * NavigationController [visible] {tab: "Wishlist", image: wishlist}
                  - ViewController "Wishlist" (top) [visible] {right: image: settings}
                - NavigationController {tab: "Watched", image: watched}
                  - ViewController (top)
            """)

        store.visibleScreen(as: ViewController.self)?.navigationItem.rightBarButtonItem?.tap()
        await store.receive(PortedWishlistFlow.self, DemoStep.settingsAreRequired)
        await store.receive(PortedSettingsFlow.self, DemoStep.settingsAreRequired)
        store.assertHierarchy(
            """
            Window (key)
            - NavigationController [visible] {navigation bar hidden}
              - TabBarController (top) [visible]
                * NavigationController [visible] {tab: "Wishlist", image: wishlist}
                  - ViewController "Wishlist" (top) [visible] {right: image: settings}
                - NavigationController {tab: "Watched", image: watched}
                  - ViewController (top)
              presented (automatic):
                - SplitViewController [visible] {display mode: allVisible}
                  - NavigationController (primary) [visible]
                    - ViewController "Settings" (top) [visible] {left: system: done}
                  - ViewController (secondary) [visible]
            """)

        do {
            let split = store.window.rootViewController?.presentedViewController as? SplitViewController
            let list = (split?.viewControllers.first as? NavigationController)?.topViewController
            list?.navigationItem.leftBarButtonItem?.tap()
        }
        await store.receive(PortedSettingsFlow.self, DemoStep.settingsAreComplete)
        await store.receive(PortedWishlistFlow.self, DemoStep.settingsAreComplete)
        #expect(store.window.rootViewController?.presentedViewController == nil)
        await store.finish()
    }
}
