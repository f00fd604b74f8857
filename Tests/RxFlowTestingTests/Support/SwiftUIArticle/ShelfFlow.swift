import RxFlow
import RxFlowSwiftUI

/// Tabs: the article's `BookFlow` on its stack, and a profile that is a screen of its own.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class ShelfFlow: Flow {
    let tabs = FlowTabs<ShelfTab>()
    var root: any Presentable { tabs }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? ShelfStep else { return .none }
        switch step {
        case .shelfIsReady:
            let books = BookFlow()
            tabs.add(.books, stack: books.stack)
            let profileModel = ScreenModel()
            let profile = tabs.add(.profile, viewModel: profileModel)
            return .multiple(flowContributors: [
                .contribute(
                    withNextPresentable: books, withNextStepper: OneStepper(withSingleStep: BookStep.booksAreRequired)),
                .contribute(withNextPresentable: profile, withNextStepper: profileModel),
            ])
        case .profileIsLinked:
            // A deep link selects the tab at once; the user's switch is a write of `selection`.
            tabs.select(.profile, animated: false)
            return .none
        }
    }
}

enum ShelfTab: Hashable {
    case books
    case profile
}

enum ShelfStep: Step {
    case shelfIsReady
    case profileIsLinked
}
