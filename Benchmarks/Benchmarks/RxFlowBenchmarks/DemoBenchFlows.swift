import RxFlow
import RxFlowHeadless

// A demo-like app on the headless containers: a tab bar of two stack flows; the first tab
// goes list → movie detail → trailer (presented) → review (a child flow presented over it).
// Made without animation while a restoration replays, as an app should.

/// A headless screen with its own view model, counted in `LiveObjects`.
final class DemoScreen: ViewController {
    let viewModel = RelayStepper()

    init(title: String) {
        super.init()
        self.title = title
        LiveObjects.screens.add(1, ordering: .relaxed)
    }

    deinit {
        LiveObjects.screens.subtract(1, ordering: .relaxed)
    }
}

/// The app: a `TabBarController` of two `DemoTabFlow`s.
final class DemoAppFlow: Flow {
    let tabs = TabBarController()
    private(set) var tabFlows: [DemoTabFlow] = []
    var root: any Presentable { tabs }

    init() {
        LiveObjects.flows.add(1, ordering: .relaxed)
    }

    deinit {
        LiveObjects.flows.subtract(1, ordering: .relaxed)
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard case RestoreStep.appStart = step else { return .none }
        tabFlows = [DemoTabFlow(name: "Movies"), DemoTabFlow(name: "Watched")]
        tabs.setViewControllers(tabFlows.map(\.navigation), animated: false)
        return .multiple(
            flowContributors: tabFlows.map {
                .contribute(
                    withNextPresentable: $0, withNextStepper: CountedOneStepper(withSingleStep: RestoreStep.tabStart))
            })
    }
}

/// A tab: a navigation stack of a list and movie details; presents a trailer, and over it
/// the review flow.
final class DemoTabFlow: Flow {
    let navigation = NavigationController()
    private let name: String
    private weak var trailer: DemoScreen?
    private(set) var review: DemoReviewFlow?
    var root: any Presentable { navigation }

    init(name: String) {
        self.name = name
        LiveObjects.flows.add(1, ordering: .relaxed)
    }

    deinit {
        LiveObjects.flows.subtract(1, ordering: .relaxed)
    }

    func navigate(to step: any Step) -> FlowContributors {
        let animated = !FlowCoordinator.isRestoring
        switch step {
        case RestoreStep.tabStart:
            return push(DemoScreen(title: name), animated: false)
        case RestoreStep.moviePicked(let id):
            return push(DemoScreen(title: "Movie \(id)"), animated: animated)
        case RestoreStep.trailerPresented:
            let screen = DemoScreen(title: "Trailer")
            navigation.present(screen, animated: animated)
            trailer = screen
            return contribute(screen)
        case RestoreStep.reviewOpened:
            guard let trailer else { return .none }
            let review = DemoReviewFlow()
            self.review = review
            trailer.present(review.navigation, animated: animated)
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: review,
                    withNextStepper: CountedOneStepper(withSingleStep: RestoreStep.reviewStart)))
        default:
            return .none
        }
    }

    private func push(_ screen: DemoScreen, animated: Bool) -> FlowContributors {
        navigation.pushViewController(screen, animated: animated)
        return contribute(screen)
    }

    private func contribute(_ screen: DemoScreen) -> FlowContributors {
        .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen.viewModel))
    }
}

/// The review: a child flow on its own navigation stack.
final class DemoReviewFlow: Flow {
    let navigation = NavigationController()
    private(set) weak var screen: DemoScreen?
    var root: any Presentable { navigation }

    init() {
        LiveObjects.flows.add(1, ordering: .relaxed)
    }

    deinit {
        LiveObjects.flows.subtract(1, ordering: .relaxed)
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard case RestoreStep.reviewStart = step else { return .none }
        let screen = DemoScreen(title: "Review")
        self.screen = screen
        navigation.pushViewController(screen, animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen.viewModel))
    }
}
