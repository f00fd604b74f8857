import RxFlow

/// A screen that exposes its view model, which is its stepper: what the
/// `FlowContributors.viewController(_:)` and `.navigationController(_:)` shorthands contribute.
@MainActor
public protocol ViewModelBased: AnyObject {
    /// The view model's type.
    associatedtype ViewModelType: Stepper
    /// The view model, which emits the screen's steps.
    var viewModel: ViewModelType { get }
}
