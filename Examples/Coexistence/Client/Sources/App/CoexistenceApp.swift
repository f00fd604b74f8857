import Foundation
import NewFlows
import RxFlow
import RxFlowHeadless

/// The app, midway through its move: RxFlow 2.x's coordinator on the old app flow, which opens
/// the settings, a flow moved to swift-rxflow, in the same window. It checks its own journey and
/// exits 1 if it went otherwise.
@main
enum CoexistenceApp {
    @MainActor
    static func main() {
        let window = Window()
        let newHalf = NewHalf()
        var journey: [String] = []
        newHalf.onNavigation { journey.append($0) }
        let appFlow = OldAppFlow(newHalf: newHalf)
        window.rootViewController = appFlow.rootViewController
        window.makeKeyAndVisible()

        let coordinator = FlowCoordinator()  // RxFlow 2.x's
        coordinator.coordinate(flow: appFlow, with: OneStepper(withSingleStep: AppStep.home))
        coordinator.navigate(to: AppStep.settingsAreRequired)
        // A deep link reaches both halves.
        coordinator.navigate(to: AppStep.aboutIsRequired)
        newHalf.navigate(to: .aboutIsRequired)
        print(window.render())
        // The user goes back from "About" and taps "Done": the moved flow tells its old parent,
        // which dismisses it.
        let settings = appFlow.rootViewController.presentedViewController as? NavigationController
        settings?.popViewController(animated: false)
        (settings?.topViewController as? SettingsScreen)?.viewModel.done()
        print(window.render())

        let expectedOld = [
            "OldAppFlow home", "OldAppFlow settingsAreRequired", "OldAppFlow aboutIsRequired",
            "OldAppFlow settingsAreComplete",
        ]
        let expectedNew = [
            "SettingsFlow settingsAreRequired", "SettingsFlow aboutIsRequired", "SettingsFlow settingsAreComplete",
        ]
        print("old flows navigated: \(appFlow.navigated)")
        print("new flows navigated: \(journey)")
        guard appFlow.navigated == expectedOld, journey == expectedNew,
            appFlow.rootViewController.presentedViewController == nil
        else {
            print("unexpected journey: expected \(expectedOld) and \(expectedNew), the settings dismissed")
            exit(1)
        }
        print("both halves navigated as expected")
    }
}
