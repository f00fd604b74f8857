import RxFlow
import RxFlowHeadless

// The original RxFlow usage guideline's `AppFlow` and `SigninFlow`, ported mechanically: `UIWindow` becomes
// `Window`, `UINavigationController` becomes `NavigationController`. The chapter's
// `RxController` screens become screens conforming to the app's own `ViewModelBased` (the
// RxFlow demo's protocol, declared below as an app declares it) bridged to `SteppingScreen`:
// this module declaring a `ViewModelBased` and importing RxFlowHeadless must compile.

/// The app's view model marker, as in the RxFlow demo.
protocol ViewModel {}

/// The app's own protocol, as in the RxFlow demo (`StoryboardBased` screens get their view
/// model after instantiation, hence the implicitly unwrapped optional).
@MainActor
protocol ViewModelBased: AnyObject {
    associatedtype ViewModelType: ViewModel
    var viewModel: ViewModelType! { get set }
}

// The one edit a port needs for the shorthands: the app's protocol names the stepper.
extension ViewModelBased where ViewModelType: Stepper {
    var stepper: any Stepper { viewModel }
}

enum AppStep: Step {
    case start
    case signinIsRequired
    case childOnNavigation
}

final class AppFlow: Flow {
    var root: any Presentable {
        return rootWindow
    }

    private let rootWindow: Window

    private(set) lazy var navigationController = NavigationController()

    init(window: Window) {
        rootWindow = window
        rootWindow.rootViewController = navigationController
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard let appStep = step as? AppStep else {
            return .none
        }
        switch appStep {
        case .start:
            let infoViewController = InfoViewController(viewModel: InfoViewModel())
            navigationController.pushViewController(infoViewController, animated: false)
            return .viewController(infoViewController)
        case .signinIsRequired:
            let signinFlow = SigninFlow()
            Flows.use(signinFlow, when: .created) { [unowned self] (root: ViewController) in
                // Full screen, as on the iOS 12 the guideline targeted: the tests check covering.
                root.modalPresentationStyle = .fullScreen
                self.navigationController.present(root, animated: true)
            }
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: signinFlow, withNextStepper: OneStepper(withSingleStep: SigninStep.start)))
        case .childOnNavigation:
            guard let menuViewController = navigationController.topViewController as? InfoViewController else {
                return .none
            }
            let infoViewController = InfoViewController(viewModel: InfoViewModel())
            let navigationController = NavigationController(rootViewController: infoViewController)
            menuViewController.present(navigationController, animated: true)
            return .navigationController(navigationController)
        }
    }
}

final class InfoViewModel: ViewModel, Stepper {
    let steps = PublishRelay<any Step>()

    func signin() { steps.accept(AppStep.signinIsRequired) }
    func openChild() { steps.accept(AppStep.childOnNavigation) }
}

final class InfoViewController: ViewController, ViewModelBased, SteppingScreen {
    var viewModel: InfoViewModel!

    init(viewModel: InfoViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Info"
    }
}

enum SigninStep: Step {
    case start
    case signup
    case signupIsComplete
}

final class SigninFlow: Flow {
    var root: any Presentable {
        return signinViewController
    }

    private(set) lazy var signinViewController = SigninViewController()

    func navigate(to step: any Step) -> FlowContributors {
        guard let sininStep = step as? SigninStep else {
            return .none
        }
        switch sininStep {
        case .start:
            return .viewController(signinViewController)
        case .signup:
            let signupViewController = SignupViewController(viewModel: .init())
            signupViewController.modalPresentationStyle = .fullScreen
            signinViewController.present(signupViewController, animated: true)
            return .viewController(signupViewController)
        case .signupIsComplete:
            guard let signupViewController = signinViewController.presentedViewController as? SignupViewController
            else {
                return .none
            }
            signupViewController.dismiss(animated: true)
            return .none
        }
    }
}

final class SigninViewModel: ViewModel, Stepper {
    let steps = PublishRelay<any Step>()

    func signup() { steps.accept(SigninStep.signup) }
}

final class SigninViewController: ViewController, ViewModelBased, SteppingScreen {
    var viewModel: SigninViewModel! = SigninViewModel()

    override init() {
        super.init()
        title = "Sign in"
    }
}

final class SignupViewModel: ViewModel, Stepper {
    let steps = PublishRelay<any Step>()

    func signup() {
        // Sign up related code here...

        // Back to signin
        steps.accept(SigninStep.signupIsComplete)
    }
}

final class SignupViewController: ViewController, ViewModelBased, SteppingScreen {
    var viewModel: SignupViewModel!

    init(viewModel: SignupViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Sign up"
    }
}
