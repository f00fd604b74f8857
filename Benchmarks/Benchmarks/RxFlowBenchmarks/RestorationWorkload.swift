import Benchmark
import Foundation
import RxFlow
import RxFlowHeadless

/// `restore-*` and `navigate-*`: one operation makes a whole tree on a new coordinator,
/// either by restoring a snapshot of it (`coordinate(flow:with:restoringFrom:)`) or by
/// navigating there step by step, each step from the view model of the screen it leaves;
/// `snapshot-*`: one operation takes the snapshot of a made tree, or encodes it to JSON.
/// Both coordinators keep their journal (`NavigationRestoration`), as an app restoring does.
@MainActor
enum RestorationWorkload {
    static let restoration = NavigationRestoration(steps: RestoreStep.self)

    /// The snapshots restored, taken once per tree (not measured), and their JSON sizes.
    private static var snapshots: [String: (snapshot: NavigationSnapshot, bytes: Int)] = [:]

    // MARK: - A demo-like app

    /// `restore-demo` or `navigate-demo`: a tab app → its stack → a movie's detail → a
    /// presented trailer → a review flow presented over it (7 navigations).
    static func runDemo(_ benchmark: Benchmark, restoring: Bool) {
        let name = restoring ? "restore-demo" : "navigate-demo"
        let snapshot = cachedSnapshot("demo") { coordinator in
            _ = launchDemo(coordinator, restoring: nil)
        }
        expectReleased(after: name) {
            let coordinator = FlowCoordinator(restoration: restoration)
            let window = Window()
            window.makeKeyAndVisible()

            benchmark.startMeasurement()
            let flow = launchDemo(coordinator, in: window, restoring: restoring ? snapshot : nil)
            benchmark.stopMeasurement()

            let review = flow.tabFlows.first?.review?.screen
            require(review?.isVisible == true, "\(name): the review screen is not visible:\n\(window.render())")
            if restoring { benchmark.measurement(CustomMetrics.snapshotBytes, snapshotBytes("demo")) }
            window.rootViewController = nil
            return coordinator
        }
    }

    /// Starts the demo app on `coordinator` in `window` (a new one if nil), restoring
    /// `snapshot` or navigating to the review screen.
    @discardableResult
    private static func launchDemo(
        _ coordinator: FlowCoordinator, in window: Window = Window(), restoring snapshot: NavigationSnapshot?
    ) -> DemoAppFlow {
        let flow = DemoAppFlow()
        window.rootViewController = flow.tabs
        window.makeKeyAndVisible()
        let stepper = CountedOneStepper(withSingleStep: RestoreStep.appStart)
        if let snapshot {
            let report = try? coordinator.coordinate(flow: flow, with: stepper, restoringFrom: snapshot)
            require(report?.isComplete == true, "demo: the restoration is not complete: \(String(describing: report))")
            return flow
        }
        coordinator.coordinate(flow: flow, with: stepper)
        let tab = flow.tabFlows[0]
        (tab.navigation.topViewController as? DemoScreen)?.viewModel.steps.accept(RestoreStep.moviePicked(42))
        (tab.navigation.topViewController as? DemoScreen)?.viewModel.steps.accept(RestoreStep.trailerPresented)
        (tab.navigation.presentedViewController as? DemoScreen)?.viewModel.steps.accept(RestoreStep.reviewOpened)
        return flow
    }

    // MARK: - A generated tree

    /// `restore-tree-N` or `navigate-tree-N`: a tree of `shape.screenCount` screens.
    static func runTree(_ benchmark: Benchmark, shape: TreeShape, restoring: Bool) {
        let name = "\(restoring ? "restore" : "navigate")-tree-\(shape.screenCount)"
        let snapshot = cachedSnapshot("tree-\(shape.screenCount)") { coordinator in
            makeTree(shape, on: coordinator, restoring: nil)
        }
        expectReleased(after: name) {
            let coordinator = FlowCoordinator(restoration: restoration)
            let clock = ContinuousClock()

            benchmark.startMeasurement()
            let start = clock.now
            let flow = makeTree(shape, on: coordinator, restoring: restoring ? snapshot : nil)
            let elapsed = start.duration(to: clock.now)
            benchmark.stopMeasurement()

            require(
                flow.treeScreenCount == shape.screenCount,
                "\(name): \(flow.treeScreenCount) of \(shape.screenCount) screens made")
            benchmark.measurement(CustomMetrics.nanosecondsPerScreen, nanoseconds(elapsed) / shape.screenCount)
            if restoring {
                benchmark.measurement(CustomMetrics.snapshotBytes, snapshotBytes("tree-\(shape.screenCount)"))
            }
            flow.rootScreen.dismiss()
            return coordinator
        }
    }

    @discardableResult
    private static func makeTree(
        _ shape: TreeShape, on coordinator: FlowCoordinator, restoring snapshot: NavigationSnapshot?
    ) -> TreeBenchFlow {
        let flow = TreeBenchFlow(shape: shape)
        let stepper = CountedOneStepper(withSingleStep: RestoreStep.treeStart)
        if let snapshot {
            let report = try? coordinator.coordinate(flow: flow, with: stepper, restoringFrom: snapshot)
            require(report?.isComplete == true, "tree: the restoration is not complete: \(String(describing: report))")
        } else {
            coordinator.coordinate(flow: flow, with: stepper)
            flow.navigateTheRest()
        }
        return flow
    }

    // MARK: - The snapshot

    /// `snapshot-take-1000` or `snapshot-json-1000`: the 1,000-screen tree's first snapshot
    /// taken, or encoded to JSON.
    static func runSnapshot(_ benchmark: Benchmark, encoding: Bool) {
        let name = encoding ? "snapshot-json-1000" : "snapshot-take-1000"
        expectReleased(after: name) {
            let coordinator = FlowCoordinator(restoration: restoration)
            let flow = makeTree(.thousandScreens, on: coordinator, restoring: nil)
            var taken: NavigationSnapshot?
            var size = 0
            if encoding { taken = snapshot(of: coordinator) }

            // The tree's first snapshot (a later one reuses the steps it wrote).
            benchmark.startMeasurement()
            if let taken {
                size = json(taken).count
            } else {
                taken = snapshot(of: coordinator)
            }
            benchmark.stopMeasurement()

            guard let taken else { fatalError("\(name): no snapshot") }

            require(
                taken.navigationCount == TreeShape.thousandScreens.navigationCount, "\(name): a navigation is missing")
            benchmark.measurement(CustomMetrics.snapshotBytes, encoding ? size : json(taken).count)
            flow.rootScreen.dismiss()
            return coordinator
        }
    }

    // MARK: - Support

    /// The snapshot of the tree `make` navigates, made once.
    private static func cachedSnapshot(_ key: String, _ make: (FlowCoordinator) -> Void) -> NavigationSnapshot {
        if let cached = snapshots[key] { return cached.snapshot }
        var taken: NavigationSnapshot?
        expectReleased(after: "the \(key) snapshot") {
            let coordinator = FlowCoordinator(restoration: restoration)
            make(coordinator)
            taken = snapshot(of: coordinator)
            return coordinator
        }
        guard let taken else { fatalError("no \(key) snapshot") }
        snapshots[key] = (taken, json(taken).count)
        return taken
    }

    /// The JSON size of the snapshot `cachedSnapshot` made for `key`.
    private static func snapshotBytes(_ key: String) -> Int { snapshots[key]?.bytes ?? 0 }

    private static func snapshot(of coordinator: FlowCoordinator) -> NavigationSnapshot {
        guard let snapshot = try? coordinator.navigationSnapshot() else { fatalError("no snapshot") }
        return snapshot
    }

    private static func json(_ snapshot: NavigationSnapshot) -> Data {
        guard let data = try? JSONEncoder().encode(snapshot) else { fatalError("the snapshot does not encode") }
        return data
    }

    private static func nanoseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }
}
