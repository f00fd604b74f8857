import Logging
import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// The original RxFlow usage guideline's `AppFlow` on a `Window`, its `SigninFlow`, and the
/// `.viewController(_:)` / `.navigationController(_:)` shorthands.
@MainActor
struct GuidelineFlowTests {
    /// The window's log: the misuses its screens receive.
    private let logs = LogCapture()
    private let window: Window
    private let appFlow: AppFlow
    private let coordinator: FlowCoordinator

    init() {
        window = Window(logger: logs.logger)
        coordinator = FlowCoordinator()
        // The guideline's `coordinate(to:)`: coordinate, then make the window key.
        appFlow = AppFlow(window: window)
        coordinator.coordinate(flow: appFlow, with: OneStepper(withSingleStep: AppStep.start))
        window.makeKeyAndVisible()
    }

    private var info: InfoViewController { appFlow.navigationController.viewControllers[0] as! InfoViewController }

    @Test func appFlowStartsOnTheWindow() {
        #expect(info.isVisible)
        #expect(
            window.render() == """
                Window (key)
                - NavigationController [visible]
                  - InfoViewController "Info" (top) [visible]
                """)
    }

    @Test func signupIsPresentedModallyAndDismissedWhenComplete() {
        info.viewModel.signin()
        let signin = appFlow.navigationController.presentedViewController as! SigninViewController
        #expect(signin.isVisible)
        #expect(!info.isVisible)

        weak var signupScreen: SignupViewController?
        weak var signupModel: SignupViewModel?
        do {
            signin.viewModel.signup()
            let signup = signin.presentedViewController as! SignupViewController
            signupScreen = signup
            signupModel = signup.viewModel
            #expect(signup.isVisible)
            #expect(!signin.isVisible)

            signin.viewModel.signup()  // covered: ignored
            #expect(signin.warnings == [])
            #expect(
                window.render() == """
                    Window (key)
                    - NavigationController
                      - InfoViewController "Info" (top)
                      presented (fullScreen):
                        - SigninViewController "Sign in"
                          presented (fullScreen):
                            - SignupViewController "Sign up" [visible]
                    """)
            signup.viewModel.signup()
        }
        #expect(signupScreen == nil)
        #expect(signupModel == nil)
        #expect(signin.isVisible)
        #expect(signin.presentedViewController == nil)

        signin.viewModel.signup()  // visible again: navigates
        #expect(signin.presentedViewController is SignupViewController)
    }

    @Test func thePresentedSigninFlowEndsAndIsReleasedWhenItsRootIsDismissed() {
        weak var signin: SigninViewController?
        weak var signinModel: SigninViewModel?
        do {
            info.viewModel.signin()
            let screen = appFlow.navigationController.presentedViewController as! SigninViewController
            signin = screen
            signinModel = screen.viewModel
        }
        appFlow.navigationController.dismiss(animated: true)
        #expect(signin == nil)
        #expect(signinModel == nil)
        #expect(info.isVisible)
    }

    @Test func navigationControllerShorthandTiesItsRootViewModelToThePresentedStack() {
        weak var presented: NavigationController?
        weak var root: InfoViewController?
        weak var model: InfoViewModel?
        do {
            info.viewModel.openChild()
            let navigation = info.presentedViewController as! NavigationController
            presented = navigation
            root = navigation.viewControllers[0] as? InfoViewController
            model = root?.viewModel

            // The root screen's view model steps in the app flow while the stack is shown (the
            // flow then presents on the info screen, which already presents: UIKit ignores that).
            model?.openChild()
            #expect(info.warnings.map(\.kind) == [.alreadyPresenting])
            #expect(logs.messages(at: .error) == info.warnings.map(\.message))
        }
        presented?.topViewController?.dismiss(animated: true)
        #expect(presented == nil)
        #expect(root == nil)
        #expect(model == nil)
        #expect(info.isVisible)
    }

    @Test func shorthandsBuildTheExpectedContributors() {
        let screen = InfoViewController(viewModel: InfoViewModel())
        guard
            case .one(.contribute(let presentable, let stepper, false, false)) = FlowContributors.viewController(screen)
        else {
            Issue.record("expected one contribution")
            return
        }
        #expect(presentable === screen)
        #expect((stepper as? InfoViewModel) === screen.viewModel)

        let navigation = NavigationController(rootViewController: screen)
        guard
            case .one(.contribute(let nextPresentable, let nextStepper, _, _)) = FlowContributors.navigationController(
                navigation)
        else {
            Issue.record("expected one contribution")
            return
        }
        #expect(nextPresentable === navigation)
        #expect((nextStepper as? InfoViewModel) === screen.viewModel)

        guard
            case .none = FlowContributors.navigationController(
                NavigationController(rootViewController: ViewController()))
        else {
            Issue.record("a root without view model contributes nothing")
            return
        }
    }
}
