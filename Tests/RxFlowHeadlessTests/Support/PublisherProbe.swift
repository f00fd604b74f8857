import RxFlow

/// Subscribes to a publisher and keeps everything it delivers.
@MainActor
final class PublisherProbe<Output> {
    private(set) var values: [Output] = []
    private(set) var isFinished = false
    private var subscription: AnyCancellable?

    init(_ publisher: AnyPublisher<Output, Never>) {
        subscription = publisher.sink(
            receiveCompletion: { [weak self] _ in MainActor.assumeIsolated { self?.isFinished = true } },
            receiveValue: { [weak self] value in MainActor.assumeIsolated { self?.values.append(value) } })
    }
}
