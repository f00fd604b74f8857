import Observation

/// The movies on each of the user's lists, shared by the flows (removing a movie changes it)
/// and read by the lists' views.
@MainActor
@Observable
final class Library {
    private(set) var lists: [MovieList: [Movie]] = [
        .wishlist: [1, 2].compactMap(Movie.withId),
        .watched: [3, 4].compactMap(Movie.withId),
    ]

    func movies(in list: MovieList) -> [Movie] {
        lists[list] ?? []
    }

    /// The list holding the movie, if one does (a link to any other movie is ignored).
    func list(holding id: Int) -> MovieList? {
        MovieList.allCases.first { list in movies(in: list).contains { $0.id == id } }
    }

    func remove(_ id: Int) {
        for list in MovieList.allCases { lists[list]?.removeAll { $0.id == id } }
    }
}
