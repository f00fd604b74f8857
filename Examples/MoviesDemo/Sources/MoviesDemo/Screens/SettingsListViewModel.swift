import RxFlow

/// The settings' primary column.
@MainActor
final class SettingsListViewModel: Stepper {
    let steps = PublishRelay<any Step>()

    func apiKey() { steps.accept(DemoStep.settingsApiKeyIsRequired) }
    func about() { steps.accept(DemoStep.aboutIsRequired) }
    func logOut() { steps.accept(DemoStep.logoutIsRequired) }
    func done() { steps.accept(DemoStep.settingsAreComplete) }
}
