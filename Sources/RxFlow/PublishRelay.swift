/// A publisher of values that never completes nor fails; values are pushed with `accept(_:)`.
///
/// Subscribers receive only the values accepted after they subscribed. `accept(_:)` may
/// be called from any thread. The relay is also a `Subject`, so publishers feed it as
/// RxFlow apps bind observables to their steppers: `publisher.subscribe(relay)` (or
/// `publisher.bind(to: relay)`) relays every value and ignores the source's completion. Combine subscribers are served by a `PassthroughSubject`,
/// made on the first subscription; the coordinator listens through a lighter internal
/// path, so a stepper's relay costs no subject until something else subscribes to it.
public final class PublishRelay<Element>: Publisher {
    /// A relay emits the accepted values.
    public typealias Output = Element
    /// A relay never fails.
    public typealias Failure = Never

    // `accept` is inlinable so that callers get it specialized for their element type:
    // unspecialized, each call looked up generic metadata at run time.
    @usableFromInline let lock = Lock()
    // Guarded by `lock`, hence unchecked for exclusivity (a run-time check per access
    // otherwise). Only relays of steps get listeners (`attach` is offered for them alone).
    @exclusivity(unchecked) @usableFromInline var listeners = ListenerList<any StepListener>()
    @exclusivity(unchecked) @usableFromInline var subject: PassthroughSubject<Element, Never>?

    /// Creates a relay with no subscribers.
    public init() {}

    /// Sends `element` to every current subscriber.
    @inlinable
    public func accept(_ element: Element) {
        // Read under the lock, call outside it: a listener may accept again at once. Only the
        // first listener is copied in the common case (the engine's one listener).
        let (first, others, subject) = locked {
            (listeners.first, listeners.hasOthers ? listeners.afterFirst : nil, self.subject)
        }
        if let first {
            // Only relays of steps have listeners: for them this cast is the identity, which
            // the optimizer removes.
            let step = element as! any Step
            first.relayed(step)
            if let others { for listener in others { listener.relayed(step) } }
        }
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

    @inlinable
    func locked<Result>(_ body: () -> Result) -> Result {
        lock.withLock(body)
    }
}

// MARK: - The coordinator's path

extension PublishRelay where Element == any Step {
    /// Calls `listener.relayed(_:)` for every value accepted until `detach(_:leaving:)`.
    ///
    /// A late-step note left by an earlier detachment is removed: the engine listens again.
    func attach(_ listener: any StepListener) {
        locked {
            if !listeners.isEmpty { listeners.removeAll { $0.isLateStepNote } }
            listeners.add(listener)
        }
    }

    /// Stops calling `listener`. If no other engine listener is left, `note` takes its place
    /// (the one note of this relay), so that values accepted from now on are reported as
    /// dropped steps: on the path of an accepted value, a note is just a listener.
    func detach(_ listener: any StepListener, leaving note: LateStepNote) {
        locked {
            listeners.removeFirst { $0 === listener }
            listeners.removeAll { $0.isLateStepNote }
            if listeners.isEmpty { listeners.add(note) }
        }
    }

    /// True while the engine listens to this relay (a late-step note is not listening).
    var hasListeners: Bool {
        locked {
            var listening = false
            listeners.forEach { listening = listening || !$0.isLateStepNote }
            return listening
        }
    }
}

// MARK: - Fed by publishers

extension PublishRelay: Subject {
    /// Same as `accept(_:)`: how `publisher.subscribe(relay)` forwards values.
    public func send(_ value: Element) {
        accept(value)
    }

    /// Does nothing: a relay never completes, even when a publisher feeding it does
    /// (its other sources and its subscribers carry on).
    public func send(completion: Subscribers.Completion<Never>) {}

    /// Requests every value of a publisher that starts feeding this relay
    /// (`publisher.subscribe(relay)`): a relay never applies back-pressure.
    public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }
}

// Every mutable field is guarded by the lock, so the relay is as sendable as its values.
extension PublishRelay: @unchecked Sendable where Element: Sendable {}
