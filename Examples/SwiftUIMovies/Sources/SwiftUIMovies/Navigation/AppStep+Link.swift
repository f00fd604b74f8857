import Foundation

extension AppStep {
    /// The step of a deep link `movies://movie/<id>`; nil for any other URL (the app ignores
    /// it).
    init?(link: URL) {
        let parts = link.pathComponents.filter { $0 != "/" }
        guard link.scheme == "movies", link.host == "movie", parts.count == 1, let id = Int(parts[0]) else {
            return nil
        }
        self = .movieIsLinked(id: id)
    }
}
