// A first flow, end to end: run it with `swift run GettingStarted`.
import RxFlow
import RxFlowHeadless

// 1. Steps say what happened, never where to go.
enum BookStep: Step {
    case booksAreRequired
    case bookIsPicked(title: String)
}

// 2. A stepper (here a view model) emits steps.
final class BookListViewModel: Stepper {
    let steps = PublishRelay<any Step>()

    func pick(_ title: String) {
        steps.accept(BookStep.bookIsPicked(title: title))
    }
}

// 3. Screens: headless view controllers here, UIViewControllers in an iOS app.
final class BookListScreen: ViewController {
    let viewModel: BookListViewModel

    init(viewModel: BookListViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Books"
    }
}

final class BookScreen: ViewController {
    init(bookTitle: String) {
        super.init()
        title = bookTitle
    }
}

// 4. A flow turns steps into navigation, and says who emits the next steps.
final class BooksFlow: Flow {
    var root: any Presentable { navigationController }
    private let navigationController = NavigationController()

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? BookStep else { return .none }
        switch step {
        case .booksAreRequired:
            let viewModel = BookListViewModel()
            let screen = BookListScreen(viewModel: viewModel)
            navigationController.pushViewController(screen, animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
        case .bookIsPicked(let title):
            navigationController.pushViewController(BookScreen(bookTitle: title), animated: false)
            return .none
        }
    }
}

// 5. The coordinator runs the flow in a window.
let window = Window()
let flow = BooksFlow()
window.rootViewController = flow.root as? ViewController
window.makeKeyAndVisible()

let coordinator = FlowCoordinator()
let log = coordinator.rx.didNavigate.sink { flow, step in
    print("did navigate flow=\(type(of: flow)) step=\(step)")
}
coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: BookStep.booksAreRequired))

// The user picks a book on the list screen: its view model emits the step.
let list = (window.rootViewController as? NavigationController)?.topViewController as? BookListScreen
list?.viewModel.pick("Dune")

print(window.render())
log.cancel()
