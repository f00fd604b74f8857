/// A listener attached to a relay (`PublishRelay.attach(_:)`), until `detach(leaving:)`.
///
/// The owner of the listener keeps this, not the listener: the relay holds its
/// listeners, so a listener holding its relay would keep both alive.
struct RelayAttachment<Element> {
    let relay: PublishRelay<Element>
    let listener: RelayListener<Element>

}

extension RelayAttachment where Element == any Step {
    /// Stops the relay calling the listener. What reaches either of them afterwards (a value
    /// accepted later, or one accepted earlier on another thread and still on its way) is
    /// handed to `note`.
    func detach(leaving note: LateStepNote) {
        listener.retire(leaving: note)
        relay.detach(listener, leaving: note)
    }
}
