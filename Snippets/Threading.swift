// A main-actor view model that forwards a background publisher's results as steps, the
// Swift 6 way: run it with `swift run Threading`.
import Dispatch
import RxFlow
import RxFlowHeadless

enum SearchStep: Step {
    case searchIsRequired
    case resultIsPicked(id: Int)
}

/// Publishes search results on a background queue, as a network client would (a relay is
/// a publisher that may be fed from any thread).
final class SearchService: Sendable {
    private let queue = DispatchQueue(label: "search")
    let results = PublishRelay<Int>()

    func search() {
        let results = self.results
        queue.async {
            results.accept(42)
        }
    }
}

// `Stepper` is a main-actor protocol: this view model is `@MainActor`, and so is every
// closure written inside it, unless it says otherwise. A closure that a background publisher
// calls must not be main-actor isolated, or Swift 6 stops the program when the publisher
// calls it off the main thread. `@Sendable` makes it non-isolated; the relay may be fed
// from any thread, and the coordinator delivers the steps on the main actor, in order.
final class SearchViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    private var cancellables = Set<AnyCancellable>()

    init(service: SearchService) {
        service.results
            .map { @Sendable id in SearchStep.resultIsPicked(id: id) }
            .bind(to: steps)
            .store(in: &cancellables)
    }
}

final class SearchFlow: Flow {
    var root: any Presentable { navigationController }
    let navigationController = NavigationController()
    let service = SearchService()

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? SearchStep {
        case .searchIsRequired:
            let screen = ViewController()
            screen.title = "Search"
            navigationController.pushViewController(screen, animated: false)
            let viewModel = SearchViewModel(service: service)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
        case .resultIsPicked(let id):
            let screen = ViewController()
            screen.title = "Result \(id)"
            navigationController.pushViewController(screen, animated: false)
            return .none
        case nil:
            return .none
        }
    }
}

let window = Window()
let flow = SearchFlow()
window.rootViewController = flow.navigationController
window.makeKeyAndVisible()
let coordinator = FlowCoordinator()
let events = coordinator.events
coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: SearchStep.searchIsRequired))
flow.service.search()  // the results arrive on the service's queue

for await event in events {
    guard case .didNavigate(_, let step) = event else { continue }
    print("did navigate \(step)")
    if case SearchStep.resultIsPicked = step { break }
}
print(window.render())
