import RxFlow
import RxFlowTesting
import Testing

/// The navigation graph of real coordinator runs, and its Mermaid and DOT exports.
@MainActor
struct NavigationGraphTests {
    // MARK: - A small shop

    /// A shop: a product list, a product, then a checkout child flow that ends by forwarding
    /// the order to the shop, which forwards itself back to the list.
    @MainActor
    private struct Shop {
        let coordinator = FlowCoordinator()
        let flow = ShopFlow()
        let log: NavigationEventRecorder

        init() {
            log = NavigationEventRecorder(coordinator)
        }

        /// Runs the whole story.
        func run() throws {
            coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: ShopStep.start))
            let list = try #require(flow.contributed.last as? ProductListScreen)
            list.steps.accept(ShopStep.productIsPicked(id: 1))
            list.steps.accept(ShopStep.productIsPicked(id: 2))
            let product = try #require(flow.contributed.last as? ProductScreen)
            product.steps.accept(ShopStep.checkoutIsRequired)
            let payment = try #require(flow.checkout?.contributed.last as? PaymentScreen)
            payment.steps.accept(ShopStep.paid(orderId: 7))
        }
    }

    private static let shopMermaid = """
        flowchart TD
            ShopFlow(["ShopFlow"])
            ShopFlow_ProductListScreen["ProductListScreen"]
            ShopFlow_ProductScreen["ProductScreen"]
            CheckoutFlow(["CheckoutFlow"])
            CheckoutFlow_PaymentScreen["PaymentScreen"]
            ShopFlow -->|"start"| ShopFlow_ProductListScreen
            ShopFlow -->|"productIsPicked"| ShopFlow_ProductScreen
            ShopFlow ==>|"checkoutIsRequired"| CheckoutFlow
            CheckoutFlow -->|"paymentIsRequired"| CheckoutFlow_PaymentScreen
            CheckoutFlow -.->|"end orderIsPlaced"| ShopFlow
            ShopFlow -.->|"forward start"| ShopFlow

        """

    private static let shopDOT = """
        digraph NavigationGraph {
            node [shape=box];
            ShopFlow [label="ShopFlow", style=rounded];
            ShopFlow_ProductListScreen [label="ProductListScreen"];
            ShopFlow_ProductScreen [label="ProductScreen"];
            CheckoutFlow [label="CheckoutFlow", style=rounded];
            CheckoutFlow_PaymentScreen [label="PaymentScreen"];
            ShopFlow -> ShopFlow_ProductListScreen [label="start"];
            ShopFlow -> ShopFlow_ProductScreen [label="productIsPicked"];
            ShopFlow -> CheckoutFlow [label="checkoutIsRequired", style=bold];
            CheckoutFlow -> CheckoutFlow_PaymentScreen [label="paymentIsRequired"];
            CheckoutFlow -> ShopFlow [label="end orderIsPlaced", style=dashed];
            ShopFlow -> ShopFlow [label="forward start", style=dashed];
        }

        """

    @Test func theShopRunGivesItsGraph() throws {
        let shop = Shop()
        try shop.run()
        // The story did happen: the checkout ended and the shop went back to its list.
        #expect(shop.flow.checkout == nil)
        #expect(shop.flow.contributed.last is ProductListScreen)

        let graph = NavigationGraph(events: shop.log.events)

        let flow = { NavigationGraph.Node(kind: .flow, name: $0) }
        let shopScreen = { NavigationGraph.Node(kind: .presentable, name: $0, flow: "ShopFlow") }
        let checkoutScreen = { NavigationGraph.Node(kind: .presentable, name: $0, flow: "CheckoutFlow") }
        #expect(
            graph.nodes == [
                flow("ShopFlow"), shopScreen("ProductListScreen"), shopScreen("ProductScreen"), flow("CheckoutFlow"),
                checkoutScreen("PaymentScreen"),
            ])
        #expect(
            graph.edges == [
                .init(kind: .contribution, from: flow("ShopFlow"), to: shopScreen("ProductListScreen"), step: "start"),
                .init(
                    kind: .contribution, from: flow("ShopFlow"), to: shopScreen("ProductScreen"),
                    step: "productIsPicked"),
                .init(kind: .childFlow, from: flow("ShopFlow"), to: flow("CheckoutFlow"), step: "checkoutIsRequired"),
                .init(
                    kind: .contribution, from: flow("CheckoutFlow"), to: checkoutScreen("PaymentScreen"),
                    step: "paymentIsRequired"),
                .init(kind: .end, from: flow("CheckoutFlow"), to: flow("ShopFlow"), step: "orderIsPlaced"),
                .init(kind: .forward, from: flow("ShopFlow"), to: flow("ShopFlow"), step: "start"),
            ])
        #expect(graph.mermaid == Self.shopMermaid)
        #expect(graph.dot == Self.shopDOT)
    }

    @Test func twoRunsGiveTheSameBytes() throws {
        let first = Shop()
        try first.run()
        let second = Shop()
        try second.run()

        let graphs = (NavigationGraph(events: first.log.events), NavigationGraph(events: second.log.events))
        #expect(graphs.0.mermaid == graphs.1.mermaid)
        #expect(graphs.0.dot == graphs.1.dot)
    }

    @Test func aRecorderGivesTheGraphOfTheEventsUntilItStops() throws {
        let shop = Shop()
        let recorder = NavigationGraphRecorder(observing: shop.coordinator)
        try shop.run()

        #expect(recorder.graph == NavigationGraph(events: shop.log.events))
        #expect(recorder.graph.mermaid == Self.shopMermaid)

        recorder.stop()
        let list = try #require(shop.flow.contributed.last as? ProductListScreen)
        list.steps.accept(ShopStep.helpIsRequired)
        #expect(shop.flow.contributed.last is HelpScreen)
        #expect(recorder.graph.mermaid == Self.shopMermaid)
        #expect(NavigationGraph(events: shop.log.events).edges.last?.to.name == "HelpScreen")
    }

    // MARK: - Edge cases

    @Test func anEndWithoutAStepPointsToTheParentAndAnEndOfTheRootDrawsNothing() {
        let logs = LogCapture()
        let coordinator = FlowCoordinator(logger: logs.logger)
        let log = NavigationEventRecorder(coordinator)
        let child = ChildClosureFlow { _ in .end(forwardToParentFlowWithStep: NoneStep()) }
        let root = ClosureFlow { step in
            guard case .start = step as? ShopStep else { return .end(forwardToParentFlowWithStep: ShopStep.start) }
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: child, withNextStepper: OneStepper(withSingleStep: ShopStep.paid(orderId: 1))))
        }

        coordinator.coordinate(flow: root, with: OneStepper(withSingleStep: ShopStep.start))
        coordinator.navigate(to: ShopStep.checkoutIsRequired)

        // The root did end, forwarding a step to no parent.
        #expect(
            log.events.contains {
                guard case .flowEnded(let flow, .endedByFlow) = $0 else { return false }
                return flow.is(ClosureFlow.self)
            })
        let drops = logs.entries(at: .debug).filter { "\($0.message)".hasPrefix("step dropped") }
        #expect(drops.map { $0.metadata["reason"] } == ["\(StepDropReason.noParentFlow)"])
        let graph = NavigationGraph(events: log.events)
        #expect(
            graph.mermaid == """
                flowchart TD
                    ClosureFlow(["ClosureFlow"])
                    ChildClosureFlow(["ChildClosureFlow"])
                    ClosureFlow ==>|"start"| ChildClosureFlow
                    ChildClosureFlow -.->|"end"| ClosureFlow

                """)
        #expect(graph.edges.map(\.label) == ["start", "end"])
        log.stop()
    }

    @Test func stepsAreNamedByTheirKind() {
        let coordinator = FlowCoordinator()
        let log = NavigationEventRecorder(coordinator)
        let flow = ClosureFlow { _ in .one(flowContributor: .contribute(withNext: ShopScreen())) }
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: ShopStep.paid(orderId: 3)))
        coordinator.navigate(to: ShopStep.start)
        coordinator.navigate(to: StructStep(value: 4))
        coordinator.navigate(to: RxFlowStep.home)

        #expect(
            NavigationGraph(events: log.events).edges.map(\.step) == ["paid", "start", "StructStep", "home"])
        log.stop()
    }

    @Test func eachFlowsScreensAreItsOwnNodes() {
        let coordinator = FlowCoordinator()
        let log = NavigationEventRecorder(coordinator)
        let list: (any Step) -> FlowContributors = { _ in
            .one(flowContributor: .contribute(withNext: ProductListScreen()))
        }
        let tabs = ClosureFlow { _ in
            .multiple(flowContributors: [
                .contribute(
                    withNextPresentable: ChildClosureFlow(onNavigate: list),
                    withNextStepper: OneStepper(withSingleStep: ShopStep.start)),
                .contribute(
                    withNextPresentable: OtherChildClosureFlow(onNavigate: list),
                    withNextStepper: OneStepper(withSingleStep: ShopStep.start)),
            ])
        }
        coordinator.coordinate(flow: tabs, with: OneStepper(withSingleStep: ShopStep.start))

        let graph = NavigationGraph(events: log.events)
        let first = NavigationGraph.Node(kind: .presentable, name: "ProductListScreen", flow: "ChildClosureFlow")
        let second = NavigationGraph.Node(kind: .presentable, name: "ProductListScreen", flow: "OtherChildClosureFlow")
        #expect(graph.nodes.filter { $0.kind == .presentable } == [first, second])
        #expect(
            graph.mermaid == """
                flowchart TD
                    ClosureFlow(["ClosureFlow"])
                    ChildClosureFlow(["ChildClosureFlow"])
                    OtherChildClosureFlow(["OtherChildClosureFlow"])
                    ChildClosureFlow_ProductListScreen["ProductListScreen"]
                    OtherChildClosureFlow_ProductListScreen["ProductListScreen"]
                    ClosureFlow ==>|"start"| ChildClosureFlow
                    ClosureFlow ==>|"start"| OtherChildClosureFlow
                    ChildClosureFlow -->|"start"| ChildClosureFlow_ProductListScreen
                    OtherChildClosureFlow -->|"start"| OtherChildClosureFlow_ProductListScreen

                """)
        log.stop()
    }

    @Test func aNavigationThatContributesNothingIsAnEdgeToTheFlowItself() {
        let coordinator = FlowCoordinator()
        let log = NavigationEventRecorder(coordinator)
        // `paymentIsRequired` dismisses something and contributes nothing; an odd product is
        // shown with its screen, an even one without.
        let flow = ClosureFlow { step in
            switch step as? ShopStep {
            case .start: .one(flowContributor: .contribute(withNext: ProductListScreen()))
            case .productIsPicked(let id) where id.isMultiple(of: 2): .none
            case .productIsPicked: .one(flowContributor: .contribute(withNext: ProductScreen()))
            default: .none
            }
        }
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: ShopStep.start))
        for step in [
            ShopStep.paymentIsRequired, .productIsPicked(id: 1), .productIsPicked(id: 2), .paymentIsRequired,
            .productIsPicked(id: 3),
        ] {
            coordinator.navigate(to: step)
        }

        let graph = NavigationGraph(events: log.events)
        let closureFlow = NavigationGraph.Node(kind: .flow, name: "ClosureFlow")
        #expect(
            graph.edges.filter { $0.kind == .withoutContribution } == [
                .init(kind: .withoutContribution, from: closureFlow, to: closureFlow, step: "paymentIsRequired"),
                .init(kind: .withoutContribution, from: closureFlow, to: closureFlow, step: "productIsPicked"),
            ])
        #expect(
            graph.mermaid == """
                flowchart TD
                    ClosureFlow(["ClosureFlow"])
                    ClosureFlow_ProductListScreen["ProductListScreen"]
                    ClosureFlow_ProductScreen["ProductScreen"]
                    ClosureFlow -->|"start"| ClosureFlow_ProductListScreen
                    ClosureFlow -->|"paymentIsRequired"| ClosureFlow
                    ClosureFlow -->|"productIsPicked"| ClosureFlow_ProductScreen
                    ClosureFlow -->|"productIsPicked"| ClosureFlow

                """)
        #expect(graph.dot.contains("    ClosureFlow -> ClosureFlow [label=\"paymentIsRequired\"];\n"))
        log.stop()
    }

    @Test func namesAreQuotedAndIdentifiersAreSafe() {
        let coordinator = FlowCoordinator()
        let log = NavigationEventRecorder(coordinator)
        let flow = Wrapped<ClosureFlow>()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: OddStep.odd))

        let graph = NavigationGraph(events: log.events)
        #expect(
            graph.mermaid == """
                flowchart TD
                    Wrapped_ClosureFlow_(["Wrapped#lt;ClosureFlow#gt;"])
                    n_End(["End"])
                    Wrapped_ClosureFlow_ ==>|"say #quot;hi#quot; #124; #35;1 #amp; #96;x#96; \\ #lt;b#gt;"| n_End

                """)
        #expect(
            graph.dot == """
                digraph NavigationGraph {
                    node [shape=box];
                    Wrapped_ClosureFlow_ [label="Wrapped<ClosureFlow>", style=rounded];
                    n_End [label="End", style=rounded];
                    Wrapped_ClosureFlow_ -> n_End [label="say \\"hi\\" | #1 & `x` \\\\ <b>", style=bold];
                }

                """)
        log.stop()
    }

    /// Types are named as the app writes them: a nested type with the types around it (a flow,
    /// a screen, a step, a generic argument), and, like a top-level one, without its module.
    @Test func nestedTypesKeepTheNamesOfTheTypesAroundThem() {
        let coordinator = FlowCoordinator()
        let log = NavigationEventRecorder(coordinator)
        let flow = Catalog.BrowseFlow { _ in
            .multiple(flowContributors: [
                .contribute(withNext: Catalog.Shelf.BookScreen()), .contribute(withNext: Boxed<Catalog.Shelf>()),
            ])
        }
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: Catalog.Shelf.Browsed()))

        let graph = NavigationGraph(events: log.events)
        #expect(
            graph.mermaid == """
                flowchart TD
                    Catalog_BrowseFlow(["Catalog.BrowseFlow"])
                    Catalog_BrowseFlow_Catalog_Shelf_BookScreen["Catalog.Shelf.BookScreen"]
                    Catalog_BrowseFlow_Boxed_Catalog_Shelf_["Boxed#lt;Catalog.Shelf#gt;"]
                    Catalog_BrowseFlow -->|"Catalog.Shelf.Browsed"| Catalog_BrowseFlow_Catalog_Shelf_BookScreen
                    Catalog_BrowseFlow -->|"Catalog.Shelf.Browsed"| Catalog_BrowseFlow_Boxed_Catalog_Shelf_

                """)
        log.stop()
    }

    @Test func clashingIdentifiersGetANumber() {
        let coordinator = FlowCoordinator()
        let log = NavigationEventRecorder(coordinator)
        let flow = ClosureFlow { _ in
            .multiple(flowContributors: [
                .contribute(withNext: Boxed<ShopScreen>()), .contribute(withNext: Boxed_ShopScreen_()),
            ])
        }
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: ShopStep.start))

        #expect(
            NavigationGraph(events: log.events).mermaid == """
                flowchart TD
                    ClosureFlow(["ClosureFlow"])
                    ClosureFlow_Boxed_ShopScreen_["Boxed#lt;ShopScreen#gt;"]
                    ClosureFlow_Boxed_ShopScreen__2["Boxed_ShopScreen_"]
                    ClosureFlow -->|"start"| ClosureFlow_Boxed_ShopScreen_
                    ClosureFlow -->|"start"| ClosureFlow_Boxed_ShopScreen__2

                """)
        log.stop()
    }
}

// MARK: - Test doubles

private enum ShopStep: Step {
    case start
    case productIsPicked(id: Int)
    case checkoutIsRequired
    case paymentIsRequired
    case paid(orderId: Int)
    case orderIsPlaced(orderId: Int)
    case helpIsRequired
}

private struct StructStep: Step {
    let value: Int
}

/// A step that prints as something Mermaid and DOT would misread.
private enum OddStep: Step, CustomStringConvertible {
    case odd
    var description: String { #"say "hi" | #1 & `x` \ <b>"# }
}

/// A screen that is its own stepper; subclasses only give it a name.
@MainActor
private class ShopScreen: Presentable, Stepper {
    let presentable = TestPresentable()
    let steps = PublishRelay<any Step>()
    var rxVisible: AnyPublisher<Bool, Never> { presentable.rxVisible }
    var rxDismissed: AnyPublisher<Void, Never> { presentable.rxDismissed }
}

private final class ProductListScreen: ShopScreen {}
private final class ProductScreen: ShopScreen {}
private final class PaymentScreen: ShopScreen {}
private final class HelpScreen: ShopScreen {}
private final class Boxed<Inner>: ShopScreen {}
/// Its name is what `Boxed<ShopScreen>` becomes as an identifier.
private final class Boxed_ShopScreen_: ShopScreen {}

/// Lists, products and a checkout child flow; back to the list once the order is placed.
@MainActor
private final class ShopFlow: Flow {
    let rootPresentable = TestPresentable()
    var root: any Presentable { rootPresentable }
    private(set) var contributed: [ShopScreen] = []
    private(set) weak var checkout: CheckoutFlow?

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? ShopStep {
        case .start: return show(ProductListScreen())
        case .productIsPicked: return show(ProductScreen())
        case .helpIsRequired: return show(HelpScreen())
        case .checkoutIsRequired:
            let checkout = CheckoutFlow()
            self.checkout = checkout
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: checkout,
                    withNextStepper: OneStepper(withSingleStep: ShopStep.paymentIsRequired)))
        case .orderIsPlaced: return .one(flowContributor: .forwardToCurrentFlow(withStep: ShopStep.start))
        default: return .none
        }
    }

    private func show(_ screen: ShopScreen) -> FlowContributors {
        contributed.append(screen)
        return .one(flowContributor: .contribute(withNext: screen))
    }
}

/// Asks for the payment, then ends, sending the order to the shop.
@MainActor
private final class CheckoutFlow: Flow {
    let rootPresentable = TestPresentable()
    var root: any Presentable { rootPresentable }
    private(set) var contributed: [ShopScreen] = []

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? ShopStep {
        case .paymentIsRequired:
            let screen = PaymentScreen()
            contributed.append(screen)
            return .one(flowContributor: .contribute(withNext: screen))
        case .paid(let orderId):
            return .end(forwardToParentFlowWithStep: ShopStep.orderIsPlaced(orderId: orderId))
        default:
            return .none
        }
    }
}

/// Types nested in others, for the graph's names.
private enum Catalog {
    final class BrowseFlow: ClosureFlow {}
    enum Shelf {
        final class BookScreen: ShopScreen {}
        struct Browsed: Step {}
    }
}

/// A flow whose navigation is a closure.
@MainActor
private class ClosureFlow: Flow {
    let rootPresentable = TestPresentable()
    var root: any Presentable { rootPresentable }
    let onNavigate: (any Step) -> FlowContributors

    init(onNavigate: @escaping (any Step) -> FlowContributors = { _ in .none }) {
        self.onNavigate = onNavigate
    }

    func navigate(to step: any Step) -> FlowContributors { onNavigate(step) }
}

private final class ChildClosureFlow: ClosureFlow {}
private final class OtherChildClosureFlow: ClosureFlow {}
/// A flow whose name, lowercased, is a keyword of Mermaid (it ends a subgraph).
private final class End: ClosureFlow {}

/// A flow whose type name has angle brackets; it starts an `End` child flow.
@MainActor
private final class Wrapped<Inner>: Flow {
    let rootPresentable = TestPresentable()
    var root: any Presentable { rootPresentable }

    func navigate(to step: any Step) -> FlowContributors {
        .one(flowContributor: .contribute(withNextPresentable: End(), withNextStepper: NoneStepper()))
    }
}
