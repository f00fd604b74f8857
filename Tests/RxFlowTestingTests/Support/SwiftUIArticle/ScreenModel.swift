import RxFlow

// The SwiftUI article's shapes (tabs, a split view, alerts, a popover, a deep link), each a
// whole flow that `SwiftUIArticleShapeTests` runs, and the SwiftUI views that show them
// (`SwiftUIArticleViews.swift`). They use RxFlow, RxFlowSwiftUI and `BookFlow` only, so that
// Scripts/typecheck-apple-glue type-checks the views on Linux against the SwiftUI stand-ins.

/// A screen's view model: what the user taps becomes a step.
final class ScreenModel: Stepper {
    let steps = PublishRelay<any Step>()
    func tap(_ step: any Step) { steps.accept(step) }
}
