import RxFlow
import RxFlowSwiftUI

/// A deep link to a recipe: the path is rebuilt without animation, whatever was shown.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class RecipeFlow: Flow {
    let stack = FlowStack<RecipeRoute>()
    var root: any Presentable { stack }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? RecipeStep else { return .none }
        switch step {
        case .recipesAreRequired:
            return .route(stack.push(.recipes, viewModel: ScreenModel()))
        case .recipeIsPicked(let name):
            return .route(stack.push(.recipe(name: name), viewModel: ScreenModel()))
        case .timerIsRequired(let name):
            return .route(stack.present(.timer(name: name), viewModel: ScreenModel()))
        case .recipeIsLinked(let name):
            // What is presented leaves first, then the path becomes the list and the recipe,
            // both at once: one change, not a dismissal and two pushes.
            if let lowest = stack.presentations.first { stack.dismiss(lowest, animated: false) }
            let recipe = stack.setRoutes([.recipes, .recipe(name: name)], animated: false)[1]
            guard recipe.viewModel == nil else { return .none }
            recipe.viewModel = ScreenModel()
            return .route(recipe)
        }
    }
}

enum RecipeRoute: Hashable {
    case recipes
    case recipe(name: String)
    case timer(name: String)
}

enum RecipeStep: Step {
    case recipesAreRequired
    case recipeIsPicked(name: String)
    case timerIsRequired(name: String)
    case recipeIsLinked(name: String)
}
