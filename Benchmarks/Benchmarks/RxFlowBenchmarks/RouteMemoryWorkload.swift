import Benchmark
import RxFlow

/// `route-memory`: the memory a route pushed on a `FlowStack` keeps (`route-push`), measured
/// as `push-memory` measures a headless screen's: after a warm-up, the growth of resident
/// memory and of live allocations per pushed route; then the stack ends and every route's
/// view model must be gone.
@MainActor
enum RouteMemoryWorkload {
    /// Pushes made before the first reading.
    static let warmUpPushes = BenchSettings.isSmoke ? 10 : 1_000
    /// Pushes measured.
    static let measuredPushes = BenchSettings.isSmoke ? 100 : 100_000

    /// Runs one iteration.
    static func run(_ benchmark: Benchmark) {
        expectReleased(after: "route-memory") {
            let flow = RouteFlow()
            let stepper = RelayStepper()
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: flow, with: stepper)
            stepper.steps.accept(BenchStep.routeStart)
            let step: any Step = BenchStep.routePush
            for _ in 0..<warmUpPushes {
                stepper.steps.accept(step)
            }
            MemoryProbe.releaseFreeMemory()

            benchmark.startMeasurement()
            let before = MemoryProbe.sample()
            for _ in 0..<measuredPushes {
                stepper.steps.accept(step)
            }
            let after = MemoryProbe.sample()
            benchmark.stopMeasurement()

            let pushes = warmUpPushes + measuredPushes
            require(flow.pushes == pushes, "route-memory: \(flow.pushes) of \(pushes) routes pushed")
            RouteChecks.onlyTopVisible(flow, depth: pushes + 1, after: "route-memory")
            let steppersAlive = LiveObjects.steppers.load(ordering: .relaxed)
            require(steppersAlive == pushes + 2, "route-memory: \(steppersAlive) steppers alive, not \(pushes + 2)")
            MemoryMetrics.record(benchmark, before: before, after: after, operations: measuredPushes)
            flow.stack.end()
            return coordinator
        }
    }
}
