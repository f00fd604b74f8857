extension BarButtonItem {
    /// The system's buttons, like `UIBarButtonItem.SystemItem`: rendered by name.
    public enum SystemItem: String, Sendable, Hashable {
        /// Done.
        case done
        /// Cancel.
        case cancel
        /// Edit.
        case edit
        /// Save.
        case save
        /// Add (a plus sign).
        case add
        /// Close.
        case close
        /// Compose.
        case compose
        /// Reply.
        case reply
        /// Action (share).
        case action
        /// Organize.
        case organize
        /// Bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Refresh.
        case refresh
        /// Stop.
        case stop
        /// Camera.
        case camera
        /// Trash.
        case trash
        /// Play.
        case play
        /// Pause.
        case pause
        /// Undo.
        case undo
        /// Redo.
        case redo
        /// A flexible space between buttons.
        case flexibleSpace
        /// A fixed space between buttons.
        case fixedSpace
    }
}
