import RxFlow

/// A route on a `FlowStack`: a value of the app's route type, pushed on the path or presented
/// over it, and the `Presentable` the flow contributes with its view model.
///
/// It is visible while it is the top of its stack (or a presentation) and nothing presented
/// full-screen covers it; a sheet leaves it visible, and so does a full-screen cover on macOS,
/// where it is shown as a sheet (`PresentationStyle.fullScreenCoversHideWhatIsUnder`). It is dismissed once, when it leaves the
/// path or its presentation ends, by code or by the user. A presentation that holds a child
/// stack is visible while that stack is shown, even under the stack's own full-screen cover.
/// A route is never reused: pushing
/// the same value again, after a pop, makes a new route, which the flow contributes anew,
/// so that nothing of the popped one (its steps, its view model) leaks into the new one.
///
/// Routes compare and hash by identity, so that the same value twice on a path is two routes.
@MainActor
public final class FlowRoute<Route: Hashable>: Presentable, Identifiable, Hashable, CustomStringConvertible {
    /// The app's value for this route: what its view is built from.
    ///
    /// Never changed after the route is made, so `description` may read it from any thread
    /// (hence `nonisolated(unsafe)`: `Route` need not be `Sendable`).
    public nonisolated(unsafe) let value: Route
    /// The view model the flow contributes with this route, if it gave one: the view reads
    /// it (`viewModel(as:)`). Set it before contributing the route.
    public var viewModel: (any Stepper)? {
        @inlinable get {
            guard let storedViewModel else { return nil }
            // A type comparison, not a cast (a run-time call): the box's class is final.
            if type(of: storedViewModel) == ValueStepperBox.self {
                return unsafeDowncast(storedViewModel, to: ValueStepperBox.self).stepper
            }
            return storedViewModel
        }
        @inlinable set { storedViewModel = newValue.map(ValueStepperBox.reference) }
    }
    /// How it is presented, or nil for a route on the path.
    public var style: PresentationStyle? { presentation?.style }
    /// What it shows, if it is an alert or a confirmation dialog.
    public var alert: FlowAlert? { presentation?.alert }

    /// `FlowRoute<MovieRoute> movie(id: 1)`: its type and value. Made when asked for:
    /// describing a value reflects on it, which costs more than pushing the route.
    public nonisolated var description: String { "FlowRoute<\(Route.self)> \(value)" }

    // A route on the path is kept small (64 bytes with a two-word `Route`, as small as a
    // headless screen): its view model is kept as a reference (16 bytes, not a 40-byte
    // existential), and what only presentations use is in `presentation`, made for
    // presented routes only.
    @usableFromInline @exclusivity(unchecked) var presence = PresenceMachine()
    @usableFromInline @exclusivity(unchecked) var storedViewModel: (any AnyObject & Stepper)?
    @usableFromInline let state = PresentationState()
    /// How it is presented and what with, if it is presented; nil on the path.
    @usableFromInline let presentation: RoutePresentation?

    /// The child stack this presentation holds, if any.
    @inlinable var child: (any StackNode)? { presentation?.child }
    /// The stepper of an alert's buttons (also its `viewModel`).
    var alertSteps: AlertStepper? { presentation?.alertSteps }

    @inlinable
    convenience init(
        value: Route, viewModel: (any Stepper)?, style: PresentationStyle?, child: (any StackNode)? = nil,
        alert: FlowAlert? = nil
    ) {
        let presentation = style.map { RoutePresentation(style: $0, child: child, alert: alert) }
        self.init(
            value: value, viewModel: (presentation?.alertSteps ?? viewModel).map(ValueStepperBox.reference),
            presentation: presentation)
    }

    /// A route whose view model is a reference already (no cast to make one).
    @inlinable
    init(value: Route, viewModel: (any AnyObject & Stepper)?, presentation: RoutePresentation?) {
        self.value = value
        self.presentation = presentation
        self.storedViewModel = viewModel
    }

    /// Whether the route is on screen.
    public var isVisible: Bool { state.isVisible }
    /// Whether the route left its stack (or its presentation ended): it will not come back.
    public var isDismissed: Bool { presence.hasEnded }

    /// The view model, if it is a `ViewModel`.
    public func viewModel<ViewModel>(as type: ViewModel.Type) -> ViewModel? {
        viewModel as? ViewModel
    }

    /// The child stack this presentation holds, if it holds one whose routes are `Child`.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public func childStack<Child>(of type: Child.Type) -> FlowStack<Child>? {
        child as? FlowStack<Child>
    }

    // MARK: - Presentable

    /// Emits the current visibility, then every change.
    public var rxVisible: AnyPublisher<Bool, Never> { state.rxVisible }
    /// Emits once, when the route is dismissed.
    public var rxDismissed: AnyPublisher<Void, Never> { state.rxDismissed }
    /// The state the coordinator watches.
    public var presentationState: PresentationState? { state }

    // MARK: - Identity

    /// The route's identity.
    public nonisolated var id: ObjectIdentifier { ObjectIdentifier(self) }

    /// Whether both are the same route.
    public nonisolated static func == (lhs: FlowRoute, rhs: FlowRoute) -> Bool { lhs === rhs }

    /// Hashes the route's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    // MARK: - The model's rules

    /// Applies the visibility the stack computed.
    @inlinable
    func update(isVisible: Bool) {
        state.apply(presence.visibilityComputed(isVisible))
    }

    /// The route left its stack: a child stack it holds ends first (its routes, then itself),
    /// then the route is dismissed, once.
    @inlinable
    func end(top: any StackNode) {
        guard !presence.hasEnded else { return }
        child?.endHostedPresentation(top: top)
        state.apply(presence.ended())
    }

    /// Whether it hides what is under it: a full-screen cover where the platform shows one, or
    /// a presentation whose child stack presents one.
    @inlinable
    var covers: Bool {
        (style == .fullScreenCover && PresentationStyle.fullScreenCoversHideWhatIsUnder) || child?.presentsCover == true
    }
}
