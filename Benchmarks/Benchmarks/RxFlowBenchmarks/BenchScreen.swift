import RxFlow
import Synchronization

/// A headless screen: visible from birth, dismissed only when told to.
///
/// It owns the stepper that drives it, as a view controller owns its view model.
@MainActor
final class BenchScreen: Presentable {
    private let visible = CurrentValueSubject<Bool, Never>(true)
    private let dismissed = PassthroughSubject<Void, Never>()

    /// The screen's view model, if it has one.
    let stepper: (any Stepper)?

    /// Creates a visible screen driven by `stepper`.
    init(stepper: (any Stepper)? = nil) {
        self.stepper = stepper
        LiveObjects.screens.add(1, ordering: .relaxed)
    }

    deinit {
        LiveObjects.screens.subtract(1, ordering: .relaxed)
    }

    /// Emits `true` now; the screen never hides.
    var rxVisible: AnyPublisher<Bool, Never> { visible.eraseToAnyPublisher() }

    /// Emits once `dismiss()` is called.
    var rxDismissed: AnyPublisher<Void, Never> { dismissed.eraseToAnyPublisher() }

    /// Hides the screen and tells the coordinator it is gone.
    func dismiss() {
        visible.send(false)
        dismissed.send(())
    }
}
