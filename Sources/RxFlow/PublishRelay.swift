import Foundation

#if !canImport(Darwin)
    import Synchronization
#endif

/// A publisher of values that never completes nor fails; values are pushed with `accept(_:)`.
///
/// Subscribers receive only the values accepted after they subscribed. `accept(_:)` may
/// be called from any thread. Combine subscribers are served by a `PassthroughSubject`,
/// made on the first subscription; the coordinator listens through a lighter internal
/// path, so a stepper's relay costs no subject until something else subscribes to it.
public final class PublishRelay<Element>: Publisher {
    /// A relay emits the accepted values.
    public typealias Output = Element
    /// A relay never fails.
    public typealias Failure = Never

    // `accept` is inlinable so that callers get it specialized for their element type:
    // unspecialized, each call looked up generic metadata at run time.
    #if canImport(Darwin)
        @usableFromInline let lock = NSLock()
    #else
        @usableFromInline let lock = Mutex<Void>(())
    #endif
    // Guarded by `lock`. Most relays have one listener (the coordinator): it is kept
    // inline, and an array is made only for more.
    @usableFromInline var firstListener: RelayListener<Element>?
    @usableFromInline var otherListeners: [RelayListener<Element>] = []
    @usableFromInline var subject: PassthroughSubject<Element, Never>?

    /// Creates a relay with no subscribers.
    public init() {}

    /// Sends `element` to every current subscriber.
    @inlinable
    public func accept(_ element: Element) {
        // Read under the lock, call outside it: a subscriber may accept again at once.
        var first: RelayListener<Element>?
        var others: [RelayListener<Element>] = []
        var subject: PassthroughSubject<Element, Never>?
        locked {
            first = firstListener
            if !otherListeners.isEmpty { others = otherListeners }
            subject = self.subject
        }
        first?.relayed(element)
        for listener in others { listener.relayed(element) }
        subject?.send(element)
    }

    /// Attaches `subscriber`; it receives every value accepted from now on.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        let subject = locked {
            let subject = self.subject ?? PassthroughSubject()
            self.subject = subject
            return subject
        }
        subject.receive(subscriber: subscriber)
    }

    // MARK: - The coordinator's path

    /// Calls `listener.relayed(_:)` for every value accepted until the returned
    /// attachment is detached.
    func attach(_ listener: RelayListener<Element>) -> RelayAttachment<Element> {
        locked {
            if firstListener == nil {
                firstListener = listener
            } else {
                otherListeners.append(listener)
            }
        }
        return RelayAttachment(relay: self, listener: listener)
    }

    /// Stops calling `listener`.
    func detach(_ listener: RelayListener<Element>) {
        locked {
            if firstListener === listener {
                firstListener = otherListeners.isEmpty ? nil : otherListeners.removeFirst()
            } else if let index = otherListeners.firstIndex(where: { $0 === listener }) {
                otherListeners.remove(at: index)
            }
        }
    }

    @inlinable
    func locked<Result>(_ body: () -> Result) -> Result {
        #if canImport(Darwin)
            lock.lock()
            defer { lock.unlock() }
            return body()
        #else
            return lock.withLock { _ in body() }
        #endif
    }
}

// Every mutable field is guarded by the lock, so the relay is as sendable as its values.
extension PublishRelay: @unchecked Sendable where Element: Sendable {}
