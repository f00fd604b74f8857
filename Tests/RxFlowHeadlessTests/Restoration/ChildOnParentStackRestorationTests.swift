import Foundation
import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// A child flow that pushes its screens on its parent's stack (its root is the parent's
/// navigation controller, as in RxFlow's apps) and whose restoration stops.
@MainActor
struct ChildOnParentStackRestorationTests {
    /// The stack holds the child's screens, so its depth is deeper than what was rebuilt: the
    /// stop says why, and the report does not name the stack as well.
    @Test func aStopInTheChildDoesNotReportTheParentsStack() throws {
        let app = ReaderApp()
        app.coordinator.coordinate(flow: app.flow, with: OneStepper(withSingleStep: ReaderStep.library))
        app.front?.viewModel.steps.accept(ReaderStep.read)
        app.front?.viewModel.steps.accept(ReaderStep.page(2))
        #expect(app.flow.navigationController.viewControllers.map(\.title) == ["Library", "Page 1", "Page 2"])
        var json = try #require(
            JSONSerialization.jsonObject(with: JSONEncoder().encode(app.coordinator.navigationSnapshot()))
                as? [String: Any])
        // The child's last step is a case the app no longer has.
        var root = try #require(json["root"] as? [String: Any])
        var navigations = try #require(root["navigations"] as? [[String: Any]])
        var children = try #require(navigations[1]["children"] as? [[String: Any]])
        var child = try #require(children[0]["flow"] as? [String: Any])
        var pages = try #require(child["navigations"] as? [[String: Any]])
        var step = try #require(pages.last?["step"] as? [String: Any])
        step["value"] = #"{"gone":{}}"#
        pages[pages.count - 1]["step"] = step
        child["navigations"] = pages
        children[0]["flow"] = child
        navigations[1]["children"] = children
        root["navigations"] = navigations
        json["root"] = root
        let snapshot = try JSONDecoder().decode(
            NavigationSnapshot.self, from: JSONSerialization.data(withJSONObject: json))

        let restored = ReaderApp()
        let report = try restored.coordinator.coordinate(
            flow: restored.flow, with: OneStepper(withSingleStep: ReaderStep.library), restoringFrom: snapshot)
        #expect(report.stop?.reason == .stepNotReadable("RxFlowHeadlessTests.ReaderStep has no case gone"))
        #expect(report.navigationsReplayed == 3)
        #expect(report.statesNotApplied == [], "\(report)")
        #expect(restored.flow.navigationController.viewControllers.map(\.title) == ["Library", "Page 1"])
    }
}

enum ReaderStep: Step, Codable {
    case library
    case read
    case page(Int)
}

/// A window showing a `LibraryFlow`.
@MainActor
private final class ReaderApp {
    let logs = LogCapture()
    let window: Window
    let coordinator: FlowCoordinator
    let flow = LibraryFlow()

    init() {
        window = Window(logger: logs.logger)
        coordinator = FlowCoordinator(
            logger: logs.logger, leakDetection: .disabled, restoration: NavigationRestoration(steps: ReaderStep.self))
        window.rootViewController = flow.navigationController
        window.makeKeyAndVisible()
    }

    var front: ShopItemScreen? { flow.navigationController.topViewController as? ShopItemScreen }
}

/// A stack whose `.read` starts a `PagesFlow` on the same stack.
private final class LibraryFlow: Flow {
    let navigationController = NavigationController()
    var root: any Presentable { navigationController }

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? ReaderStep {
        case .library:
            let screen = ShopItemScreen("Library")
            navigationController.pushViewController(screen, animated: false)
            return .viewController(screen)
        case .read:
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: PagesFlow(navigationController: navigationController),
                    withNextStepper: OneStepper(withSingleStep: ReaderStep.page(1))))
        default:
            return .none
        }
    }
}

/// Pushes pages on the stack it is given, which is its root.
private final class PagesFlow: Flow {
    let navigationController: NavigationController
    var root: any Presentable { navigationController }

    init(navigationController: NavigationController) {
        self.navigationController = navigationController
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard case .page(let number) = step as? ReaderStep else { return .none }
        let screen = ShopItemScreen("Page \(number)")
        navigationController.pushViewController(screen, animated: false)
        return .viewController(screen)
    }
}
