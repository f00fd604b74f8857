import Dispatch
import RxFlow
import Testing

/// The relay: values to current subscribers only, never completes, safe from any thread.
struct PublishRelayTests {
    @Test func subscribersGetOnlyValuesAcceptedAfterSubscribing() {
        let relay = PublishRelay<Int>()
        relay.accept(1)
        var received: [Int] = []
        let cancellable = relay.sink { received.append($0) }
        relay.accept(2)
        relay.accept(3)
        cancellable.cancel()
        relay.accept(4)
        #expect(received == [2, 3])
    }

    @Test func acceptingFromManyThreadsLosesNothing() {
        final class Counter: @unchecked Sendable {
            private let lock = DispatchQueue(label: "counter")
            private var value = 0
            func increment() { lock.sync { value += 1 } }
            var count: Int { lock.sync { value } }
        }
        let relay = PublishRelay<Int>()
        let counter = Counter()
        let cancellable = relay.sink { _ in counter.increment() }
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<1_000 { relay.accept(thread * 1_000 + index) }
        }
        #expect(counter.count == 8_000)
        cancellable.cancel()
    }
}
