import RxFlow
import Testing

/// `pausable(withPauser:)` and `pausable(afterCount:withPauser:)`, RxFlow 2.x's operators on
/// Combine: RxFlow's own tests of them, ported, and the Combine rules (demand, completion,
/// failure).
struct PausableTests {
    private struct PauserFailure: Error, Equatable {}

    /// RxFlow 2.13's `testPausable`: a pauser that pauses the sequence each time the value
    /// is odd.
    @Test func pausable() {
        let emitter = (1...10).publisher
        let pauserSubject = CurrentValueSubject<Bool, Never>(false)
        var values: [Int] = []
        let cancellable =
            emitter
            .handleEvents(receiveOutput: { value in pauserSubject.send(value % 2 == 0) })
            .pausable(withPauser: pauserSubject)
            .sink { values.append($0) }
        #expect(values == [2, 4, 6, 8, 10])
        cancellable.cancel()
    }

    /// RxFlow 2.13's `testPausableAfterCount`: the pauser applies only after the first 6
    /// values.
    @Test func pausableAfterCount() {
        let emitter = (1...10).publisher
        let pauserSubject = CurrentValueSubject<Bool, Never>(false)
        var values: [Int] = []
        let cancellable =
            emitter
            .handleEvents(receiveOutput: { value in pauserSubject.send(value % 2 == 0) })
            .pausable(afterCount: 6, withPauser: pauserSubject)
            .sink { values.append($0) }
        #expect(values == [1, 2, 3, 4, 5, 6, 8, 10])
        cancellable.cancel()
    }

    /// Until the pauser has said anything, values are dropped (after the free ones).
    @Test func valuesBeforeThePausersFirstValueAreDropped() {
        let source = PassthroughSubject<Int, Never>()
        let pauser = PassthroughSubject<Bool, Never>()
        var latest: [Int] = []
        var afterCount: [Int] = []
        let cancellables = [
            source.pausable(withPauser: pauser).sink { latest.append($0) },
            source.pausable(afterCount: 1, withPauser: pauser).sink { afterCount.append($0) },
        ]
        source.send(1)
        source.send(2)
        pauser.send(true)
        source.send(3)
        pauser.send(false)
        source.send(4)
        #expect(latest == [3])
        #expect(afterCount == [1, 3])
        cancellables.forEach { $0.cancel() }
    }

    /// `withPauser` keeps the pauser's last word once it finishes; `afterCount` finishes
    /// with it.
    @Test func aFinishedPauser() {
        let source = PassthroughSubject<Int, Never>()
        let pauser = PassthroughSubject<Bool, Never>()
        var latest: [Int] = []
        var latestFinished = false
        var afterCount: [Int] = []
        var afterCountFinished = false
        let cancellables = [
            source.pausable(withPauser: pauser).sink(
                receiveCompletion: { _ in latestFinished = true }, receiveValue: { latest.append($0) }),
            source.pausable(afterCount: 0, withPauser: pauser).sink(
                receiveCompletion: { _ in afterCountFinished = true }, receiveValue: { afterCount.append($0) }),
        ]
        pauser.send(true)
        pauser.send(completion: .finished)
        source.send(1)
        #expect(latest == [1] && !latestFinished)
        #expect(afterCount.isEmpty && afterCountFinished)
        source.send(completion: .finished)
        #expect(latestFinished)
        cancellables.forEach { $0.cancel() }
    }

    /// A failing pauser fails the result, with either operator.
    @Test(arguments: [false, true])
    func aFailingPauserFailsTheResult(afterCount: Bool) {
        let source = PassthroughSubject<Int, PauserFailure>()
        let pauser = PassthroughSubject<Bool, PauserFailure>()
        let paused =
            afterCount ? source.pausable(afterCount: 2, withPauser: pauser) : source.pausable(withPauser: pauser)
        var completion: Subscribers.Completion<PauserFailure>?
        let cancellable = paused.sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
        pauser.send(completion: .failure(PauserFailure()))
        #expect(completion == .failure(PauserFailure()))
        cancellable.cancel()
    }

    /// The source's completion and failure reach the subscriber.
    @Test func theSourcesCompletionIsPassedOn() {
        let source = PassthroughSubject<Int, PauserFailure>()
        let pauser = CurrentValueSubject<Bool, PauserFailure>(true)
        var values: [Int] = []
        var completion: Subscribers.Completion<PauserFailure>?
        let cancellable = source.pausable(withPauser: pauser).sink(
            receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        source.send(1)
        source.send(completion: .failure(PauserFailure()))
        source.send(2)
        #expect(values == [1])
        #expect(completion == .failure(PauserFailure()))
        cancellable.cancel()
    }

    /// A dropped value does not use the subscriber's demand: a subscriber that asks for two
    /// values gets two, however many were dropped in between.
    @Test func droppedValuesDoNotUseTheDemand() {
        let pauser = CurrentValueSubject<Bool, Never>(false)
        let subscriber = DemandingSubscriber(demand: 2)
        (1...10).publisher
            .handleEvents(receiveOutput: { value in pauser.send(value % 3 == 0) })
            .pausable(withPauser: pauser)
            .subscribe(subscriber)
        #expect(subscriber.values == [3, 6])
        subscriber.request(1)
        #expect(subscriber.values == [3, 6, 9])
        subscriber.request(1)
        #expect(subscriber.values == [3, 6, 9])
        #expect(subscriber.isFinished)
    }

    /// Cancelling cancels both subscriptions.
    @Test func cancellingCancelsTheSourceAndThePauser() {
        var cancelled: [String] = []
        let source = PassthroughSubject<Int, Never>()
        let pauser = CurrentValueSubject<Bool, Never>(true)
        var values: [Int] = []
        let cancellable = source.handleEvents(receiveCancel: { cancelled.append("source") })
            .pausable(withPauser: pauser.handleEvents(receiveCancel: { cancelled.append("pauser") }))
            .sink { values.append($0) }
        source.send(1)
        cancellable.cancel()
        source.send(2)
        #expect(values == [1])
        #expect(cancelled.sorted() == ["pauser", "source"])
    }
}

/// A subscriber that asks for values a few at a time.
private final class DemandingSubscriber: Subscriber {
    typealias Input = Int
    typealias Failure = Never

    private let initialDemand: Int
    private var subscription: (any Subscription)?
    private(set) var values: [Int] = []
    private(set) var isFinished = false

    init(demand: Int) {
        initialDemand = demand
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(.max(initialDemand))
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        values.append(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
        isFinished = true
    }

    func request(_ count: Int) {
        subscription?.request(.max(count))
    }
}
