/// A listener attached to a relay (`PublishRelay.attach(_:)`), until `detach()`.
///
/// The owner of the listener keeps this, not the listener: the relay holds its
/// listeners, so a listener holding its relay would keep both alive.
struct RelayAttachment<Element> {
    let relay: PublishRelay<Element>
    let listener: RelayListener<Element>

    /// Stops the relay calling the listener.
    func detach() {
        relay.detach(listener)
    }
}
