import RxFlow
import RxFlowSwiftUI

/// A popover of colors over a canvas; the color picked is pushed once the popover has left.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class PaletteFlow: Flow {
    let stack = FlowStack<PaletteRoute>()
    var root: any Presentable { stack }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? PaletteStep else { return .none }
        switch step {
        case .canvasIsRequired:
            return .route(stack.push(.canvas, viewModel: ScreenModel()))
        case .colorsAreRequired:
            // A popover on iPad and Mac; in compact width iOS makes it a sheet.
            return .route(stack.present(.colors, style: .popover, viewModel: ScreenModel()))
        case .colorIsPicked(let name):
            stack.dismiss()
            return .route(stack.push(.color(name: name), viewModel: ScreenModel()))
        }
    }
}

enum PaletteRoute: Hashable {
    case canvas
    case colors
    case color(name: String)
}

enum PaletteStep: Step {
    case canvasIsRequired
    case colorsAreRequired
    case colorIsPicked(name: String)
}
