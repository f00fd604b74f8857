import RxFlow
import RxFlowSwiftUI

/// A route whose view model the hint reads (`FlowRoute`, whatever its value type).
@MainActor
protocol RouteWithViewModel {
    var heldViewModel: (any Stepper)? { get }
}

extension FlowRoute: RouteWithViewModel {
    var heldViewModel: (any Stepper)? { viewModel }
}
