import RxFlowHeadless
import SwiftRxFlow

/// The settings screen.
public final class SettingsScreen: ViewController, ScreenWithViewModel {
    /// The screen's stepper.
    public let viewModel: SettingsViewModel

    init(viewModel: SettingsViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Settings"
    }
}
