import RxFlow

/// A screen whose visibility and dismissal the test drives by hand.
@MainActor
final class TestPresentable: Presentable {
    /// How the screen tells the coordinator: the two publishers only (as a presentable
    /// written against Combine does), or a `PresentationState` the coordinator watches.
    enum Reporting: CaseIterable, Sendable {
        case publishers, state
    }

    private let visible: CurrentValueSubject<Bool, Never>
    private let dismissed = PassthroughSubject<Void, Never>()
    private let state: PresentationState?

    init(visible: Bool = true, reporting: Reporting = .publishers) {
        self.visible = CurrentValueSubject(visible)
        state = reporting == .state ? PresentationState(isVisible: visible) : nil
    }

    var rxVisible: AnyPublisher<Bool, Never> {
        state?.rxVisible ?? visible.removeDuplicates().eraseToAnyPublisher()
    }
    var rxDismissed: AnyPublisher<Void, Never> { state?.rxDismissed ?? dismissed.eraseToAnyPublisher() }
    var presentationState: PresentationState? { state }

    func setVisible(_ isVisible: Bool) {
        state?.setVisible(isVisible)
        visible.send(isVisible)
    }

    /// The subject behind `rxDismissed` when reporting through publishers, for tests that
    /// send a dismissal from another thread.
    var dismissalSubject: PassthroughSubject<Void, Never> { dismissed }

    func dismiss() {
        state?.sendDismissed()
        dismissed.send(())
    }
}

/// A stepper whose steps the test pushes, counting `readyToEmitSteps()` calls.
final class TestStepper: Stepper {
    let steps = PublishRelay<any Step>()
    let initialStep: any Step
    private(set) var readyCount = 0
    var onReady: (() -> Void)?

    init(initialStep: any Step = NoneStep()) {
        self.initialStep = initialStep
    }

    func readyToEmitSteps() {
        readyCount += 1
        onReady?()
    }
}

/// A screen that is its own stepper.
@MainActor
final class TestScreen: Presentable, Stepper {
    let presentable = TestPresentable()
    let steps = PublishRelay<any Step>()
    var rxVisible: AnyPublisher<Bool, Never> { presentable.rxVisible }
    var rxDismissed: AnyPublisher<Void, Never> { presentable.rxDismissed }
}
