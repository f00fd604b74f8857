// Child flows, ending a flow, and deep links: run it with `swift run ChildFlows`.
import RxFlow
import RxFlowHeadless

enum ShopStep: Step {
    case shopIsRequired
    case productsAreRequired
    case productIsPicked(id: Int)
    case cartIsRequired
    case checkoutIsRequired
    case paymentIsRequired
    case paymentIsComplete
    case orderIsPlaced
}

/// A screen's view model: it emits what the user taps.
final class ScreenModel: Stepper {
    let steps = PublishRelay<any Step>()
    func tap(_ step: ShopStep) { steps.accept(step) }
}

final class Screen: ViewController {
    let model = ScreenModel()

    init(_ title: String) {
        super.init()
        self.title = title
    }
}

/// Contributes a new screen with its model as stepper.
@MainActor func contribute(_ screen: Screen) -> FlowContributors {
    .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen.model))
}

// The app: a tab bar of two child flows.
final class ShopFlow: Flow {
    var root: any Presentable { tabBarController }
    let tabBarController = TabBarController()

    func navigate(to step: any Step) -> FlowContributors {
        guard case ShopStep.shopIsRequired = step else { return .none }
        let products = ProductsFlow()
        let cart = CartFlow()
        Flows.use(products, cart, when: .ready) { (first: NavigationController, second: NavigationController) in
            self.tabBarController.viewControllers = [first, second]
        }
        let productsStepper = OneStepper(withSingleStep: ShopStep.productsAreRequired)
        let cartStepper = OneStepper(withSingleStep: ShopStep.cartIsRequired)
        return .multiple(flowContributors: [
            .contribute(withNextPresentable: products, withNextStepper: productsStepper),
            .contribute(withNextPresentable: cart, withNextStepper: cartStepper),
        ])
    }
}

final class ProductsFlow: Flow {
    var root: any Presentable { navigationController }
    private let navigationController = NavigationController()

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? ShopStep {
        case .productsAreRequired:
            let screen = Screen("Products")
            navigationController.pushViewController(screen, animated: false)
            return contribute(screen)
        case .productIsPicked(let id):
            navigationController.pushViewController(Screen("Product \(id)"), animated: false)
            return .none
        default:
            return .none
        }
    }
}

// The cart presents a checkout flow, which ends with a step for the cart.
final class CartFlow: Flow {
    var root: any Presentable { navigationController }
    private let navigationController = NavigationController()

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? ShopStep {
        case .cartIsRequired:
            let screen = Screen("Cart")
            navigationController.pushViewController(screen, animated: false)
            return contribute(screen)
        case .checkoutIsRequired:
            let checkout = CheckoutFlow()
            Flows.use(checkout, when: .created) { (checkoutRoot: NavigationController) in
                self.navigationController.present(checkoutRoot, animated: true)
            }
            let stepper = OneStepper(withSingleStep: ShopStep.paymentIsRequired)
            return .one(flowContributor: .contribute(withNextPresentable: checkout, withNextStepper: stepper))
        case .orderIsPlaced:
            navigationController.pushViewController(Screen("Thank you"), animated: false)
            return .none
        default:
            return .none
        }
    }
}

final class CheckoutFlow: Flow {
    var root: any Presentable { navigationController }
    private let navigationController = NavigationController()

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? ShopStep {
        case .paymentIsRequired:
            let screen = Screen("Payment")
            navigationController.pushViewController(screen, animated: false)
            return contribute(screen)
        case .paymentIsComplete:
            navigationController.dismiss(animated: true)
            return .end(forwardToParentFlowWithStep: ShopStep.orderIsPlaced)
        default:
            return .none
        }
    }
}

/// The screen on top of the selected tab, or of what it presents.
@MainActor func topScreen(in window: Window) -> Screen? {
    let tab = (window.rootViewController as? TabBarController)?.selectedViewController as? NavigationController
    let shown = tab?.presentedViewController as? NavigationController ?? tab
    return shown?.topViewController as? Screen
}

let window = Window()
let shop = ShopFlow()
window.rootViewController = shop.tabBarController
window.makeKeyAndVisible()

let coordinator = FlowCoordinator()
let log = coordinator.rx.didNavigate.sink { flow, step in print("did navigate flow=\(type(of: flow)) step=\(step)") }
coordinator.coordinate(flow: shop, with: OneStepper(withSingleStep: ShopStep.shopIsRequired))

// Async code awaits readiness instead of passing a block: the shop and both of its tabs.
let tabBar = try await Flows.ready(shop, as: TabBarController.self)
print("ready with \(tabBar.viewControllers.count) tabs")

// A deep link reaches every live flow, parents first; each flow navigates it or ignores it.
coordinator.navigate(to: ShopStep.productIsPicked(id: 7))

// In the cart tab: check out, then pay. The checkout flow ends; the cart shows its step.
(window.rootViewController as? TabBarController)?.selectedIndex = 1
topScreen(in: window)?.model.tap(.checkoutIsRequired)
topScreen(in: window)?.model.tap(.paymentIsComplete)

print(window.render())
log.cancel()
