/// The subjects and publishers of a `PresentationState`, made together on first use of
/// `rxVisible` or `rxDismissed`: most states never make them (the coordinator watches the
/// state directly), and a state releasing one reference when it goes, instead of four,
/// makes every popped screen cheaper.
@MainActor
final class PresentationSubjects {
    var visibility: CurrentValueSubject<Bool, Never>?
    var dismissal: PassthroughSubject<Void, Never>?
    var visiblePublisher: AnyPublisher<Bool, Never>?
    var dismissedPublisher: AnyPublisher<Void, Never>?
}
