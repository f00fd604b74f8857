import RxFlow

/// How the app lays out its two lists: a tab view (compact width, as on iPhone), or a split
/// view (regular width: iPad, Mac), which collapses into one stack if the width becomes
/// compact.
enum AppLayout: Sendable {
    case tabs
    case split
}

/// Owns the coordinator, the library and the app's root flow for `layout`, and starts it.
@MainActor
final class AppLauncher {
    let coordinator = FlowCoordinator()
    let library = Library()
    let layout: AppLayout
    private(set) var tabsFlow: TabsFlow?
    private(set) var splitFlow: SplitFlow?

    init(layout: AppLayout) {
        self.layout = layout
    }

    /// Shows the root (the window shows it) and navigates the first step.
    func start() {
        let flow: any Flow
        switch layout {
        case .tabs:
            let tabs = TabsFlow(library: library)
            tabs.tabs.show()
            (tabsFlow, flow) = (tabs, tabs)
        case .split:
            let split = SplitFlow(library: library)
            split.split.show()
            (splitFlow, flow) = (split, split)
        }
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: AppStep.appIsReady))
    }

    /// A deep link, e.g. from a URL the app opens.
    func open(_ step: AppStep) {
        coordinator.navigate(to: step)
    }
}
