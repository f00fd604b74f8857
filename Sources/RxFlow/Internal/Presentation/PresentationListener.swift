/// Something a `PresentationState` calls directly when its presentable appears,
/// disappears or is dismissed: the one way the engine watches a presentable.
///
/// The state holds its listeners; a listener reaches its owner through the owner's
/// `BackReference`, so a state outliving a coordinator keeps nothing of it alive.
@MainActor
class PresentationListener {
    /// Set by the state: false once removed, so that a listener removed during a
    /// notification is not called afterwards.
    var isListening = false

    /// The presentable appeared or disappeared.
    func visibilityChanged(to isVisible: Bool) {}

    /// The presentable was dismissed.
    func dismissed() {}
}
