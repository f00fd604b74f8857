import RxFlow
import RxFlowSwiftUI

/// The app in compact width: a tab per list, each a `ListFlow` on its own stack. A deep link
/// to a movie selects its list's tab without animation (the list's flow pushes the movie).
final class TabsFlow: Flow {
    let library: Library
    let tabs = FlowTabs<MovieList>()
    var root: any Presentable { tabs }

    init(library: Library) {
        self.library = library
    }

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? AppStep {
        case .appIsReady:
            let flows = MovieList.allCases.map { ListFlow(list: $0, library: library) }
            for flow in flows { tabs.add(flow.list, stack: flow.stack) }
            return .multiple(
                flowContributors: flows.map { flow in
                    .contribute(
                        withNextPresentable: flow,
                        withNextStepper: OneStepper(withSingleStep: AppStep.listIsRequired(flow.list)))
                })
        case .movieIsLinked(let id):
            if let list = library.list(holding: id) { tabs.select(list, animated: false) }
            return .none
        default:
            return .none
        }
    }
}
