import Foundation
import Logging
import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// A child flow that pushes routes on its parent's `FlowStack` (rooted in the stack, or in the
/// route its parent pushed for it): what the user took away without a step (Back within the
/// child, back into the parent's routes, a swiped sheet) stays away after a relaunch, as on a
/// flow's own stack, and the restoration is complete; a stop in the child does not name the
/// stack.
@MainActor
struct SharedStackModelRestorationTests {
    let log = LogCapture(level: .info)

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private func reading(_ shape: RackChapterShape) -> RackLaunch {
        let launch = RackLaunch(logger: log.logger)
        launch.start()
        launch.tap(.item(1))
        launch.tap(.chapter(shape, name: "A"))
        launch.tap(.page(2))
        launch.tap(.page(3))
        let cover: [RackRoute] = shape == .handed ? [.cover("A")] : []
        #expect(launch.values == [.shelf, .item(1)] + cover + [.page("A", 1), .page("A", 2), .page("A", 3)])
        return launch
    }

    /// Snapshots `launch` through JSON, restores it into a new launch, and checks that the
    /// restoration is complete and the stack is the same.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @discardableResult
    private func relaunch(_ launch: RackLaunch, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> RackLaunch
    {
        let snapshot = try JSONDecoder().decode(
            NavigationSnapshot.self, from: JSONEncoder().encode(launch.coordinator.navigationSnapshot()))
        let restored = RackLaunch(logger: log.logger)
        let report = try restored.restore(snapshot)
        #expect(report.isComplete, "\(report)", sourceLocation: sourceLocation)
        #expect(restored.flow.stack.render() == launch.flow.stack.render(), sourceLocation: sourceLocation)
        #expect(try restored.coordinator.navigationSnapshot() == snapshot, sourceLocation: sourceLocation)
        #expect(restored.flow.stack.warnings.isEmpty, sourceLocation: sourceLocation)
        #expect(log.messages(atLeast: .info).isEmpty, sourceLocation: sourceLocation)
        return restored
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(arguments: RackChapterShape.allCases)
    func backWithinTheChildStaysBack(_ shape: RackChapterShape) throws {
        let launch = reading(shape)
        launch.goBack(to: .page("A", 2))

        let restored = try relaunch(launch)
        restored.tap(.page(4))
        #expect(restored.values.suffix(2) == [.page("A", 2), .page("A", 4)])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(arguments: RackChapterShape.allCases)
    func backIntoTheParentsRoutesStaysBack(_ shape: RackChapterShape) throws {
        let launch = reading(shape)
        launch.goBack(to: .shelf)

        let restored = try relaunch(launch)
        restored.tap(.item(2))
        #expect(restored.values == [.shelf, .item(2)])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(arguments: RackChapterShape.allCases)
    func poppingEveryRouteOfTheChildLeavesTheParentsOnTop(_ shape: RackChapterShape) throws {
        let launch = reading(shape)
        launch.goBack(to: .item(1))

        try relaunch(launch)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(arguments: RackChapterShape.allCases)
    func aSheetTheChildPresentedSwipedAwayStaysAwayAndAnOpenOneComesBack(_ shape: RackChapterShape) throws {
        let launch = reading(shape)
        launch.tap(.sheet(1))
        launch.flow.stack.setPresentation(nil, at: 0, style: .sheet)  // the user swipes it down
        launch.goBack(to: .page("A", 2))
        launch.tap(.sheet(2))
        #expect(launch.flow.stack.presentations.map(\.value) == [.sheet("A", 2)])

        try relaunch(launch)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(arguments: RackChapterShape.allCases)
    func aStopInTheChildDoesNotReportTheStack(_ shape: RackChapterShape) throws {
        let launch = reading(shape)
        var json = try #require(
            JSONSerialization.jsonObject(with: JSONEncoder().encode(launch.coordinator.navigationSnapshot()))
                as? [String: Any])
        // The child's last page is a step case the app no longer has.
        var root = try #require(json["root"] as? [String: Any])
        var navigations = try #require(root["navigations"] as? [[String: Any]])
        var children = try #require(navigations[2]["children"] as? [[String: Any]])
        var child = try #require(children[0]["flow"] as? [String: Any])
        var pages = try #require(child["navigations"] as? [[String: Any]])
        var step = try #require(pages.last?["step"] as? [String: Any])
        #expect(step["value"] as? String == #"{"page":{"_0":3}}"#)
        step["value"] = #"{"gone":{}}"#
        pages[pages.count - 1]["step"] = step
        child["navigations"] = pages
        children[0]["flow"] = child
        navigations[2]["children"] = children
        root["navigations"] = navigations
        json["root"] = root
        let snapshot = try JSONDecoder().decode(
            NavigationSnapshot.self, from: JSONSerialization.data(withJSONObject: json))

        let restored = RackLaunch(logger: log.logger)
        let report = try restored.restore(snapshot)
        #expect(report.stop?.reason == .stepNotReadable("RxFlowSwiftUITests.RackStep has no case gone"))
        #expect(report.statesNotApplied == [], "\(report)")
        #expect(restored.values.last == .page("A", 2))
    }
}

/// How a chapter flow shares its parent's `FlowStack`.
enum RackChapterShape: String, Codable, Sendable, CaseIterable {
    /// Its root is the parent's stack.
    case rooted
    /// Its root is the cover route its parent pushed for it (it ends when the user pops it).
    case handed
}

enum RackRoute: Hashable, Codable {
    case shelf
    case item(Int)
    case cover(String)
    case page(String, Int)
    case sheet(String, Int)
}

enum RackStep: Step, Codable, Equatable {
    case shelf
    case item(Int)
    case chapter(RackChapterShape, name: String)
    case page(Int)
    case sheet(Int)
}

/// One launch: a coordinator with restoration, a `RackFlow` shown.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class RackLaunch {
    let coordinator: FlowCoordinator
    let flow: RackFlow

    init(logger: Logger) {
        coordinator = FlowCoordinator(logger: logger, restoration: NavigationRestoration(steps: RackStep.self))
        flow = RackFlow(logger: logger)
        flow.stack.show()
    }

    func start() {
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: RackStep.shelf))
    }

    func restore(_ snapshot: NavigationSnapshot) throws -> RestorationReport {
        try coordinator.coordinate(
            flow: flow, with: OneStepper(withSingleStep: RackStep.shelf), restoringFrom: snapshot)
    }

    /// The values of the stack's path.
    var values: [RackRoute] { flow.stack.routes.map(\.value) }

    /// The user taps what makes `step` on the route they look at.
    func tap(_ step: RackStep) {
        ((flow.stack.visibleRoute as? FlowRoute<RackRoute>)?.viewModel as? TapModel)?.tap(step)
    }

    /// The user goes back to the route of `value` (the back button's menu).
    func goBack(to value: RackRoute) {
        guard let index = flow.stack.routes.firstIndex(where: { $0.value == value }) else { return }
        flow.stack.path = Array(flow.stack.path.prefix(index))
    }
}

/// A stack of a shelf and items, whose `.chapter` starts a chapter flow pushing on it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class RackFlow: Flow {
    let stack: FlowStack<RackRoute>
    var root: any Presentable { stack }

    init(logger: Logger) {
        stack = FlowStack(logger: logger)
    }

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? RackStep {
        case .shelf: return .route(stack.push(.shelf, viewModel: TapModel()))
        case .item(let number): return .route(stack.push(.item(number), viewModel: TapModel()))
        case .chapter(.rooted, let name):
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: RackChapterFlow(name: name, stack: stack, root: stack),
                    withNextStepper: OneStepper(withSingleStep: RackStep.page(1))))
        case .chapter(.handed, let name):
            let cover = stack.push(.cover(name))
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: RackChapterFlow(name: name, stack: stack, root: cover),
                    withNextStepper: OneStepper(withSingleStep: RackStep.page(1))))
        default: return .none
        }
    }
}

/// Pushes pages and presents sheets on the stack it is given.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class RackChapterFlow: Flow {
    let name: String
    let stack: FlowStack<RackRoute>
    let root: any Presentable

    init(name: String, stack: FlowStack<RackRoute>, root: any Presentable) {
        self.name = name
        self.stack = stack
        self.root = root
    }

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? RackStep {
        case .page(let number): .route(stack.push(.page(name, number), viewModel: TapModel()))
        case .sheet(let number): .route(stack.present(.sheet(name, number), viewModel: TapModel()))
        default: .none
        }
    }
}
