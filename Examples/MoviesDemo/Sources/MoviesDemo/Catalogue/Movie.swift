/// A movie of the catalogue: facts only.
struct Movie: Sendable, Equatable {
    /// Which list of the dashboard the movie is on.
    enum Shelf: Sendable, Equatable {
        case wishlist
        case watched
    }

    let id: Int
    let title: String
    let year: Int
    let director: String
    let shelf: Shelf
    let cast: [Role]

    /// `Title (year)`.
    var displayTitle: String { "\(title) (\(year))" }
}
