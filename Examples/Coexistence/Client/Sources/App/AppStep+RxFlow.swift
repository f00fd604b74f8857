import NewFlows
import RxFlow

// The old flows navigate the app's steps too.
extension AppStep: RxFlow.Step {}
