/// A movie of the catalog.
struct Movie: Identifiable, Hashable, Sendable {
    let id: Int
    let title: String
    let cast: [String]

    static let catalog = [
        Movie(id: 1, title: "Dune", cast: ["Timothée Chalamet", "Zendaya"]),
        Movie(id: 2, title: "Arrival", cast: ["Amy Adams", "Jeremy Renner"]),
        Movie(id: 3, title: "Mad Max: Fury Road", cast: ["Charlize Theron", "Tom Hardy"]),
        Movie(id: 4, title: "Heat", cast: ["Al Pacino", "Robert De Niro"]),
    ]

    static func withId(_ id: Int) -> Movie? {
        catalog.first { $0.id == id }
    }

    static func titled(_ id: Int) -> String {
        withId(id)?.title ?? "Movie \(id)"
    }
}
