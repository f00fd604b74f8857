/// A person who appears in movies of the catalogue.
struct CastMember: Sendable, Equatable {
    let id: Int
    let name: String
}
