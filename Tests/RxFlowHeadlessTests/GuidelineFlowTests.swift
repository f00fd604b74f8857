import RxFlow
import RxFlowHeadless
import XCTest

/// The guideline chapter's `AppFlow` on a `Window`, its `SigninFlow`, and the
/// `.viewController(_:)` / `.navigationController(_:)` shorthands.
@MainActor
final class GuidelineFlowTests: XCTestCase {
    private var window: Window!
    private var appFlow: AppFlow!
    private var coordinator: FlowCoordinator!

    override func setUp() async throws {
        window = Window()
        coordinator = FlowCoordinator()
        // The chapter's `coordinate(to:)`: coordinate, then make the window key.
        appFlow = AppFlow(window: window)
        coordinator.coordinate(flow: appFlow, with: OneStepper(withSingleStep: AppStep.start))
        window.makeKeyAndVisible()
    }

    private var info: InfoViewController { appFlow.navigationController.viewControllers[0] as! InfoViewController }

    func testAppFlowStartsOnTheWindow() async {
        XCTAssertTrue(info.isVisible)
        XCTAssertEqual(
            window.render(),
            """
            Window (key)
            - NavigationController [visible]
              - InfoViewController "Info" (top) [visible]
            """)
    }

    func testSignupIsPresentedModallyAndDismissedWhenComplete() async {
        info.viewModel.signin()
        let signin = appFlow.navigationController.presentedViewController as! SigninViewController
        XCTAssertTrue(signin.isVisible)
        XCTAssertFalse(info.isVisible)

        weak var signupScreen: SignupViewController?
        weak var signupModel: SignupViewModel?
        do {
            signin.viewModel.signup()
            let signup = signin.presentedViewController as! SignupViewController
            signupScreen = signup
            signupModel = signup.viewModel
            XCTAssertTrue(signup.isVisible)
            XCTAssertFalse(signin.isVisible)

            signin.viewModel.signup()  // covered: ignored
            XCTAssertEqual(signin.warnings, [])
            XCTAssertEqual(
                window.render(),
                """
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
        XCTAssertNil(signupScreen)
        XCTAssertNil(signupModel)
        XCTAssertTrue(signin.isVisible)
        XCTAssertNil(signin.presentedViewController)

        signin.viewModel.signup()  // visible again: navigates
        XCTAssertTrue(signin.presentedViewController is SignupViewController)
    }

    func testThePresentedSigninFlowEndsAndIsReleasedWhenItsRootIsDismissed() async {
        weak var signin: SigninViewController?
        weak var signinModel: SigninViewModel?
        do {
            info.viewModel.signin()
            let screen = appFlow.navigationController.presentedViewController as! SigninViewController
            signin = screen
            signinModel = screen.viewModel
        }
        appFlow.navigationController.dismiss(animated: true)
        XCTAssertNil(signin)
        XCTAssertNil(signinModel)
        XCTAssertTrue(info.isVisible)
    }

    func testNavigationControllerShorthandTiesItsRootViewModelToThePresentedStack() async {
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
            XCTAssertEqual(info.warnings.map(\.kind), [.alreadyPresenting])
        }
        presented?.topViewController?.dismiss(animated: true)
        XCTAssertNil(presented)
        XCTAssertNil(root)
        XCTAssertNil(model)
        XCTAssertTrue(info.isVisible)
    }

    func testShorthandsBuildTheExpectedContributors() async {
        let screen = InfoViewController(viewModel: InfoViewModel())
        guard
            case .one(.contribute(let presentable, let stepper, false, false)) = FlowContributors.viewController(screen)
        else { return XCTFail("expected one contribution") }
        XCTAssertTrue(presentable === screen)
        XCTAssertTrue((stepper as? InfoViewModel) === screen.viewModel)

        let navigation = NavigationController(rootViewController: screen)
        guard
            case .one(.contribute(let nextPresentable, let nextStepper, _, _)) = FlowContributors.navigationController(
                navigation)
        else { return XCTFail("expected one contribution") }
        XCTAssertTrue(nextPresentable === navigation)
        XCTAssertTrue((nextStepper as? InfoViewModel) === screen.viewModel)

        guard
            case .none = FlowContributors.navigationController(
                NavigationController(rootViewController: ViewController()))
        else { return XCTFail("a root without view model contributes nothing") }
    }
}
