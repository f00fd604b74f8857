import Benchmark

/// The RxFlow workloads, registered with package-benchmark. Each runs on the main
/// actor; see `README.md` for what each measures and how to read the results.
let benchmarks: @Sendable () -> Void = {
    mainActorBenchmark("step", configuration: BenchSettings.configuration(scalingFactor: .kilo)) {
        StepWorkload.run($0)
    }
    mainActorBenchmark("push", configuration: BenchSettings.configuration(scalingFactor: .kilo)) {
        PushWorkload.run($0, oneStepper: false)
    }
    mainActorBenchmark("push-pop", configuration: BenchSettings.configuration(scalingFactor: .kilo)) {
        PushPopWorkload.run($0)
    }
    mainActorBenchmark("push-onestepper", configuration: BenchSettings.configuration(scalingFactor: .kilo)) {
        PushWorkload.run($0, oneStepper: true)
    }
    mainActorBenchmark("route-push-pop", configuration: BenchSettings.configuration(scalingFactor: .kilo)) {
        RouteWorkload.run($0, popping: true)
    }
    mainActorBenchmark("route-push", configuration: BenchSettings.configuration(scalingFactor: .kilo)) {
        RouteWorkload.run($0, popping: false)
    }
    mainActorBenchmark("tab-switch", configuration: BenchSettings.configuration(scalingFactor: .kilo)) {
        TabSwitchWorkload.run($0)
    }
    for depth in [10, 100, 1_000] {
        mainActorBenchmark(
            "route-deeplink-\(depth)",
            configuration: BenchSettings.configuration(
                scalingFactor: .one, extraMetrics: [CustomMetrics.nanosecondsPerRoute])
        ) {
            RouteDeepLinkWorkload.run($0, depth: depth)
        }
    }
    mainActorBenchmark("child-cycle", configuration: BenchSettings.configuration(scalingFactor: .kilo)) {
        ChildCycleWorkload.run($0)
    }
    for childCount in [10, 100, 1_000] {
        mainActorBenchmark(
            "deeplink-\(childCount)",
            configuration: BenchSettings.configuration(
                scalingFactor: .one, extraMetrics: [CustomMetrics.nanosecondsPerFlow])
        ) {
            DeepLinkWorkload.run($0, childCount: childCount)
        }
    }
    mainActorBenchmark(
        "push-memory",
        configuration: BenchSettings.configuration(
            scalingFactor: .one, maxDuration: .seconds(20), maxIterations: 5, warmupIterations: 0,
            extraMetrics: CustomMetrics.pushMemory)
    ) {
        PushMemoryWorkload.run($0)
    }
    mainActorBenchmark(
        "route-memory",
        configuration: BenchSettings.configuration(
            scalingFactor: .one, maxDuration: .seconds(20), maxIterations: 5, warmupIterations: 0,
            extraMetrics: CustomMetrics.pushMemory)
    ) {
        RouteMemoryWorkload.run($0)
    }
    // Restoring a tree and navigating there step by step, side by side; then the snapshot.
    for restoring in [true, false] {
        mainActorBenchmark(
            restoring ? "restore-demo" : "navigate-demo",
            configuration: BenchSettings.configuration(
                scalingFactor: .one, extraMetrics: restoring ? [CustomMetrics.snapshotBytes] : [])
        ) {
            RestorationWorkload.runDemo($0, restoring: restoring)
        }
    }
    for shape in [TreeShape.hundredScreens, .thousandScreens] {
        for restoring in [true, false] {
            mainActorBenchmark(
                "\(restoring ? "restore" : "navigate")-tree-\(shape.screenCount)",
                configuration: BenchSettings.configuration(
                    scalingFactor: .one,
                    extraMetrics: [CustomMetrics.nanosecondsPerScreen]
                        + (restoring ? [CustomMetrics.snapshotBytes] : []))
            ) {
                RestorationWorkload.runTree($0, shape: shape, restoring: restoring)
            }
        }
    }
    for encoding in [false, true] {
        mainActorBenchmark(
            encoding ? "snapshot-json-1000" : "snapshot-take-1000",
            configuration: BenchSettings.configuration(
                scalingFactor: .one, extraMetrics: [CustomMetrics.snapshotBytes])
        ) {
            RestorationWorkload.runSnapshot($0, encoding: encoding)
        }
    }
    // The standard library's part of reading a step back, and JSONDecoder's whole reading.
    for json in [false, true] {
        mainActorBenchmark(
            json ? "step-reading-json" : "step-reading-floor",
            configuration: BenchSettings.configuration(scalingFactor: .kilo)
        ) {
            StepReadingWorkload.run($0, json: json)
        }
    }
    mainActorBenchmark("baseline-direct", configuration: BenchSettings.configuration(scalingFactor: .kilo)) {
        BaselineWorkload.run($0)
    }
    mainActorBenchmark("baseline-subscriptions", configuration: BenchSettings.configuration(scalingFactor: .kilo)) {
        SubscriptionBaselineWorkload.run($0)
    }
}
