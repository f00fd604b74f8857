import Testing

@testable import SwiftUIMovies

/// The journeys `swift run` prints, where SwiftUI does not exist.
@MainActor
struct JourneyTests {
    @Test func theJourneysEndOnTheLinkedMovies() {
        var shown: [String] = []
        let last = Journey.run { shown.append($0) }
        #expect(
            last == [
                """
                - FlowTabs<MovieList> [visible]
                  - tab: wishlist (selected) [visible]
                    - FlowStack<MovieRoute> [visible]
                      - list(wishlist)
                      - movie(id: 2) (top) [visible]
                  - tab: watched
                    - FlowStack<MovieRoute>
                      - list(watched) (top)
                """,
                """
                - FlowSplit<Int> (regular, automatic) [visible]
                  - sidebar [visible]
                    - FlowStack<MovieRoute> [visible]
                      - library (top) [visible]
                  - detail [visible]
                    - FlowStack<MovieRoute> [visible]
                      - movie(id: 1) (top) [visible]
                """,
            ])
        #expect(shown.count == 11)
        #expect(shown.contains { $0.hasPrefix("Settings swiped down, then a link to Arrival (no animation):") })
        #expect(shown.contains { $0.contains("confirmationDialog: removal(id: 1) \"Remove Dune?\"") })
    }
}
