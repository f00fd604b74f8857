import RxFlow
import RxFlowHeadless

// The app's own protocols, as the RxFlow demo declares them, ported with the porting table:
// `@MainActor` on each (the Swift 6 row), `ViewController` for `UIViewController` (the UIKit
// row). RxFlowHeadless exports no `ViewModelBased`, so neither this module nor its tests (which
// import both) find the name ambiguous.

/// A view model (a marker, as in the RxFlow demo).
@MainActor
protocol ViewModel {}

/// A screen built from a view model (the RxFlow demo's protocol).
@MainActor
protocol ViewModelBased: AnyObject {
    associatedtype ViewModelType: ViewModel
    var viewModel: ViewModelType! { get set }
}

extension ViewModelBased where Self: StoryboardBased & ViewController {
    /// The RxFlow demo's factory, unchanged: `Self.instantiate()` is `StoryboardBased`'s.
    static func instantiate<ViewModelType>(withViewModel viewModel: ViewModelType) -> Self
    where ViewModelType == Self.ViewModelType {
        let viewController = Self.instantiate()
        viewController.viewModel = viewModel
        return viewController
    }
}

// The port's one addition: the shorthands `.viewController(vc)` and
// `.navigationController(nc)` contribute a `SteppingScreen` with its `stepper`.
extension ViewModelBased where ViewModelType: Stepper {
    var stepper: any Stepper { viewModel }
}
