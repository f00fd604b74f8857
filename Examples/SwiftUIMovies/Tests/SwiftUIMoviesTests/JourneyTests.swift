import Testing

@testable import SwiftUIMovies

/// The journeys `swift run` prints, where SwiftUI does not exist (the last one relaunches the
/// app where the user was).
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
                """
                - FlowTabs<MovieList> [visible]
                  - tab: wishlist
                    - FlowStack<MovieRoute>
                      - list(wishlist)
                      - movie(id: 1) (top)
                  - tab: watched (selected) [visible]
                    - FlowStack<MovieRoute> [visible]
                      - list(watched) (top) [visible]
                """,
            ])
        #expect(shown.count == 15)
        #expect(shown.contains { $0.hasPrefix("Settings swiped down, then a link to Arrival (no animation):") })
        #expect(shown.contains { $0.contains("confirmationDialog: removal(id: 1) \"Remove Dune?\"") })
        #expect(shown.contains { $0.contains("(restored 7 of 7 navigations, no animation)") })
        #expect(shown.contains { $0.contains("(restored 3 of 3 navigations)") && $0.contains("(regular, detailOnly)") })
    }
}
