import RxFlow
import RxFlowSwiftUI

// The SwiftUI article's flow, as `Snippets/SwiftUIStack.swift` has it (`SwiftUIArticleTests`
// checks that they are the same), so that the article's test runs the snippet's code.

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
