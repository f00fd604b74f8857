/// A listener attached to a presentation state (`PresentationState.attach(_:)`), until
/// `detach()`.
///
/// The owner of the listener keeps this, not the listener: the state holds its
/// listeners, and a listener holding its state would keep the presentable alive.
@MainActor
struct PresentationAttachment {
    let state: PresentationState
    let listener: PresentationListener

    /// Stops the state calling the listener.
    func detach() {
        state.detach(listener)
    }
}
