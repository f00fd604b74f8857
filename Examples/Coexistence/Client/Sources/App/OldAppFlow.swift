import NewFlows
import RxFlow
import RxFlowHeadless

/// A flow still on RxFlow 2.x, unchanged but for the settings, which it now opens as a moved
/// flow: it shows the moved flow's root and listens to what the moved flow forwards. On the
/// main actor, as the screens it drives (`@preconcurrency`: RxFlow 2.x's `Flow` is not).
@MainActor
final class OldAppFlow: @preconcurrency Flow {
    var root: Presentable { rootViewController }
    let rootViewController = NavigationController()
    private let newHalf: NewHalf
    private(set) var navigated: [String] = []

    init(newHalf: NewHalf) {
        self.newHalf = newHalf
    }

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? AppStep else { return .none }
        navigated.append("OldAppFlow \(step)")
        switch step {
        case .home:
            let screen = ViewController()
            screen.title = "Home"
            rootViewController.pushViewController(screen, animated: false)
            return .none
        case .settingsAreRequired:
            let settings = newHalf.startSettings()
            rootViewController.present(settings.root, animated: false)
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: settings.root, withNextStepper: settings.parentSteps))
        case .settingsAreComplete:
            // Dismissing the moved flow's root ends the moved flow.
            rootViewController.dismiss(animated: false)
            return .none
        case .aboutIsRequired:
            return .none
        }
    }
}
