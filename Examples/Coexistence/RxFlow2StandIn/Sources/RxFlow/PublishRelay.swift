/// A relay of values (RxRelay's `PublishRelay`, which RxFlow 2.x apps use for their steps).
public final class PublishRelay<Element> {
    private var observers: [(Element) -> Void] = []

    /// A relay without observers.
    public init() {}

    /// Hands `element` to every observer.
    public func accept(_ element: Element) {
        observers.forEach { $0(element) }
    }

    func observe(_ observer: @escaping (Element) -> Void) {
        observers.append(observer)
    }
}
