/// The user's two movie lists: a tab each, or a section of the split view's sidebar.
enum MovieList: String, Hashable, Codable, CaseIterable, Sendable, CustomStringConvertible {
    case wishlist
    case watched

    /// `wishlist`, as routes are rendered.
    var description: String { rawValue }

    var title: String {
        switch self {
        case .wishlist: "Wishlist"
        case .watched: "Watched"
        }
    }
}
