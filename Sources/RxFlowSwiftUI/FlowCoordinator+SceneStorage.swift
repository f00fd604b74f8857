import Foundation
import Logging
@_spi(RxFlowInternals) import RxFlow

extension FlowCoordinator {
    /// Starts `flow` restored from `data`, the navigation a scene kept (`sceneStorageData()`),
    /// when it holds a snapshot of a flow of this type; otherwise starts it afresh, as
    /// `coordinate(flow:with:allowStepWhenDismissed:)` does: on a first launch (nil), and when
    /// the data is of no use (it does not read as a snapshot, it was taken of another flow
    /// type, or the coordinator was made without a `NavigationRestoration`). What `View`'s
    /// `flowSceneStorage(_:launch:save:)` calls at launch.
    ///
    /// A launch that misuses the coordinator starts nothing and logs the
    /// `RestorationError` at `error` level: the coordinator already drives a flow
    /// (`.flowAlreadyRunning`), `flow` is already coordinated (`.flowAlreadyCoordinated`), or
    /// the coordinator is in the middle of a navigation (`.navigationUnderWay`: launch once it
    /// has returned). Starting afresh then would drop the user's navigation without a word.
    ///
    /// - Returns: what was restored, or nil when the flow started afresh or nothing started.
    @discardableResult
    public func coordinate(
        flow: any Flow, with stepper: any Stepper = DefaultStepper(), allowStepWhenDismissed: Bool = false,
        restoringFromSceneStorage data: Data?
    ) -> RestorationReport? {
        if let data, let snapshot = try? JSONDecoder().decode(NavigationSnapshot.self, from: data) {
            do {
                return try coordinate(
                    flow: flow, with: stepper, allowStepWhenDismissed: allowStepWhenDismissed, restoringFrom: snapshot)
            } catch {
                switch error {
                case .restorationNotEnabled, .differentRootFlow, .noFlowRunning:
                    break  // Of no use here: the flow starts afresh below.
                case .flowAlreadyRunning, .flowAlreadyCoordinated, .navigationUnderWay:
                    logger.error(
                        "coordinate(flow:with:restoringFromSceneStorage:) ignored: \(error)",
                        metadata: ["flow": .string(TypeName.of(type(of: flow)))])
                    return nil
                }
            }
        }
        coordinate(flow: flow, with: stepper, allowStepWhenDismissed: allowStepWhenDismissed)
        return nil
    }

    /// The navigation to keep in the scene's storage: the snapshot of what the tree shows now,
    /// as JSON data (the same data for the same tree); nil when there is none to take (no flow runs, or the coordinator was made
    /// without a `NavigationRestoration`). What `View`'s `flowSceneStorage(_:launch:save:)`
    /// writes when the scene leaves the foreground.
    public func sceneStorageData() -> Data? {
        guard let snapshot = try? navigationSnapshot() else { return nil }
        // Sorted keys: the same tree is always the same data.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try? encoder.encode(snapshot)
    }
}
