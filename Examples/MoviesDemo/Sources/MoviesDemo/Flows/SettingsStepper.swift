import RxFlow

/// Starts the settings flow.
final class SettingsStepper: OneStepper {
    init() {
        super.init(withSingleStep: DemoStep.settingsAreRequired)
    }
}
