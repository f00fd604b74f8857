/// One navigation area of the app: it turns steps into navigation side effects.
///
/// `navigate(to:)` performs the navigation (push, present, …) and returns the
/// `FlowContributors` that will emit the next steps. A flow is `Presentable`
/// through its `root` by default.
///
/// - Important: a base class meant to be subclassed must declare `adapt(step:)`
///   itself, even if it only returns the step. Otherwise a subclass's `adapt(step:)`
///   is never called: Swift dispatches `Flow.adapt` through the base class's
///   witness, which is the protocol-extension default.
@MainActor
public protocol Flow: Presentable {
    /// What this flow presents its screens on (a navigation controller, a window, …).
    var root: any Presentable { get }

    /// Turns a step into the step to navigate, possibly later (a permission check,
    /// an authentication prompt). The publisher's first value is navigated; finishing
    /// without a value drops the step. By default the step is navigated unchanged.
    ///
    /// The publisher may deliver on any thread, but, as Combine requires, serially: with
    /// `receive(on:)` a concurrent queue (`DispatchQueue.global()`), the value and the
    /// completion can reach the engine in either order, and a completion that comes first
    /// drops the step. Use a serial queue, or `.adapting { … }` for async code.
    func adapt(step: any Step) -> AnyPublisher<any Step, Never>

    /// Performs the navigation for `step` and says what emits the next steps.
    func navigate(to step: any Step) -> FlowContributors
}

extension Flow {
    /// Navigates `step` unchanged. The coordinator recognises this default and skips
    /// the publisher round-trip for flows that do not declare their own `adapt`.
    public func adapt(step: any Step) -> AnyPublisher<any Step, Never> {
        DefaultAdaptation(step: step, flow: ObjectIdentifier(self)).eraseToAnyPublisher()
    }

    /// The root's visibility. The coordinator does not read a flow's visibility (nor did
    /// RxFlow 2.x): the steps of a flow's stepper are navigated while the flow runs.
    public var rxVisible: AnyPublisher<Bool, Never> { root.rxVisible }

    /// The root's dismissal, which ends the flow. A flow may declare its own `rxDismissed`,
    /// as in RxFlow 2.x: the coordinator then ends the flow at its first value instead.
    public var rxDismissed: AnyPublisher<Void, Never> {
        FlowRootDismissal(root: root.rxDismissed, flow: ObjectIdentifier(self)).eraseToAnyPublisher()
    }

    /// The root's state, which the default `rxVisible` and `rxDismissed` report. A flow
    /// that keeps a `PresentationState` of its own (and builds its publishers on it)
    /// returns it here; a flow that declares only its own `rxDismissed` needs nothing here.
    public var presentationState: PresentationState? { root.presentationState }
}
