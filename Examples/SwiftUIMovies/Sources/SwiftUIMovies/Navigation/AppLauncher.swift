import Foundation
import RxFlow
import RxFlowSwiftUI

/// How the app lays out its two lists: a tab view (compact width, as on iPhone), or a split
/// view (regular width: iPad, Mac), which collapses into one stack if the width becomes
/// compact.
enum AppLayout: Sendable {
    case tabs
    case split
}

/// Owns the coordinator, the library and the app's root flow for `layout`, and starts it,
/// afresh or where the user was when the app last left the foreground.
@MainActor
final class AppLauncher {
    /// Snapshots may hold the app's steps: the navigation can be kept and restored.
    let coordinator = FlowCoordinator(restoration: NavigationRestoration(steps: AppStep.self))
    let library = Library()
    let layout: AppLayout
    private(set) var tabsFlow: TabsFlow?
    private(set) var splitFlow: SplitFlow?

    init(layout: AppLayout) {
        self.layout = layout
    }

    /// Shows the root (the window shows it) and navigates the first step, or restores the
    /// navigation `data` holds (what `sceneStorageData()` gave when the app last left the
    /// foreground). Data of the other layout, or of no use, starts afresh. Returns what was
    /// restored, if anything.
    @discardableResult
    func start(restoringFrom data: Data? = nil) -> RestorationReport? {
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
        return coordinator.coordinate(
            flow: flow, with: OneStepper(withSingleStep: AppStep.appIsReady), restoringFromSceneStorage: data)
    }

    /// The navigation to keep when the app leaves the foreground.
    func sceneStorageData() -> Data? {
        coordinator.sceneStorageData()
    }

    /// A deep link, e.g. from a URL the app opens.
    func open(_ step: AppStep) {
        coordinator.navigate(to: step)
    }
}
