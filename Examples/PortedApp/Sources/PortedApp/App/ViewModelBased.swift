import RxFlow
import RxFlowHeadless

// The app's own protocols, as the RxFlow demo and usage guideline declare them, kept as they
// were: RxFlowHeadless exports no `ViewModelBased`, so neither this module nor its tests
// (which import both) find the name ambiguous.

/// A view model (a marker, as in the RxFlow demo).
protocol ViewModel {}

/// A screen built from a view model (the RxFlow demo's protocol).
@MainActor
protocol ViewModelBased: AnyObject {
    associatedtype ViewModelType: ViewModel
    var viewModel: ViewModelType! { get set }
}

/// A screen made without arguments (`StoryboardBased` in the RxFlow demo, via Reusable).
@MainActor
protocol StoryboardBased: AnyObject {
    init()
}

extension ViewModelBased where Self: StoryboardBased {
    /// The RxFlow demo's factory, unchanged.
    static func instantiate(withViewModel viewModel: ViewModelType) -> Self {
        let viewController = Self()
        viewController.viewModel = viewModel
        return viewController
    }
}

// The port's one addition: the shorthands `.viewController(vc)` and
// `.navigationController(nc)` contribute a `SteppingScreen` with its `stepper`.
extension ViewModelBased where ViewModelType: Stepper {
    var stepper: any Stepper { viewModel }
}
