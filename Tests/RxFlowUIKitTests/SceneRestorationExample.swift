#if canImport(UIKit) && !os(watchOS)
    // The scene delegate glue of scene restoration, as the documentation shows it: compiled
    // here against UIKit by the Apple workflow, and on Linux against the stand-ins by
    // Scripts/typecheck-apple-glue. The system keeps the activity the delegate returns from
    // `stateRestorationActivity(for:)` and gives it back as the session's
    // `stateRestorationActivity` when the scene connects again.
    import RxFlow
    import RxFlowUIKit
    import UIKit

    enum ArticleStep: Step, Codable {
        case articlesAreRequired
        case articleIsPicked(id: Int)
    }

    final class ArticlesFlow: Flow {
        let navigationController = UINavigationController()
        var root: any Presentable { navigationController }

        func navigate(to step: any Step) -> FlowContributors {
            guard step is ArticleStep else { return .none }
            let screen = UIViewController()
            navigationController.pushViewController(screen, animated: !FlowCoordinator.isRestoring)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: NoneStepper()))
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        private let coordinator = FlowCoordinator(restoration: NavigationRestoration(steps: ArticleStep.self))

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let flow = ArticlesFlow()
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = flow.navigationController
            self.window = window
            let stepper = OneStepper(withSingleStep: ArticleStep.articlesAreRequired)
            // Where the user was when the app was last sent to the background, if the
            // system kept it and it still reads; otherwise the app starts as usual.
            if let snapshot = try? session.stateRestorationActivity?.navigationSnapshot(),
                (try? coordinator.coordinate(flow: flow, with: stepper, restoringFrom: snapshot)) != nil
            {
                // Restored (the report the call returns says what, if the app needs to know).
            } else {
                coordinator.coordinate(flow: flow, with: stepper)
            }
            window.makeKeyAndVisible()
        }

        func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
            try? NSUserActivity(
                activityType: "com.example.articles.navigation", navigationSnapshot: coordinator.navigationSnapshot())
        }
    }
#endif
