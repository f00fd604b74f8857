import RxFlow
import RxFlowHeadless
import Testing

/// The "Running flows without UIKit" article's `SteppingScreen`: a screen that names its
/// stepper is contributed by `.viewController(_:)` with that stepper, and its steps navigate.
@MainActor
struct SteppingScreenTests {
    @Test func aSteppingScreenIsContributedWithItsViewModel() {
        let flow = BookListFlow()
        let window = Window()
        window.rootViewController = flow.navigationController
        window.makeKeyAndVisible()
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: BookListStep.listIsRequired))

        let screen = flow.navigationController.topViewController as? BookListScreen
        screen?.viewModel.pick()
        #expect(flow.navigationController.viewControllers.count == 2)
        #expect(flow.navigationController.topViewController?.title == "Book")
    }

    @Test func aScreenWithViewModelIsContributedWithItsViewModel() {
        let screen = AuthorScreen()
        guard case .one(.contribute(let presentable, let stepper, _, _)) = FlowContributors.viewController(screen)
        else {
            Issue.record("expected one contribution")
            return
        }
        #expect(presentable === screen)
        #expect(stepper as? BookListViewModel === screen.viewModel)

        let navigation = NavigationController(rootViewController: AuthorScreen())
        guard case .one(.contribute(_, let rootStepper, _, _)) = FlowContributors.navigationController(navigation)
        else {
            Issue.record("expected one contribution")
            return
        }
        #expect(rootStepper as? BookListViewModel === (navigation.viewControllers.first as? AuthorScreen)?.viewModel)
    }
}

/// A screen that only declares its view model.
final class AuthorScreen: ViewController, ScreenWithViewModel {
    let viewModel = BookListViewModel()
}

// The article's screen, verbatim.
final class BookListScreen: ViewController, SteppingScreen {
    let viewModel = BookListViewModel()
    var stepper: any Stepper { viewModel }
}

final class BookListViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    func pick() { steps.accept(BookListStep.bookIsPicked) }
}

enum BookListStep: Step {
    case listIsRequired
    case bookIsPicked
}

final class BookListFlow: Flow {
    var root: any Presentable { navigationController }
    let navigationController = NavigationController()

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? BookListStep {
        case .listIsRequired:
            let screen = BookListScreen()
            navigationController.pushViewController(screen, animated: false)
            return .viewController(screen)
        case .bookIsPicked:
            let book = ViewController()
            book.title = "Book"
            navigationController.pushViewController(book, animated: false)
            return .none
        case nil:
            return .none
        }
    }
}
