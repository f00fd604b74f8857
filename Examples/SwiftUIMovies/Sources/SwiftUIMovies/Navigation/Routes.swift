/// The screens of the movies stack.
enum MovieRoute: Hashable {
    case list
    case movie(id: Int)
    case trailer(id: Int)
    case settings
}

/// The screens of the settings stack, in its sheet.
enum SettingsRoute: Hashable {
    case settings
    case about
}
