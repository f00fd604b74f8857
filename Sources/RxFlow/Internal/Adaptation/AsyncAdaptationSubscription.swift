/// The subscription of an `AsyncAdaptation`: a task on the main actor that runs the body,
/// then hands its result to the subscriber, unless cancelled meanwhile.
///
/// `request` and `cancel` may come from any thread; the subscriber and the task are guarded
/// by a lock, and the subscriber is called outside it.
final class AsyncAdaptationSubscription<S: Subscriber>: Subscription, @unchecked Sendable
where S.Input == any Step, S.Failure == Never {
    private let body: @MainActor () async -> (any Step)?
    private let lock = Lock()
    // Guarded by `lock`. The subscriber is let go of once it got its value or was cancelled.
    private var subscriber: S?
    private var task: Task<Void, Never>?
    private var isStarted = false

    init(subscriber: S, body: @escaping @MainActor () async -> (any Step)?) {
        self.subscriber = subscriber
        self.body = body
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.withLock {
            guard !isStarted, subscriber != nil else { return }
            isStarted = true
            task = Task { @MainActor [self, body] in
                let step = await body()
                deliver(step)
            }
        }
    }

    func cancel() {
        let task = lock.withLock {
            subscriber = nil
            let task = self.task
            self.task = nil
            return task
        }
        task?.cancel()
    }

    private func deliver(_ step: (any Step)?) {
        let subscriber = lock.withLock {
            let subscriber = self.subscriber
            self.subscriber = nil
            task = nil
            return subscriber
        }
        guard let subscriber, !Task.isCancelled else { return }
        if let step { _ = subscriber.receive(step) }
        subscriber.receive(completion: .finished)
    }
}
