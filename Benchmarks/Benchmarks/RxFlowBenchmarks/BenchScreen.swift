import RxFlow
import Synchronization

/// A headless screen: visible from birth, dismissed only when told to.
///
/// It reports through a `PresentationState`, as the headless layer's screens do (see
/// `BenchSettings.screensReportThroughPublishers` for the other way). It owns the stepper
/// that drives it, as a view controller owns its view model.
@MainActor
final class BenchScreen: Presentable {
    private let state = PresentationState(isVisible: true)

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
    var rxVisible: AnyPublisher<Bool, Never> { state.rxVisible }

    /// Emits once `dismiss()` is called.
    var rxDismissed: AnyPublisher<Void, Never> { state.rxDismissed }

    /// The state, which the coordinator watches directly, unless the run asks for publishers.
    var presentationState: PresentationState? {
        BenchSettings.screensReportThroughPublishers ? nil : state
    }

    /// Hides the screen and tells the coordinator it is gone.
    func dismiss() {
        state.setVisible(false)
        state.sendDismissed()
    }
}
