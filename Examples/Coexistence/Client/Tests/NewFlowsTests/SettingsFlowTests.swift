import NewFlows
import RxFlowTesting
import SwiftRxFlow
import Testing

/// A moved flow is tested with swift-rxflow's test kit, as any other: its old parent is a
/// relay the test reads.
@MainActor @Test func theSettingsShowAboutAndForwardDoneToTheOldParent() async {
    let parentSteps = PublishRelay<any Step>()
    var forwarded: [AppStep] = []
    let forwarding = parentSteps.sink { step in
        if let step = step as? AppStep { forwarded.append(step) }
    }
    let store = FlowTestStore(
        flow: SettingsFlow(parentSteps: parentSteps), stepper: OneStepper(withSingleStep: AppStep.settingsAreRequired))
    await store.receive(SettingsFlow.self, AppStep.settingsAreRequired)
    store.visibleScreen(as: SettingsScreen.self)?.viewModel.about()
    await store.receive(SettingsFlow.self, AppStep.aboutIsRequired)
    store.deepLink(AppStep.settingsAreComplete)
    await store.receive(SettingsFlow.self, AppStep.settingsAreComplete)
    #expect(forwarded == [.settingsAreComplete])
    await store.finish()
    forwarding.cancel()
}
