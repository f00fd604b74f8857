import Foundation
import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// What `flowSceneStorage(_:launch:save:)` keeps and how a launch uses it: the snapshot as
/// JSON data, restored when it is one of the flow's type, a fresh start otherwise.
@MainActor
struct SceneStorageTests {
    let log = LogCapture(level: .info)

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func launch(restoringFrom data: Data?) -> (ShopLaunch, RestorationReport?) {
        let launch = ShopLaunch(logger: log.logger)
        let report = launch.coordinator.coordinate(
            flow: launch.flow, with: OneStepper(withSingleStep: ShopStep.start), restoringFromSceneStorage: data)
        return (launch, report)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theDataKeptRestoresTheSceneAtTheNextLaunch() throws {
        let (first, none) = launch(restoringFrom: nil)
        #expect(none == nil)
        first.tap(.itemIsPicked(1))
        first.tabs.selection = .saved
        first.tap(.settingsAreRequired)
        let data = try #require(first.coordinator.sceneStorageData())

        let (second, report) = launch(restoringFrom: data)
        #expect(report?.isComplete == true)
        #expect(second.picture == first.picture)
        #expect(second.coordinator.sceneStorageData() == data)
        #expect(log.messages(atLeast: .info).isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(arguments: [Data("not json".utf8), Data(#"{"format":"swift-rxflow.navigation","version":99}"#.utf8)])
    func dataThatIsNoSnapshotStartsAfresh(data: Data) {
        let (launch, report) = launch(restoringFrom: data)
        #expect(report == nil)
        #expect(launch.stack(.browse).routes.map(\.value) == [.list(.browse)])
        #expect(log.messages(atLeast: .info).isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aSnapshotOfAnotherFlowStartsAfresh() throws {
        let coordinator = FlowCoordinator(logger: log.logger, restoration: NavigationRestoration(steps: ShopStep.self))
        let other = ShopStackFlow(tab: .saved, logger: log.logger)
        other.stack.show()
        coordinator.coordinate(flow: other, with: OneStepper(withSingleStep: ShopStep.listIsRequired(.saved)))
        let data = try #require(coordinator.sceneStorageData())

        let (launch, report) = launch(restoringFrom: data)
        #expect(report == nil)
        #expect(launch.tabs.selectedTab == .browse)
        #expect(launch.stack(.browse).routes.map(\.value) == [.list(.browse)])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aCoordinatorWithoutRestorationKeepsNothingAndStartsAfresh() throws {
        let (first, _) = launch(restoringFrom: nil)
        let data = try #require(first.coordinator.sceneStorageData())
        let coordinator = FlowCoordinator(logger: log.logger)
        let flow = ShopTabsFlow(logger: log.logger)
        flow.tabs.show()
        #expect(coordinator.sceneStorageData() == nil)
        let report = coordinator.coordinate(
            flow: flow, with: OneStepper(withSingleStep: ShopStep.start), restoringFromSceneStorage: data)
        #expect(report == nil)
        #expect(flow.tabs.tabs.count == 2)
        #expect(coordinator.sceneStorageData() == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aCoordinatorThatRunsAFlowAlreadyStartsNothing() throws {
        let (launch, _) = launch(restoringFrom: nil)
        launch.tap(.itemIsPicked(1))
        let data = try #require(launch.coordinator.sceneStorageData())
        let report = launch.coordinator.coordinate(
            flow: ShopTabsFlow(logger: log.logger), with: OneStepper(withSingleStep: ShopStep.start),
            restoringFromSceneStorage: data)
        #expect(report == nil)
        #expect(launch.coordinator.sceneStorageData() == data)
        #expect(log.messages(atLeast: .info) == [misuse(RestorationError.flowAlreadyRunning)])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aFlowAnotherCoordinatorDrivesIsRefusedAndNothingStarts() throws {
        let (first, _) = launch(restoringFrom: nil)
        first.tap(.itemIsPicked(1))
        let data = try #require(first.coordinator.sceneStorageData())
        let coordinator = FlowCoordinator(logger: log.logger, restoration: NavigationRestoration(steps: ShopStep.self))
        let report = coordinator.coordinate(
            flow: first.flow, with: OneStepper(withSingleStep: ShopStep.start), restoringFromSceneStorage: data)
        #expect(report == nil)
        #expect(coordinator.sceneStorageData() == nil)
        #expect(first.coordinator.sceneStorageData() == data)
        #expect(log.messages(atLeast: .info) == [misuse(RestorationError.flowAlreadyCoordinated)])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aRelaunchFromTheEndOfTheFlowStartsNothingAndSaysSo() throws {
        let coordinator = FlowCoordinator(logger: log.logger, restoration: NavigationRestoration(steps: ShopStep.self))
        coordinator.coordinate(
            flow: ShopSettingsFlow(logger: log.logger), with: OneStepper(withSingleStep: ShopStep.settingsAreRequired))
        let data = try #require(coordinator.sceneStorageData())
        let relaunched = ShopSettingsFlow(logger: log.logger)
        var reports: [RestorationReport?] = []
        // An observer that relaunches the scene when its flow ends, inside that navigation.
        let relaunching = coordinator.observe { event in
            guard case .flowEnded = event else { return }
            reports.append(
                coordinator.coordinate(
                    flow: relaunched, with: OneStepper(withSingleStep: ShopStep.settingsAreRequired),
                    restoringFromSceneStorage: data))
        }
        defer { relaunching.cancel() }
        coordinator.navigate(to: ShopStep.settingsAreDone)
        #expect(reports.count == 1 && reports.first == .some(nil))
        // Not started afresh either: the user's navigation is not dropped without a word.
        #expect(relaunched.stack.routes.isEmpty)
        #expect(coordinator.sceneStorageData() == nil)
        #expect(log.messages(atLeast: .info) == [misuse(RestorationError.navigationUnderWay)])
    }

    /// What the coordinator logs when a scene's launch misuses it.
    private func misuse(_ error: RestorationError) -> String {
        "coordinate(flow:with:restoringFromSceneStorage:) ignored: \(error)"
    }
}
