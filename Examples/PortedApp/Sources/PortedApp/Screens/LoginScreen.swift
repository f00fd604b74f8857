import RxFlow
import RxFlowHeadless

/// The login: a "Log in" button.
final class LoginScreen: ViewController, StoryboardBased, ViewModelBased, SteppingScreen {
    var viewModel: LoginViewModel!
    private var cancellables = Set<AnyCancellable>()

    override init() {
        super.init()
        title = "Login"
    }

    override func viewDidLoad() {
        let logIn = BarButtonItem(title: "Log in")
        navigationItem.rightBarButtonItem = logIn
        logIn.rx.tap.map { AppStep.userIsLoggedIn }.bind(to: viewModel.steps).store(in: &cancellables)
    }
}

/// The login's view model.
final class LoginViewModel: ViewModel, Stepper {
    let steps = PublishRelay<any Step>()
}
