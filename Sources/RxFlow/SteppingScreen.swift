/// A screen that names the stepper emitting its steps (usually its view model): what the
/// `FlowContributors.viewController(_:)` and `.navigationController(_:)` shorthands of
/// `RxFlowHeadless` and `RxFlowUIKit` contribute.
///
/// A screen whose view model is always set adopts ``ScreenWithViewModel`` instead, which
/// names the stepper for it. The name is not `ViewModelBased` on purpose: RxFlow apps own a
/// protocol of that name (the usage guideline's, with `var viewModel: ViewModelType! { get
/// set }`), and two protocols of one name make every module importing both fail with
/// "ambiguous". Such an app keeps its protocol and bridges it once:
///
/// ```swift
/// extension ViewModelBased where ViewModelType: Stepper {
///     var stepper: any Stepper { viewModel }
/// }
/// final class InfoViewController: UIViewController, ViewModelBased, SteppingScreen { … }
/// ```
@MainActor
public protocol SteppingScreen: AnyObject {
    /// The stepper whose steps are navigated while this screen is shown: its view model.
    var stepper: any Stepper { get }
}
