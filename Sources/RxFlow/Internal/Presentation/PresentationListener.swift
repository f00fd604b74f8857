/// Something a `PresentationState` calls directly when its presentable appears,
/// disappears or is dismissed: the one way the engine watches a presentable.
///
/// The engine's listeners are its nodes and contributions themselves. The state holds its
/// listeners until they detach, which the engine always does when a flow or contribution
/// ends, so a state outliving a coordinator keeps nothing of it alive.
@MainActor
protocol PresentationListener: AnyObject {
    /// Set by the state: false once detached, so that a listener detached during a
    /// notification is not called afterwards.
    var isListening: Bool { get set }

    /// The presentable appeared or disappeared.
    func presentationVisibilityChanged(to isVisible: Bool)

    /// The presentable was dismissed.
    func presentationDismissed()
}
