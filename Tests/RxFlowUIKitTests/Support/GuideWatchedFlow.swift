#if canImport(UIKit) && !os(watchOS)
    // The code of the "UIKit and SwiftUI" guide (README and RxFlowUIKit's article), compiled
    // and run here so that the guide cannot go stale.
    import RxFlow
    import RxFlowUIKit
    import SwiftUI
    import UIKit

    enum DemoStep: Step {
        case moviesAreRequired
        case movieIsPicked(withId: Int)
        case castIsPicked(withId: Int)
    }

    final class WatchedFlow: Flow {
        var root: any Presentable { rootViewController }
        private let rootViewController = UINavigationController()

        func navigate(to step: any Step) -> FlowContributors {
            guard let step = step as? DemoStep else { return .none }
            switch step {
            case .moviesAreRequired:
                let screen = WatchedViewController(viewModel: WatchedViewModel())
                rootViewController.pushViewController(screen, animated: true)
                return .viewController(screen)
            case .movieIsPicked(let id):
                // A SwiftUI screen is a UIHostingController: a UIViewController, so a Presentable.
                let viewModel = MovieDetailViewModel(movieId: id)
                let screen = UIHostingController(rootView: MovieDetailView(viewModel: viewModel))
                rootViewController.pushViewController(screen, animated: true)
                return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
            case .castIsPicked(let id):
                rootViewController.pushViewController(CastDetailViewController(castId: id), animated: true)
                return .none
            }
        }
    }

    final class WatchedViewModel: Stepper {
        let steps = PublishRelay<any Step>()
        func pick(movieId: Int) { steps.accept(DemoStep.movieIsPicked(withId: movieId)) }
    }

    final class WatchedViewController: UIViewController, ScreenWithViewModel {
        let viewModel: WatchedViewModel
        init(viewModel: WatchedViewModel) {
            self.viewModel = viewModel
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
    }

    /// The SwiftUI view's view model is the stepper.
    final class MovieDetailViewModel: Stepper {
        let steps = PublishRelay<any Step>()
        let movieId: Int
        init(movieId: Int) { self.movieId = movieId }
        func pickCast(withId id: Int) { steps.accept(DemoStep.castIsPicked(withId: id)) }
    }

    struct MovieDetailView: View {
        let viewModel: MovieDetailViewModel
        var body: some View {
            Button("Cast") { viewModel.pickCast(withId: 1) }
        }
    }

    final class CastDetailViewController: UIViewController {
        init(castId: Int) {
            super.init(nibName: nil, bundle: nil)
            title = "Cast \(castId)"
        }
        required init?(coder: NSCoder) { nil }
    }

    /// Starts the app's navigation in a window: the scene delegate calls it from
    /// `scene(_:willConnectTo:options:)` with the window it made, and keeps the launcher.
    @MainActor final class AppLauncher {
        let coordinator = FlowCoordinator()

        func start(in window: UIWindow) {
            let flow = WatchedFlow()
            Flows.use(flow, when: .created) { (root: UINavigationController) in
                window.rootViewController = root
                window.makeKeyAndVisible()
            }
            coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: DemoStep.moviesAreRequired))
        }
    }
#endif
