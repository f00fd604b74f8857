/// What `MoviesApp.open(_:)` did with a deep link.
enum LinkOutcome: Equatable {
    /// A flow on screen showed it.
    case shown
    /// The link is malformed or names nothing in the catalogue; nothing was navigated.
    case refused(DeepLinkError)
    /// Every flow ignored it (none on screen can show it); nothing changed.
    case notShown
}
