#if canImport(UIKit) && !os(watchOS)
    import RxFlow

    /// A UIKit screen that exposes its view model, which is its stepper: what the
    /// `FlowContributors.viewController(_:)` and `.navigationController(_:)` shorthands
    /// contribute. A screen that already has a `viewModel` (as an app's own `ViewModelBased`
    /// protocol requires) conforms with an empty extension.
    @MainActor
    public protocol ScreenWithViewModel: AnyObject {
        /// The view model's type.
        associatedtype ViewModelType: Stepper
        /// The view model, which emits the screen's steps.
        var viewModel: ViewModelType { get }
    }
#endif
