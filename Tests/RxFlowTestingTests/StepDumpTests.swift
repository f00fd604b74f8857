import RxFlow
import RxFlowHeadless
import RxFlowTesting
import Testing

/// Steps of every shape, as an app may write them.
private enum Catalog {
    struct Pick: Step { let id: Int }
    struct Search: Step { let text: String }
    struct Page<Item: Sendable>: Step { let item: Item }
    struct Refresh: Step {}
    final class Open: Step {
        let id: Int
        init(id: Int) { self.id = id }
    }
    /// With a description of its own, which the dump does not use for a class or a struct.
    final class Close: Step, CustomStringConvertible {
        let id: Int
        init(id: Int) { self.id = id }
        var description: String { "close #\(id)" }
    }
    enum Route: Step {
        case home
        case book(id: Int, title: String)
        case shelf(Int)
    }
    enum Paged<Item: Sendable>: Step { case page(Item) }

    /// Navigates any step, and shows nothing.
    final class CatalogFlow: Flow {
        var root: any Presentable { screen }
        private let screen = ViewController()

        func navigate(to step: any Step) -> FlowContributors { .none }
    }
}

/// A step expected and the different one navigated, with how a failure's diff shows each.
private struct Mismatch: Sendable, CustomStringConvertible {
    let expected: any Step
    let navigated: any Step
    let expectedText: String
    let navigatedText: String

    var description: String { "\(expectedText) / \(navigatedText)" }

    static let all = [
        Mismatch(Catalog.Pick(id: 2), "Catalog.Pick(id: 2)", Catalog.Pick(id: 1), "Catalog.Pick(id: 1)"),
        Mismatch(
            Catalog.Search(text: "b"), #"Catalog.Search(text: "b")"#, Catalog.Search(text: "a"),
            #"Catalog.Search(text: "a")"#),
        Mismatch(
            Catalog.Page(item: 2), "Catalog.Page<Int>(item: 2)", Catalog.Page(item: 1), "Catalog.Page<Int>(item: 1)"),
        Mismatch(Catalog.Page(item: 1), "Catalog.Page<Int>(item: 1)", Catalog.Refresh(), "Catalog.Refresh()"),
        // Two instances of a class that is not Equatable differ by their properties, though
        // Swift prints both as the class's name.
        Mismatch(Catalog.Open(id: 2), "Catalog.Open(id: 2)", Catalog.Open(id: 1), "Catalog.Open(id: 1)"),
        Mismatch(Catalog.Open(id: 2), "Catalog.Open(id: 2)", Catalog.Close(id: 1), "Catalog.Close(id: 1)"),
        Mismatch(Catalog.Close(id: 2), "Catalog.Close(id: 2)", Catalog.Close(id: 1), "Catalog.Close(id: 1)"),
        Mismatch(
            Catalog.Route.book(id: 1, title: "B"), #"Catalog.Route.book(id: 1, title: "B")"#,
            Catalog.Route.book(id: 1, title: "A"), #"Catalog.Route.book(id: 1, title: "A")"#),
        Mismatch(Catalog.Route.shelf(2), "Catalog.Route.shelf(2)", Catalog.Route.home, "Catalog.Route.home"),
        Mismatch(
            Catalog.Paged.page("b"), #"Catalog.Paged<String>.page("b")"#, Catalog.Paged.page("a"),
            #"Catalog.Paged<String>.page("a")"#),
    ]

    init(_ expected: any Step, _ expectedText: String, _ navigated: any Step, _ navigatedText: String) {
        self.expected = expected
        self.navigated = navigated
        self.expectedText = expectedText
        self.navigatedText = navigatedText
    }
}

/// A failed `receive` shows the step expected and the step navigated as Swift code, the type
/// named once, with its outer types, whatever the step's shape: struct, class, generic, enum
/// with or without a payload.
@MainActor
struct StepDumpTests {
    @Test(arguments: Mismatch.all)
    fileprivate func aWrongStepIsShownWithItsTypeOnce(_ mismatch: Mismatch) async {
        await withKnownIssue {
            let store = FlowTestStore(
                flow: Catalog.CatalogFlow(), stepper: OneStepper(withSingleStep: mismatch.navigated))
            await store.receive(Catalog.CatalogFlow.self, mismatch.expected)
            await store.finish()
        } matching: { issue in
            issue.message.contains("-   step: \(mismatch.expectedText)\n")
                && issue.message.contains("+   step: \(mismatch.navigatedText)\n")
        }
    }
}
