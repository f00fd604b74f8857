import Benchmark
import RxFlow

/// `deeplink-K`: a hub flow with K live child flows, each started by a `OneStepper`;
/// `FlowCoordinator.navigate(to:)` reaches all K+1 flows. One operation is one deep link.
@MainActor
enum DeepLinkWorkload {
    /// Runs one iteration with `childCount` child flows.
    static func run(_ benchmark: Benchmark, childCount: Int) {
        let name = "deeplink-\(childCount)"
        expectReleased(after: name) {
            let flow = HubFlow(childCount: childCount)
            let stepper = RelayStepper()
            let coordinator = FlowCoordinator()
            coordinator.coordinate(flow: flow, with: stepper)
            stepper.steps.accept(BenchStep.spawn)
            require(
                flow.children.count == childCount && flow.children.allSatisfy { $0.starts == 1 },
                "\(name): the child flows did not all start")
            let step: any Step = BenchStep.deepLink
            let links = benchmark.scaledIterations
            let clock = ContinuousClock()

            benchmark.startMeasurement()
            let start = clock.now
            for _ in links {
                coordinator.navigate(to: step)
            }
            let elapsed = start.duration(to: clock.now)
            benchmark.stopMeasurement()

            let flowsReached = links.count * (childCount + 1)
            require(
                flow.deepLinksReached == flowsReached,
                "\(name): the deep links reached \(flow.deepLinksReached) of \(flowsReached) flows")
            let nanoseconds =
                elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
            benchmark.measurement(CustomMetrics.nanosecondsPerFlow, Int(nanoseconds) / flowsReached)
            flow.rootScreen.dismiss()
            return coordinator
        }
    }
}
