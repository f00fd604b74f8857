import Foundation
import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// The SwiftUI article's test: the snippet's `BookFlow` on its stack, the user's taps and a
/// sheet swiped down, with `FlowTestStore`.
@MainActor
struct SwiftUIArticleTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theReviewsSheetIsSwipedDown() async {
        let store = FlowTestStore(flow: BookFlow(), stepper: OneStepper(withSingleStep: BookStep.booksAreRequired))
        await store.receive(BookFlow.self, BookStep.booksAreRequired)
        store.visibleRoute(as: BookRoute.self)?.viewModel(as: TapModel.self)?.tap(.bookIsPicked(title: "Dune"))
        await store.receive(BookFlow.self, BookStep.bookIsPicked(title: "Dune"))
        store.visibleRoute(as: BookRoute.self)?.viewModel(as: TapModel.self)?.tap(.reviewsAreRequired(title: "Dune"))
        await store.receive(BookFlow.self, BookStep.reviewsAreRequired(title: "Dune"))
        // The user swipes the sheet down: SwiftUI writes nil through the binding.
        store.stack(of: BookRoute.self)?.setPresentation(nil, at: 0, style: .sheet)
        store.assertHierarchy(
            """
            - FlowStack<BookRoute> [visible]
              - books
              - book(title: "Dune") (top) [visible]
            """)
        await store.finish()
    }

    @Test func theTestsBookFlowIsTheSnippets() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let snippet = try String(
            contentsOf: root.appendingPathComponent("Snippets/SwiftUIStack.swift"), encoding: .utf8)
        let copy = try String(
            contentsOf: root.appendingPathComponent("Tests/RxFlowTestingTests/Support/BookFlow.swift"), encoding: .utf8)
        let declarations = try #require(copy.range(of: "enum BookRoute: Hashable {"))
        #expect(snippet.contains(copy[declarations.lowerBound...]))
    }
}
