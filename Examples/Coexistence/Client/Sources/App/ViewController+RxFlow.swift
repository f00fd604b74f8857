import RxFlow
import RxFlowHeadless

// RxFlow 2.x makes every `UIViewController` a `Presentable` itself; the stand-in does not know
// the headless screens, which stand in for UIKit's here, so the app says it (a real app does
// not need this line).
extension ViewController: RxFlow.Presentable {}
