import RxFlow

/// The API key setting. Changing it navigates nowhere: it only changes the state.
@MainActor
final class SettingsApiKeyViewModel: Stepper {
    let steps = PublishRelay<any Step>()
    private let services: AppServices

    init(services: AppServices) {
        self.services = services
    }

    var apiKey: String? { services.apiKey }

    func useDemoKey() { services.setApiKey(AppServices.demoApiKey) }
    func clearKey() { services.setApiKey(nil) }
}
