import RxFlow

/// Runs a workload that returns its coordinator after dismissing the flow's root, then
/// checks that the coordinator and every screen, stepper and flow of the workload are gone.
@MainActor
func expectReleased(after workload: String, _ body: () -> FlowCoordinator) {
    weak let coordinator = body()
    require(coordinator == nil, "\(workload): the coordinator outlived its dismissed root")
    LiveObjects.assertNoneAlive(after: workload)
}
