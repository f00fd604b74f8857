import Dispatch
import Foundation
import RxFlow
import RxFlowHeadless
import Testing

/// The porting guide's examples (the README's table, the "Migrating from RxFlow 2.x"
/// article) do what the guide says.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct PortingExampleTests {
    @Test func barButtonsReachTheStepperThroughAClosureAndABinding() {
        let screen = ProfileViewController()
        screen.viewModel = ProfileViewModel()
        var steps: [DemoStep] = []
        let listening = screen.viewModel.steps.sink { if let step = $0 as? DemoStep { steps.append(step) } }
        screen.loadViewIfNeeded()
        screen.navigationItem.barButtonItem(titled: "Settings")?.tap()
        screen.navigationItem.barButtonItem(titled: "Logout")?.tap()
        #expect(steps.map { "\($0)" } == ["settingsAreRequired", "loginIsRequired"])
        #expect((FlowContributors.viewController(screen).stepperForTest as? ProfileViewModel) === screen.viewModel)
        listening.cancel()
    }

    @Test func aDelayOnTheMainQueueFiresUnderSwiftTest() async {
        let splash = SplashViewModel()
        var received: [DemoStep] = []
        let listening = splash.steps.sink { step in
            MainActor.assumeIsolated { if let step = step as? DemoStep { received.append(step) } }
        }
        splash.start(after: .milliseconds(10))
        let deadline = ContinuousClock.now + .seconds(300)
        while received.isEmpty, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(5)) }
        #expect(received.map { "\($0)" } == ["dashboardIsRequired"])
        listening.cancel()
    }

    @Test func theServicePublishesTheSettingItWrites() throws {
        let suite = "rxflow-readme-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let preferences = PreferencesService(defaults: defaults)
        var keys: [String?] = []
        let listening = preferences.apiKey.sink { keys.append($0) }
        preferences.setApiKey("secret")
        #expect(keys == [nil, "secret"])
        #expect(defaults.string(forKey: "apiKey") == "secret")
        listening.cancel()
    }
}

extension FlowContributors {
    /// The stepper of a single contribution, nil otherwise.
    @MainActor fileprivate var stepperForTest: (any Stepper)? {
        guard case .one(.contribute(_, let stepper, _, _)) = self else { return nil }
        return stepper
    }
}
