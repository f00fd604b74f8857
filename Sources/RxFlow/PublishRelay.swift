import Dispatch

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
    // Listeners change on the main queue only (the engine attaches and detaches there), so
    // code on the main queue may also read them without the lock.
    @exclusivity(unchecked) @usableFromInline var listeners = InlineList<StepListener>()
    @exclusivity(unchecked) @usableFromInline var subject: PassthroughSubject<Element, Never>?

    /// Set before the relay makes its subject: its fast path is then closed.
    @usableFromInline let hasSubject = AtomicFlag()

    // The main queue's fast path, read and written on the main queue only.
    /// The only listener, when there is exactly one: called without a retain.
    @exclusivity(unchecked) @usableFromInline var soleListener: Unmanaged<StepListener>?
    /// How many fast deliveries are running (they nest when a navigation accepts again).
    @exclusivity(unchecked) @usableFromInline var fastDeliveries = 0
    /// Listeners detached while fast deliveries run, kept alive until the outermost ends:
    /// the listener being called holds no retain of its own. Usually one (the listener
    /// that ended), kept inline.
    @exclusivity(unchecked) @usableFromInline var detachedDuringDelivery = InlineList<StepListener>()

    /// Set, never cleared, once a publisher feeds the relay (`bind(to:)`, `subscribe(relay)`):
    /// a feed reaches the relay through a weak reference, which `isKnownUniquelyReferenced`
    /// does not count (see `release`). Guarded by `lock`.
    @exclusivity(unchecked) var isFedByPublishers = false

    /// Creates a relay with no subscribers.
    public init() {}

    /// Sends `element` to every current subscriber.
    @inlinable
    public func accept(_ element: Element) {
        let isOnMainQueue = _isOnMainQueue()
        // The fast path: on the main queue, with one listener (the engine's) and no Combine
        // subscriber, the listener is called without the lock (listeners change on the main
        // queue only) and without a retain (see `detach`).
        if isOnMainQueue, !hasSubject.isSet, let soleListener {
            // Only relays of steps have listeners: for them this cast is the identity, which
            // the optimizer removes.
            let step = element as! any Step
            fastDeliveries += 1
            soleListener._withUnsafeGuaranteedRef { $0.relayedOnMainQueue(step) }
            fastDeliveries -= 1
            if fastDeliveries == 0 && !detachedDuringDelivery.isEmpty { detachedDuringDelivery = InlineList() }
            return
        }
        // Read under the lock, call outside it: a listener may accept again at once. Each
        // listener read is retained here and released by `deliver` on the main queue: off
        // it, the retain travels with the step, so that an engine listener's last release
        // never happens on this thread (a node is released on the main queue only). Only
        // the first listener is copied in the common case (the engine's one listener).
        let (first, others, subject) = locked {
            (
                listeners.first.map { Unmanaged.passRetained($0) },
                listeners.hasOthers ? listeners.afterFirst.map { Unmanaged.passRetained($0) } : nil,
                self.subject
            )
        }
        if let first {
            // Only relays of steps have listeners: for them this cast is the identity, which
            // the optimizer removes.
            let step = element as! any Step
            if isOnMainQueue {
                Self.deliver(step, to: first, others)
            } else {
                // After what this thread already sent to the main queue: steps keep their order.
                DispatchQueue.main.async { Self.deliver(step, to: first, others) }
            }
        }
        subject?.send(element)
    }

    /// Calls each listener on the main queue, then gives back the retain `accept` took.
    @usableFromInline
    static func deliver(
        _ step: any Step, to first: Unmanaged<StepListener>, _ others: [Unmanaged<StepListener>]?
    ) {
        first.takeRetainedValue().relayedOnMainQueue(step)
        if let others { for listener in others { listener.takeRetainedValue().relayedOnMainQueue(step) } }
    }

    /// Attaches `subscriber`; it receives every value accepted from now on.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        let subject = locked {
            // Before the subject exists: from now on, the relay takes its locked path.
            if self.subject == nil { hasSubject.set() }
            let subject = self.subject ?? PassthroughSubject()
            self.subject = subject
            return subject
        }
        subject.receive(subscriber: subscriber)
    }

    /// Records that a publisher feeds this relay (see `isFedByPublishers`).
    func markFedByPublisher() {
        locked { isFedByPublishers = true }
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
    func attach(_ listener: StepListener) {
        locked {
            if !listeners.isEmpty { removeLateStepNotes() }
            listeners.add(listener)
            updateSoleListener()
        }
    }

    /// Stops calling `listener`. If no other engine listener is left, `note` takes its place
    /// (the one note of this relay), so that values accepted from now on are reported as
    /// dropped steps: on the path of an accepted value, a note is just a listener.
    ///
    /// Called on the main queue, during a fast delivery too (a navigation ends the flow or
    /// the contribution being called): the listener is then kept until that delivery ends.
    func detach(_ listener: StepListener, leaving note: LateStepNote?) {
        locked {
            // Kept first, removed second: the relay's list may hold the listener's last
            // reference, and the listener being called holds none (see `accept`).
            if fastDeliveries > 0 { detachedDuringDelivery.add(listener) }
            listeners.removeFirst { $0 === listener }
            removeLateStepNotes()
            if listeners.isEmpty, let note { listeners.add(note) }
            updateSoleListener()
        }
    }

    /// Stops `listener` listening. If no other engine listener is left, `listener` stays as
    /// the relay's late-step note (the one note of this relay; `isLateStepNote` is set here,
    /// under the lock), which spares a note of its own; otherwise it is detached.
    ///
    /// Called on the main queue, during a fast delivery too (see `detach(_:leaving:)`).
    func retire(_ listener: StepListener) {
        locked {
            if engineListens(besides: listener) {
                // Kept first, removed second (see `detach(_:leaving:)`).
                if fastDeliveries > 0 { detachedDuringDelivery.add(listener) }
                listeners.removeFirst { $0 === listener }
            } else {
                // With `listener` alone (the common case: a screen's relay), there is no note.
                if listeners.hasOthers || listeners.first !== listener { removeLateStepNotes() }
                listener.isLateStepNote = true
            }
            updateSoleListener()
        }
    }

    /// Detaches `listener` from `relay`, the caller's last reference to it, which goes with
    /// this call. The note `makeNote` makes takes the listener's place, unless nothing else
    /// holds the relay any more (a `OneStepper`'s, released with its flow): then no step can
    /// ever be accepted on it, and a note would only cost an allocation.
    static func release(
        _ relay: consuming PublishRelay<Element>, detaching listener: StepListener,
        noteIfReachable makeNote: () -> LateStepNote
    ) {
        var relay = relay
        // Asked before the call: the call's receiver would count as another reference.
        let isOnlyReference = isKnownUniquelyReferenced(&relay)
        // A publisher's feed holds the relay weakly, which the check above does not count:
        // another thread may still turn it into a strong reference and accept a step, which
        // a note must then report. (`isFedByPublishers` is set under the lock by a thread
        // holding a strong reference, so it is seen here once that reference is gone.)
        let mayStillAccept = !isOnlyReference || relay.locked { relay.isFedByPublishers }
        relay.detach(listener, leaving: mayStillAccept ? makeNote() : nil)
    }

    /// Removes the late-step note, if any (under the lock, on the main queue); a note being
    /// called by a fast delivery stays until it ends.
    private func removeLateStepNotes() {
        listeners.removeAll { listener in
            guard listener.isLateStepNote else { return false }
            if fastDeliveries > 0 { detachedDuringDelivery.add(listener) }
            return true
        }
    }

    /// Keeps `soleListener` in step with `listeners` (under the lock, on the main queue).
    private func updateSoleListener() {
        if let first = listeners.first, !listeners.hasOthers {
            soleListener = Unmanaged.passUnretained(first)
        } else {
            soleListener = nil
        }
    }

    /// The engine's listeners (late-step notes left out), for a caller on the main queue.
    ///
    /// Listeners change on the main queue alone (see `listeners`), so there the list may be
    /// read without the lock: a relay nobody listens to, the common case (a new screen's view
    /// model, about to be contributed), is answered without it. Otherwise the listeners are
    /// copied under the lock.
    var engineListenersOnMainQueue: InlineList<StepListener> {
        if listeners.isEmpty { return InlineList() }
        return locked {
            var listening = InlineList<StepListener>()
            listeners.forEach { if !$0.isLateStepNote { listening.add($0) } }
            return listening
        }
    }

    /// True while the engine listens to this relay (a late-step note is not listening).
    var hasListeners: Bool {
        locked { engineListens(besides: nil) }
    }

    /// True if an engine listener other than `excluded` listens (under the lock); a
    /// late-step note does not count.
    private func engineListens(besides excluded: StepListener?) -> Bool {
        var listening = false
        listeners.forEach { listener in
            listening = listening || (listener !== excluded && !listener.isLateStepNote)
        }
        return listening
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
        markFedByPublisher()
        subscription.request(.unlimited)
    }
}

// Every mutable field is guarded by the lock, so the relay is as sendable as its values.
extension PublishRelay: @unchecked Sendable where Element: Sendable {}

// MARK: - The fast path's check

/// True when the caller runs on the main queue (`MainQueue.isCurrent`, for inlinable code).
@usableFromInline
func _isOnMainQueue() -> Bool {
    MainQueue.isCurrent
}
