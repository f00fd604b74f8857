import RxFlow

/// A tab of a `FlowTabs`: the app's value for it (what `TabView` tags it with), and the
/// presentable a flow contributes. It holds a flow's stack (`FlowTabs.add(_:stack:)`) or split
/// view (`FlowTabs.add(_:split:)`), shown while the tab is selected, or is a screen of its own
/// with a view model (`FlowTabs.add(_:viewModel:)`).
///
/// It is visible while it is selected and its tabs are shown; the others are not, and the
/// steps of their routes are dropped as not visible, as in a `UITabBarController`. It is
/// dismissed once, when its tabs end.
@MainActor
public final class FlowTab<Tab: Hashable>: Presentable, Identifiable, Hashable, CustomStringConvertible {
    /// The app's value for this tab.
    public let value: Tab
    /// The view model of a tab that is a screen of its own: the view reads it.
    public var viewModel: (any Stepper)?
    /// `FlowTab<AppTab> movies`.
    public nonisolated let description: String

    /// The stack or split view it holds, if any.
    let content: (any ContainedStack)?
    let state = PresentationState()
    var presence = PresenceMachine()

    init(value: Tab, viewModel: (any Stepper)?, content: (any ContainedStack)?) {
        self.value = value
        self.viewModel = viewModel
        self.content = content
        description = "FlowTab<\(Tab.self)> \(value)"
    }

    /// Whether the tab is selected and its tabs are shown.
    public var isVisible: Bool { state.isVisible }
    /// Whether its tabs ended.
    public var isDismissed: Bool { presence.hasEnded }
    /// The stack it holds, if any; for a tab holding a split view, that split view (a
    /// `StackPresentable` too).
    public var stack: (any StackPresentable)? { content }

    /// The stack it holds, if it holds one whose routes are `Route`.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public func stack<Route>(of type: Route.Type) -> FlowStack<Route>? {
        content as? FlowStack<Route>
    }

    /// The split view it holds, if it holds one whose selection values are `Selection`.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public func split<Selection>(of type: Selection.Type) -> FlowSplit<Selection>? {
        content as? FlowSplit<Selection>
    }

    /// The view model, if it is a `ViewModel`.
    public func viewModel<ViewModel>(as type: ViewModel.Type) -> ViewModel? {
        viewModel as? ViewModel
    }

    // MARK: - Presentable

    /// Emits the current visibility, then every change.
    public var rxVisible: AnyPublisher<Bool, Never> { state.rxVisible }
    /// Emits once, when the tab is dismissed.
    public var rxDismissed: AnyPublisher<Void, Never> { state.rxDismissed }
    /// The state the coordinator watches.
    public var presentationState: PresentationState? { state }

    // MARK: - Identity

    /// The tab's identity.
    public nonisolated var id: ObjectIdentifier { ObjectIdentifier(self) }

    /// Whether both are the same tab.
    public nonisolated static func == (lhs: FlowTab, rhs: FlowTab) -> Bool { lhs === rhs }

    /// Hashes the tab's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    // MARK: - The model's rules

    /// Applies the visibility the tabs computed: the tab's, then its stack's or split view's.
    func update(isVisible: Bool) {
        if !isVisible { content?.setShownByContainer(false) }
        state.apply(presence.visibilityComputed(isVisible))
        if isVisible { content?.setShownByContainer(true) }
    }

    /// Its tabs ended: its stack or split view ends, then the tab is dismissed, once.
    func end() {
        guard !presence.hasEnded else { return }
        content?.leaveContainer()
        state.apply(presence.ended())
    }
}
