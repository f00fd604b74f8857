import Logging
import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// Alerts: presented over a visible presenter; a tap dismisses, then runs the handler.
@MainActor
struct AlertControllerTests {
    /// Where the window's screens, and here the screens outside it, log their misuses.
    let logs = LogCapture()
    let window: Window
    let screen = ViewController()

    init() {
        window = Window(logger: logs.logger)
        screen.title = "Home"
        window.rootViewController = screen
        window.makeKeyAndVisible()
    }

    @Test func tappingAnActionDismissesTheAlertThenRunsItsHandler() {
        var events: [String] = []
        let alert = AlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            AlertAction(title: "Delete", style: .destructive) { [screen] action in
                events.append("\(action.title ?? "") presented=\(screen.presentedViewController != nil)")
            })
        screen.present(alert, animated: true)
        #expect(screen.isVisible)  // an alert leaves its presenter visible
        #expect(alert.isVisible)
        let dismissed = PublisherProbe(alert.rxDismissed)

        #expect(alert.tapAction(titled: "Delete"))
        #expect(events == ["Delete presented=false"])
        #expect(dismissed.values.count == 1)
        #expect(screen.presentedViewController == nil)
        #expect(window.warnings.isEmpty)
    }

    /// UIKit ignores a presentation style set on a `UIAlertController` (it keeps its own, and
    /// reads back `.custom`): an alert set to `.fullScreen` still leaves its presenter visible.
    @Test(arguments: [AlertController.Style.alert, .actionSheet])
    func anAlertKeepsItsPresentationStyle(_ style: AlertController.Style) {
        let alert = AlertController(title: "Hi", message: nil, preferredStyle: style)
        alert.modalPresentationStyle = .fullScreen
        #expect(alert.modalPresentationStyle == .automatic)
        screen.present(alert, animated: false)
        #expect(screen.isVisible)
        #expect(alert.isVisible)
        #expect(window.warnings.isEmpty)
    }

    @Test func anAlertIsRenderedWithItsMessageAndActions() {
        let alert = AlertController(title: "Sign out?", message: "See you soon.", preferredStyle: .actionSheet)
        alert.addAction(AlertAction(title: "Sign out", style: .destructive))
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        screen.present(alert, animated: false)
        #expect(
            window.render() == """
                Window (key)
                - ViewController "Home" [visible]
                  presented (automatic):
                    - AlertController "Sign out?" [visible] {action sheet} {message: "See you soon."} \
                {actions: "Sign out" (destructive), "Cancel" (cancel)}
                """)
    }

    @Test func tapsThatCannotHappenAreIgnored() {
        var handled = 0
        let alert = AlertController(title: "Hi", message: nil)
        let ok = AlertAction(title: "OK", style: .default) { _ in handled += 1 }
        alert.addAction(ok)
        // Not presented: nobody can tap it (outside any window, it logs to `Logger.current`).
        #expect(!withLogger(logs.logger) { _ in alert.tap(ok) })
        screen.present(alert, animated: false)
        #expect(!alert.tap(AlertAction(title: "Other", style: .default)))
        #expect(!alert.tapAction(titled: "Missing"))
        ok.isEnabled = false
        #expect(!alert.tap(ok))
        #expect(handled == 0)
        #expect(alert.warnings.map(\.kind) == [.unsupported, .unsupported, .unsupported])
        #expect(logs.messages(at: .error) == alert.warnings.map(\.message))
        #expect(screen.presentedViewController === alert)
    }

    @Test func aStepFromTheHandlerIsNavigatedByThePresentersFlow() {
        let flow = AlertFlow()
        let coordinator = FlowCoordinator()
        let window = Window()
        window.rootViewController = flow.navigation
        window.makeKeyAndVisible()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: AlertStep.start))
        withExtendedLifetime(coordinator) {
            flow.model.steps.accept(AlertStep.confirm)
            let alert = flow.navigation.presentedViewController as? AlertController
            #expect(alert?.tapAction(titled: "Yes") == true)
            #expect(flow.navigation.viewControllers.map(\.title) == ["Home", "Confirmed"])
        }
    }
}

private enum AlertStep: Step {
    case start, confirm, confirmed
}

private final class AlertModel: Stepper {
    let steps = PublishRelay<any Step>()
}

private final class AlertFlow: Flow {
    let navigation = NavigationController()
    let model = AlertModel()
    var root: any Presentable { navigation }

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? AlertStep {
        case .start:
            let home = ViewController()
            home.title = "Home"
            navigation.pushViewController(home, animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: home, withNextStepper: model))
        case .confirm:
            let alert = AlertController(title: "Sure?", message: nil, preferredStyle: .alert)
            alert.addAction(
                AlertAction(title: "Yes", style: .default) { [model] _ in model.steps.accept(AlertStep.confirmed) })
            alert.addAction(AlertAction(title: "No", style: .cancel))
            navigation.present(alert, animated: true)
            return .none
        case .confirmed:
            let screen = ViewController()
            screen.title = "Confirmed"
            navigation.pushViewController(screen, animated: true)
            return .none
        case nil:
            return .none
        }
    }
}
