/// A movie of the catalog.
struct Movie: Identifiable, Hashable, Sendable {
    let id: Int
    let title: String

    static let catalog = [
        Movie(id: 1, title: "Dune"),
        Movie(id: 2, title: "Arrival"),
        Movie(id: 3, title: "Mad Max: Fury Road"),
    ]

    static func titled(_ id: Int) -> String {
        catalog.first { $0.id == id }?.title ?? "Movie \(id)"
    }
}
