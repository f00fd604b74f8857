// A flow on a SwiftUI navigation stack, run here without SwiftUI: `swift run SwiftUIStack`.
import RxFlow
import RxFlowSwiftUI

enum BookRoute: Hashable {
    case books
    case book(title: String)
    case reviews(title: String)
}

enum BookStep: Step {
    case booksAreRequired
    case bookIsPicked(title: String)
    case reviewsAreRequired(title: String)
    case reviewsAreDone
}

/// Every screen's view model: what the user taps becomes a step.
final class TapModel: Stepper {
    let steps = PublishRelay<any Step>()
    func tap(_ step: BookStep) { steps.accept(step) }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class BookFlow: Flow {
    let stack = FlowStack<BookRoute>()
    var root: any Presentable { stack }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? BookStep else { return .none }
        switch step {
        case .booksAreRequired:
            return .route(stack.push(.books, viewModel: TapModel()))
        case .bookIsPicked(let title):
            return .route(stack.push(.book(title: title), viewModel: TapModel()))
        case .reviewsAreRequired(let title):
            return .route(stack.present(.reviews(title: title), style: .sheet, viewModel: TapModel()))
        case .reviewsAreDone:
            stack.dismiss()
            return .none
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor func run() {
    let flow = BookFlow()
    let coordinator = FlowCoordinator()
    flow.stack.show()  // the app's root stack, as its window shows it
    coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: BookStep.booksAreRequired))

    // What a view does when the user taps: its route's view model emits a step.
    func tap(_ step: BookStep) {
        (flow.stack.visibleRoute as? FlowRoute<BookRoute>)?.viewModel(as: TapModel.self)?.tap(step)
    }
    tap(.bookIsPicked(title: "Dune"))
    tap(.reviewsAreRequired(title: "Dune"))
    print(flow.stack.render())

    // The user swipes the sheet down, then goes back: SwiftUI writes the bindings, and the
    // routes that left are dismissed, their view models released.
    flow.stack.setPresentation(nil, at: 0, style: .sheet)
    flow.stack.path = []
    print(flow.stack.render())
    withExtendedLifetime(coordinator) {}
}

if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) { run() }

#if canImport(SwiftUI)
    import SwiftUI

    /// The app's view of the flow (compiled where SwiftUI exists): each route's view, built from
    /// its value and its view model; the stack decides everything else.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    struct BooksView: View {
        let flow: BookFlow

        var body: some View {
            FlowStackView(flow.stack) { route in
                let model = route.viewModel(as: TapModel.self)
                switch route.value {
                case .books:
                    Button("Dune") { model?.tap(.bookIsPicked(title: "Dune")) }
                case .book(let title):
                    Button("Reviews of \(title)") { model?.tap(.reviewsAreRequired(title: title)) }
                case .reviews(let title):
                    Button("Close the reviews of \(title)") { model?.tap(.reviewsAreDone) }
                }
            }
        }
    }
#endif
