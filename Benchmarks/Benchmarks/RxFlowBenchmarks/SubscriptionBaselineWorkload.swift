import Benchmark
import RxFlow

/// `baseline-subscriptions`: what watching a presentable through its publishers costs
/// without RxFlow. One operation makes a screen (the `push` workload's screen) and
/// subscribes a `sink` to its `rxVisible` and one to its `rxDismissed`, kept to the end of
/// the iteration: the least any observer of a presentable that offers only publishers
/// pays per screen. Beside `push` run with `RXFLOW_BENCH_PUBLISHER_SCREENS=1`, it tells how
/// much of such a push is Combine's own work.
@MainActor
enum SubscriptionBaselineWorkload {
    /// Runs one iteration.
    static func run(_ benchmark: Benchmark) {
        do {
            let screens = benchmark.scaledIterations
            var kept: [BenchScreen] = []
            var subscriptions: [AnyCancellable] = []
            kept.reserveCapacity(screens.count)
            subscriptions.reserveCapacity(2 * screens.count)
            var visibleScreens = 0

            benchmark.startMeasurement()
            for _ in screens {
                let screen = BenchScreen()
                subscriptions.append(screen.rxVisible.sink { if $0 { visibleScreens += 1 } })
                subscriptions.append(screen.rxDismissed.sink {})
                kept.append(screen)
            }
            benchmark.stopMeasurement()

            require(
                visibleScreens == screens.count,
                "baseline-subscriptions: \(visibleScreens) of \(screens.count) screens seen visible")
            subscriptions.removeAll()
            kept.removeAll()
        }
        LiveObjects.assertNoneAlive(after: "baseline-subscriptions")
    }
}
