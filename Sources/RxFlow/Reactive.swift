/// A namespace for reactive extensions, as in RxSwift: `coordinator.rx.didNavigate`.
///
/// There is no `ReactiveCompatible` here: extend `Reactive where Base == YourType` and add
/// an `rx` property to your type to get the same spelling.
public struct Reactive<Base> {
    /// The extended object.
    public let base: Base

    /// Wraps `base`.
    public init(_ base: Base) {
        self.base = base
    }
}
