import RxFlow
import RxFlowHeadless

// RxCocoa's `button.rx.tap`, for the headless bar button: there is no `ReactiveCompatible`,
// so the app gives its own types an `rx` namespace with RxFlow's `Reactive`.

extension BarButtonItem {
    /// Reactive extensions, as RxCocoa spells them.
    var rx: Reactive<BarButtonItem> { Reactive(self) }
}

extension Reactive where Base == BarButtonItem {
    /// Emits on each tap. The item has one action: this replaces it, so keep one subscriber.
    @MainActor
    var tap: AnyPublisher<Void, Never> {
        let taps = PassthroughSubject<Void, Never>()
        base.action = { taps.send(()) }
        return taps.eraseToAnyPublisher()
    }
}
