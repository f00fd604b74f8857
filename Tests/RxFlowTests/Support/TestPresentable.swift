import RxFlow

/// A screen whose visibility and dismissal the test drives by hand.
@MainActor
final class TestPresentable: Presentable {
    private let visible: CurrentValueSubject<Bool, Never>
    private let dismissed = PassthroughSubject<Void, Never>()

    init(visible: Bool = true) {
        self.visible = CurrentValueSubject(visible)
    }

    var rxVisible: AnyPublisher<Bool, Never> { visible.removeDuplicates().eraseToAnyPublisher() }
    var rxDismissed: AnyPublisher<Void, Never> { dismissed.eraseToAnyPublisher() }

    func setVisible(_ isVisible: Bool) { visible.send(isVisible) }
    func dismiss() { dismissed.send(()) }
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
    nonisolated let steps = PublishRelay<any Step>()
    var rxVisible: AnyPublisher<Bool, Never> { presentable.rxVisible }
    var rxDismissed: AnyPublisher<Void, Never> { presentable.rxDismissed }
}
