/// A screen whose view model, always set, is its stepper: a ``SteppingScreen`` that only
/// has to declare `viewModel`.
///
/// ```swift
/// final class WatchedViewController: UIViewController, ScreenWithViewModel {
///     let viewModel: WatchedViewModel
///     …
/// }
/// ```
///
/// A screen whose `viewModel` is optional (an implicitly unwrapped `ViewModelType!`, as in
/// RxFlow's usage guideline) cannot adopt it: it adopts ``SteppingScreen``.
@MainActor
public protocol ScreenWithViewModel: SteppingScreen {
    /// The view model's type.
    associatedtype ViewModelType: Stepper
    /// The view model, which emits the screen's steps.
    var viewModel: ViewModelType { get }
}

extension ScreenWithViewModel {
    /// The view model.
    public var stepper: any Stepper { viewModel }
}
