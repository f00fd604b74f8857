/// A cast member's part in a movie.
struct Role: Sendable, Equatable {
    let castId: Int
    let character: String
}
