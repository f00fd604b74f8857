import RxFlow

/// The subjects behind a screen's `rxVisible` and `rxDismissed`, created on first access so
/// that screens nobody observes carry no publishers.
@MainActor
final class ScreenSignals {
    let visibility: CurrentValueSubject<Bool, Never>
    let dismissal = PassthroughSubject<Void, Never>()
    private(set) lazy var visiblePublisher: AnyPublisher<Bool, Never> = visibility.eraseToAnyPublisher()
    private(set) lazy var dismissedPublisher: AnyPublisher<Void, Never> = dismissal.first().eraseToAnyPublisher()

    init(isVisible: Bool) {
        visibility = CurrentValueSubject(isVisible)
    }
}
