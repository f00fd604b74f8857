/// The publisher of `AnyPublisher.adapting(_:)`: runs async code on the main actor, then
/// emits the step it returns and finishes, or finishes without a value if it returns nil.
///
/// The work starts when the publisher is subscribed to (with demand), and its task is
/// cancelled when the subscription is: when the flow ends, the engine cancels it.
public struct AsyncAdaptation: Publisher {
    /// The adapted step.
    public typealias Output = any Step
    /// Never fails: return nil to drop the step.
    public typealias Failure = Never

    private let body: @MainActor () async -> (any Step)?

    /// A publisher of what `body` returns.
    public init(_ body: @escaping @MainActor () async -> (any Step)?) {
        self.body = body
    }

    /// Starts `body` once `subscriber` requests a value.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == any Step, S.Failure == Never {
        let subscription = AsyncAdaptationSubscription(subscriber: subscriber, body: body)
        subscriber.receive(subscription: subscription)
    }
}

extension AnyPublisher where Output == any Step, Failure == Never {
    /// Adapts a step with async code, in one line that compiles with Combine and OpenCombine
    /// alike (an OpenCombine `Future`'s promise is not `Sendable`):
    ///
    /// ```swift
    /// func adapt(step: any Step) -> AnyPublisher<any Step, Never> {
    ///     .adapting { await permissions.canSeeAbout() ? step : DemoStep.unauthorized }
    /// }
    /// ```
    ///
    /// `body` runs on the main actor; the step it returns is navigated, nil drops the step.
    /// The flow's later steps wait for it (order is kept), and its task is cancelled if the
    /// flow ends first.
    public static func adapting(_ body: @escaping @MainActor () async -> (any Step)?) -> AnyPublisher<any Step, Never> {
        AsyncAdaptation(body).eraseToAnyPublisher()
    }
}
