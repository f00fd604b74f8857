/// What `MoviesApp.open(_:)` did with a deep link.
enum LinkOutcome: Equatable {
    /// A flow on screen showed it.
    case shown
    /// No flow on screen can show it: it waits in the app's `DeepLinkInbox`, and opens as
    /// soon as one is on screen. `replacing` is the link that was waiting before, if any.
    case kept(replacing: String?)
    /// The link is malformed or names nothing in the catalogue; nothing was navigated.
    case refused(DeepLinkError)
}
