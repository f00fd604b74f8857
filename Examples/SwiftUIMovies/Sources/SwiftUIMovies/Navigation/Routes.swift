/// The screens of the movies stacks (a tab's, or a split view column's): `Codable`, so that a
/// snapshot keeps which of them the user left.
enum MovieRoute: Hashable, Codable {
    /// A list, the root of its tab.
    case list(MovieList)
    /// Both lists, the split view's sidebar.
    case library
    /// The split view's detail before a movie is selected.
    case noSelection
    case movie(id: Int)
    case cast(id: Int)
    /// A full-screen cover.
    case trailer(id: Int)
    /// The confirmation dialog before a removal.
    case removal(id: Int)
    /// The sheet holding the settings flow's stack.
    case settings
}

/// The screens of the settings stack, in its sheet.
enum SettingsRoute: Hashable, Codable {
    case settings
    case about
}
