import Dispatch
import Foundation
import RxFlow
import Testing

/// An `adapt` publisher that hands its subscription over on another queue while the flow
/// ends on the main actor: whichever comes second, the subscription is cancelled, exactly
/// once, and nothing crashes (this raced, and crashed or leaked, before the sinks took a lock).
@MainActor
struct AdaptationCancellationRaceTests {
    /// Counts cancellations from any thread.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    @Test func aSubscriptionHandedOverOnAnotherQueueIsCancelledWhenTheFlowEnds() async throws {
        let iterations = 2_000
        let cancellations = Counter()
        let subscriptionQueue = DispatchQueue(label: "adapt-subscription", attributes: .concurrent)
        for _ in 0..<iterations {
            let flow = AdaptingFlow()
            flow.onAdapt = { _ in
                // Never delivers; subscribed to on another queue.
                Empty<any Step, Never>(completeImmediately: false)
                    .handleEvents(receiveCancel: { cancellations.increment() })
                    .subscribe(on: subscriptionQueue)
                    .eraseToAnyPublisher()
            }
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
            flow.rootPresentable.dismiss()  // cancels while the subscription may be arriving
        }
        // Each subscription reaches the sink (and is then cancelled) on the other queue.
        let deadline = Date().addingTimeInterval(300)
        while cancellations.count < iterations, Date() < deadline {
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        #expect(cancellations.count == iterations)
    }
}
