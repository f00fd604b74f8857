import RxFlow
import RxFlowHeadless

/// The settings, with a "Done" button.
final class SettingsScreen: ViewController, StoryboardBased, ViewModelBased, SteppingScreen {
    var viewModel: SettingsViewModel!
    private var cancellables = Set<AnyCancellable>()

    override init() {
        super.init()
        title = "Settings"
    }

    override func viewDidLoad() {
        let done = BarButtonItem(title: "Done")
        navigationItem.rightBarButtonItem = done
        done.rx.tap.map { AppStep.settingsAreComplete }.bind(to: viewModel.steps).store(in: &cancellables)
    }
}

/// The settings' view model.
final class SettingsViewModel: ViewModel, Stepper {
    let steps = PublishRelay<any Step>()
}
