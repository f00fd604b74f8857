import RxFlow
import RxFlowHeadless

// Flows that exercise what the kit waits for and reports: an async `adapt`, a child flow that
// ends, a flow rooted in a presentable of its own, and a retain cycle.

enum KitStep: Step, Codable, Equatable {
    case start
    case openWatched
    case watchedIsDone
    case slow(Int)
    case refused
}

/// Adapts `.slow` steps with async work that finishes later, and refuses `.refused`.
final class SlowAdaptFlow: Flow {
    var root: any Presentable { rootViewController }
    private let rootViewController = NavigationController()
    let delay: Duration

    init(delay: Duration = .milliseconds(30)) {
        self.delay = delay
    }

    /// How long a test waits for a step this flow adapts, as the store's `timeout`. The step
    /// is navigated once the adaptation's task gets the main actor, which every suite of the
    /// test process shares: on a loaded machine, or under ThreadSanitizer, that turn can come
    /// seconds late, past the store's default of two. `receive` returns as soon as the step is
    /// there; this only bounds the wait for one that never comes.
    static let deliveryTimeout = Duration.seconds(300)

    func adapt(step: any Step) -> AnyPublisher<any Step, Never> {
        let delay = self.delay
        return .adapting {
            if case KitStep.refused = step { return nil }
            if case KitStep.slow = step { try? await Task.sleep(for: delay) }
            return step
        }
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard case KitStep.slow(let number) = step else { return .none }
        let screen = ViewController()
        screen.title = "Slow \(number)"
        rootViewController.pushViewController(screen, animated: false)
        return .none
    }
}

/// Presents a `WatchedFlow` as a child flow, and dismisses it when that flow ends.
final class AppFlow: Flow {
    var root: any Presentable { rootViewController }
    private let rootViewController = NavigationController()

    func navigate(to step: any Step) -> FlowContributors {
        switch step {
        case KitStep.start:
            let home = ViewController()
            home.title = "Home"
            rootViewController.pushViewController(home, animated: false)
            return .none
        case KitStep.openWatched:
            let watched = EndableWatchedFlow()
            if let screen = watched.root as? ViewController { rootViewController.present(screen, animated: true) }
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: watched,
                    withNextStepper: OneStepper(withSingleStep: DemoStep.moviesAreRequired)
                ))
        case KitStep.watchedIsDone:
            rootViewController.dismiss(animated: true)
            return .none
        default:
            return .none
        }
    }
}

/// A `WatchedFlow` that ends on `.watchedIsDone`, handing it to its parent.
final class EndableWatchedFlow: Flow {
    private let watched = WatchedFlow()
    var root: any Presentable { watched.root }

    func navigate(to step: any Step) -> FlowContributors {
        if case KitStep.watchedIsDone = step { return .end(forwardToParentFlowWithStep: KitStep.watchedIsDone) }
        return watched.navigate(to: step)
    }
}

/// A presentable of the test's own: always visible, never dismissed.
final class Billboard: Presentable {
    private let state = PresentationState()
    private(set) var shown: [String] = []

    init() {
        state.setVisible(true)
    }

    var rxVisible: AnyPublisher<Bool, Never> { state.rxVisible }
    var rxDismissed: AnyPublisher<Void, Never> { state.rxDismissed }
    var presentationState: PresentationState? { state }

    func show(_ text: String) { shown.append(text) }
}

/// A flow whose root is a `Billboard`, not a screen.
final class BillboardFlow: Flow {
    let billboard = Billboard()
    var root: any Presentable { billboard }

    func navigate(to step: any Step) -> FlowContributors {
        billboard.show("\(step)")
        return .none
    }
}

/// A screen whose view model holds it strongly: a retain cycle that outlives the flow.
final class LeakyViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    var screen: LeakyViewController?
}

/// The view models a test's leaky flow made, weakly: the test breaks their cycles once the
/// store has reported them, so that nothing of its outlives it (LeakSanitizer's report at
/// exit is for real leaks).
@MainActor
final class LeakyCycles {
    private var made: [Weak] = []

    private struct Weak {
        weak var viewModel: LeakyViewModel?
    }

    /// A view model whose cycle `breakAll()` will break.
    func make() -> LeakyViewModel {
        let viewModel = LeakyViewModel()
        made.append(Weak(viewModel: viewModel))
        return viewModel
    }

    /// Breaks the cycle of every view model still alive.
    func breakAll() {
        for entry in made { entry.viewModel?.screen = nil }
    }
}

final class LeakyViewController: ViewController {
    let viewModel: LeakyViewModel

    init(viewModel: LeakyViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Leaky"
        viewModel.screen = self
    }
}

final class LeakyFlow: Flow {
    var root: any Presentable { rootViewController }
    private let rootViewController = NavigationController()
    private let cycles: LeakyCycles

    init(cycles: LeakyCycles) {
        self.cycles = cycles
    }

    func navigate(to step: any Step) -> FlowContributors {
        let viewModel = cycles.make()
        let screen = LeakyViewController(viewModel: viewModel)
        rootViewController.pushViewController(screen, animated: false)
        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
    }
}

/// A split view: a login screen in the primary column, the watched movies in the secondary.
final class SplitFlow: Flow {
    var root: any Presentable { rootViewController }
    private let rootViewController = SplitViewController()

    func navigate(to step: any Step) -> FlowContributors {
        guard case KitStep.start = step else { return .none }
        let login = LoginViewController(viewModel: LoginViewModel())
        let watched = WatchedViewController(viewModel: WatchedViewModel())
        rootViewController.viewControllers = [login, watched]
        return .multiple(flowContributors: [
            .contribute(withNextPresentable: login, withNextStepper: login.viewModel),
            .contribute(withNextPresentable: watched, withNextStepper: watched.viewModel),
        ])
    }
}
