import Foundation

/// A publisher of values that never completes nor fails; values are pushed with `accept(_:)`.
///
/// It is a thin relay over `PassthroughSubject`: subscribers receive only the values
/// accepted after they subscribed. `accept(_:)` may be called from any thread.
public final class PublishRelay<Element>: Publisher {
    /// A relay never fails.
    public typealias Output = Element
    /// A relay never fails.
    public typealias Failure = Never

    private let subject = PassthroughSubject<Element, Never>()

    /// Creates a relay with no subscribers.
    public init() {}

    /// Sends `element` to every current subscriber.
    public func accept(_ element: Element) {
        subject.send(element)
    }

    /// Attaches `subscriber`; it receives every value accepted from now on.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }
}

// The subject behind the relay is thread-safe, so the relay is as sendable as its values.
extension PublishRelay: @unchecked Sendable where Element: Sendable {}
