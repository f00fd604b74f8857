import Dispatch
import RxFlow
import Testing

/// Publishers feeding a relay (`subscribe(relay)`, `bind(to:)`): values in order, the
/// source's completion ignored, any thread, no retain cycle.
struct PublishRelayBindingTests {
    @Test func subscribingTheRelayForwardsValuesInOrder() {
        let relay = PublishRelay<Int>()
        let source = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let listening = relay.sink { received.append($0) }
        let binding = source.subscribe(relay)
        for value in 1...5 { source.send(value) }
        #expect(received == [1, 2, 3, 4, 5])
        binding.cancel()
        listening.cancel()
    }

    @Test func theSourcesCompletionDoesNotCompleteTheRelay() {
        let relay = PublishRelay<Int>()
        var received: [Int] = []
        var completed = false
        let listening = relay.sink(receiveCompletion: { _ in completed = true }, receiveValue: { received.append($0) })
        let first = [1, 2].publisher.bind(to: relay)
        let second = Just(3).bind(to: relay)
        relay.accept(4)
        #expect(received == [1, 2, 3, 4])
        #expect(!completed)
        first.cancel()
        second.cancel()
        listening.cancel()
    }

    @Test func cancellingTheBindingStopsForwarding() {
        let relay = PublishRelay<Int>()
        let source = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let listening = relay.sink { received.append($0) }
        let binding = source.bind(to: relay)
        source.send(1)
        binding.cancel()
        source.send(2)
        #expect(received == [1])
        listening.cancel()
    }

    @Test func concreteStepsBindToAStepRelay() {
        let steps = PublishRelay<any Step>()
        let taps = PassthroughSubject<Void, Never>()
        let typed = PassthroughSubject<TestStep, Never>()
        var received: [TestStep?] = []
        let listening = steps.sink { received.append($0.test) }
        let mapped = taps.map { TestStep.one }.bind(to: steps)
        let direct = typed.bind(to: steps)
        taps.send(())
        typed.send(.two)
        taps.send(())
        #expect(received == [.one, .two, .one])
        mapped.cancel()
        direct.cancel()
        listening.cancel()
    }

    @Test func valuesFromManyThreadsAllArrive() {
        final class Counter: @unchecked Sendable {
            private let queue = DispatchQueue(label: "counter")
            private var value = 0
            func increment() { queue.sync { value += 1 } }
            var count: Int { queue.sync { value } }
        }
        let relay = PublishRelay<Int>()
        let counter = Counter()
        let listening = relay.sink { _ in counter.increment() }
        // Each thread binds a publisher of its own, which sends synchronously on that thread.
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            let binding = (thread * 500..<(thread + 1) * 500).publisher.bind(to: relay)
            binding.cancel()
        }
        #expect(counter.count == 2_000)
        listening.cancel()
    }

    @Test func aViewModelBindingItsOwnPublisherIsReleased() {
        final class ViewModel {
            let steps = PublishRelay<any Step>()
            let taps = PassthroughSubject<Void, Never>()
            let bag: Set<AnyCancellable>
            init() {
                bag = [taps.map { TestStep.one }.bind(to: steps)]
            }
        }
        var viewModel: ViewModel? = ViewModel()
        weak let released = viewModel
        weak let relay = viewModel?.steps
        viewModel = nil
        #expect(released == nil)
        #expect(relay == nil)
    }
    /// A button's taps outlive the view model bound to them: releasing the view model (its
    /// relay first, then its cancellables, as a view model's properties usually go) cancels
    /// the source's subscription, so neither the source nor the view model's binding leaks.
    @Test func releasingAViewModelCancelsItsBindingsEvenWhenItsRelayGoesFirst() {
        final class ViewModel {
            let steps = PublishRelay<any Step>()
            let values = PublishRelay<Int>()
            var cancellables = Set<AnyCancellable>()
            init(taps: TapSource) {
                taps.map { TestStep.one }.bind(to: steps).store(in: &cancellables)
                taps.map { 1 }.bind(to: values).store(in: &cancellables)
            }
        }
        let taps = TapSource()
        var viewModel: ViewModel? = ViewModel(taps: taps)
        #expect(taps.subscriptions.count == 2)
        weak let relay = viewModel?.steps
        viewModel = nil
        #expect(relay == nil)
        #expect(taps.subscriptions.isEmpty)
    }
}

/// A source that, like a subject, holds its subscriptions (and through them its
/// subscribers) until they are cancelled.
private final class TapSource: Publisher {
    typealias Output = Void
    typealias Failure = Never

    final class TapSubscription: Subscription {
        weak var source: TapSource?
        var subscriber: AnySubscriber<Void, Never>?

        init(source: TapSource, subscriber: AnySubscriber<Void, Never>) {
            self.source = source
            self.subscriber = subscriber
        }

        func request(_ demand: Subscribers.Demand) {}

        func cancel() {
            subscriber = nil
            source?.subscriptions.removeAll { $0 === self }
        }
    }

    var subscriptions: [TapSubscription] = []

    func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        let subscription = TapSubscription(source: self, subscriber: AnySubscriber(subscriber))
        subscriptions.append(subscription)
        subscriber.receive(subscription: subscription)
    }
}
