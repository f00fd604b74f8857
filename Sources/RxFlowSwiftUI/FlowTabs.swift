import Logging
import Observation
import RxFlow

/// A tab view driven by flows: its tabs, each a flow's stack or split view (or a screen of its
/// own), and the selected one. SwiftUI renders it with `FlowTabsView` (`TabView(selection:)`); every
/// rule lives here, where it runs and is tested on every platform.
///
/// The selected tab is visible and the others are not: their routes' steps are dropped as not
/// visible, as in a `UITabBarController`, and nothing on them is dismissed. The user's switch
/// is a write of `selection`; selecting the selected tab again pops its stack to the root,
/// as iOS does (a split view's: the column the user sees last); a flow or a deep link selects
/// with `select(_:animated:)`. The tabs are a `StackPresentable`: the app shows them
/// (`show()`), and `end()` ends every tab's stack or split view; released without `end()`,
/// they hold them no longer (nothing is ended).
///
/// Misuse (an unknown tab, a tab added twice, a stack or split view that is shown elsewhere)
/// is ignored, recorded in `warnings` and logged.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class FlowTabs<Tab: Hashable>: StackPresentable {
    /// The tabs, in order.
    public internal(set) var tabs: [FlowTab<Tab>] {
        get {
            access(keyPath: keyPaths.tabs)
            return storedTabs
        }
        set {
            withMutation(keyPath: keyPaths.tabs) { storedTabs = newValue }
        }
        _modify {
            let keyPath = keyPaths.tabs
            access(keyPath: keyPath)
            _$observationRegistrar.willSet(self, keyPath: keyPath)
            defer { _$observationRegistrar.didSet(self, keyPath: keyPath) }
            yield &storedTabs
        }
    }
    /// The selected tab's value (the first tab added until another is selected).
    public internal(set) var selectedTab: Tab? {
        get {
            access(keyPath: keyPaths.selectedTab)
            return storedSelectedTab
        }
        set {
            withMutation(keyPath: keyPaths.selectedTab) { storedSelectedTab = newValue }
        }
    }
    /// The misuses ignored so far, in order.
    public internal(set) var warnings: [FlowStackWarning] {
        get {
            access(keyPath: keyPaths.warnings)
            return storedWarnings
        }
        set {
            withMutation(keyPath: keyPaths.warnings) { storedWarnings = newValue }
        }
        _modify {
            let keyPath = keyPaths.warnings
            access(keyPath: keyPath)
            _$observationRegistrar.willSet(self, keyPath: keyPath)
            defer { _$observationRegistrar.didSet(self, keyPath: keyPath) }
            yield &storedWarnings
        }
    }
    /// Whether the last change is shown with animation (see `FlowStack.animatesLastChange`).
    public internal(set) var animatesLastChange: Bool {
        get {
            access(keyPath: keyPaths.animatesLastChange)
            return storedAnimatesLastChange
        }
        set {
            withMutation(keyPath: keyPaths.animatesLastChange) { storedAnimatesLastChange = newValue }
        }
    }
    /// How many changes were applied so far.
    public var changeCount: Int {
        // Every change writes the tabs or the selection, which notify their readers: a reader
        // of the count is a reader of both, and the count notifies nothing itself (see
        // `FlowStack.changeCount`).
        access(keyPath: keyPaths.tabs)
        access(keyPath: keyPaths.selectedTab)
        return storedChangeCount
    }
    /// Where warnings are logged.
    @ObservationIgnored public var logger: Logger

    // The storage of the observed properties above, and their key paths (see `KeyPathCache`).
    @ObservationIgnored private var storedTabs: [FlowTab<Tab>] = []
    @ObservationIgnored private var storedSelectedTab: Tab? = nil
    @ObservationIgnored private var storedWarnings: [FlowStackWarning] = []
    @ObservationIgnored private var storedAnimatesLastChange: Bool = true
    @ObservationIgnored private var storedChangeCount: Int = 0
    @ObservationIgnored private let keyPaths = KeyPathCache.shared { FlowTabsKeyPaths<Tab>() }

    @ObservationIgnored let state = PresentationState()
    @ObservationIgnored var presence = PresenceMachine()
    @ObservationIgnored var isShownByApp = false
    @ObservationIgnored var isSettling = false
    @ObservationIgnored var needsSettle = false

    /// Creates tabs without a tab, not shown.
    public init(logger: Logger = Logger.current) {
        self.logger = logger
    }

    // MARK: - Tabs

    /// Adds a tab for `value` holding `stack`, a flow's root, and returns it: the stack is
    /// shown while the tab is selected. A value already used, or a stack that is shown,
    /// presented or in tabs already, is refused: a warning, and the returned tab is dismissed.
    @discardableResult
    public func add<Route>(_ value: Tab, stack: FlowStack<Route>) -> FlowTab<Tab> {
        guard stack.canJoinContainer else {
            return refuse(value, .alreadyShown, "add(\(value), stack: \(stack.label)): that stack is shown elsewhere")
        }
        return add(FlowTab(value: value, viewModel: nil, content: stack))
    }

    /// Adds a tab for `value` holding `split`, a flow's root (an iPad app's split view in a
    /// tab), and returns it: the split view is shown while the tab is selected, and with it the
    /// columns its rules show. Reselecting the tab pops the column the user sees last to its
    /// root: the one on top in compact width, the detail in regular width. A value already
    /// used, or a split view that is shown or in tabs already, is refused: a warning, and the
    /// returned tab is dismissed.
    @discardableResult
    public func add<Selection>(_ value: Tab, split: FlowSplit<Selection>) -> FlowTab<Tab> {
        guard split.canJoinContainer else {
            return refuse(
                value, .alreadyShown, "add(\(value), split: \(split.label)): that split view is shown elsewhere")
        }
        return add(FlowTab(value: value, viewModel: nil, content: split))
    }

    /// Adds a tab for `value` that is a screen of its own, to contribute with `viewModel`.
    @discardableResult
    public func add(_ value: Tab, viewModel: (any Stepper)? = nil) -> FlowTab<Tab> {
        add(FlowTab(value: value, viewModel: viewModel, content: nil))
    }

    /// The tab for `value`, if any.
    public func tab(_ value: Tab) -> FlowTab<Tab>? {
        access(keyPath: keyPaths.tabs)
        return storedTab(value)
    }

    // MARK: - Selection

    /// Selects the tab for `value`, as a flow or a deep link does (`animated: false` jumps); a
    /// warning if there is none.
    public func select(_ value: Tab, animated: Bool = true) {
        guard storedTab(value) != nil else {
            warn(.unknownTab, "select(\(value)): no such tab; ignored.")
            return
        }
        guard value != storedSelectedTab else { return }
        beginChange(animated: animated)
        selectedTab = value
        settle()
    }

    /// What `TabView(selection:)` reads and writes: the user's switch. Writing the selected
    /// tab again (the user tapped it) pops its stack to the root; an unknown tab is ignored
    /// with a warning.
    public var selection: Tab? {
        get { selectedTab }
        set {
            guard let newValue, let tab = storedTab(newValue) else {
                warn(.unknownTab, "selection set to \(newValue.map { "\($0)" } ?? "nil"): no such tab; ignored.")
                return
            }
            if newValue == storedSelectedTab {
                tab.content?.popToRootOnReselect()
            } else {
                select(newValue, animated: true)
            }
        }
    }

    // MARK: - Internals

    private func add(_ tab: FlowTab<Tab>) -> FlowTab<Tab> {
        guard storedTab(tab.value) == nil else {
            return refuse(tab.value, .tabAlreadyAdded, "add(\(tab.value)): there is a tab for it already")
        }
        tab.content?.container = self
        beginChange(animated: true)
        tabs.append(tab)
        if storedSelectedTab == nil { selectedTab = tab.value }
        settle()
        return tab
    }

    private func refuse(_ value: Tab, _ kind: FlowStackWarning.Kind, _ message: String) -> FlowTab<Tab> {
        warn(kind, "\(message); ignored.")
        let refused = FlowTab(value: value, viewModel: nil, content: nil)
        refused.end()
        return refused
    }

    /// Records a change about to be applied (a write of the tabs or the selection follows,
    /// which tells the readers of `changeCount`), and whether it is animated.
    func beginChange(animated: Bool) {
        // A restoration rebuilds the tree at once: nothing it changes is animated.
        let animated = animated && !FlowCoordinator.isRestoring
        // Written only when it changes: each write notifies observers, under the registrar's lock.
        if storedAnimatesLastChange != animated { animatesLastChange = animated }
        storedChangeCount += 1
    }

    /// Applies visibility: the tabs', then each tab's (the ones that hide first). A change
    /// made meanwhile (a listener selects) is applied next, from the start.
    func settle() {
        guard !isSettling else {
            needsSettle = true
            return
        }
        isSettling = true
        defer { isSettling = false }
        repeat {
            needsSettle = false
            let shown = isShownByApp && !presence.hasEnded
            state.apply(presence.visibilityComputed(shown))
            // Index loops: `map` and `zip` allocated on every switch (as in `storedTab(_:)`).
            let (tabs, selected) = (storedTabs, storedSelectedTab)
            let visibleIndex = shown ? tabs.indices.first { tabs[$0].value == selected } : nil
            for index in tabs.indices where index != visibleIndex && !needsSettle {
                tabs[index].update(isVisible: false)
            }
            if let visibleIndex, !needsSettle { tabs[visibleIndex].update(isVisible: true) }
        } while needsSettle
    }

    /// The tab for `value`, if any, read as the model reads its own state: not recorded for
    /// observers (a read through `tabs` is, which cost a third of a tab switch, with the
    /// selection's reads).
    private func storedTab(_ value: Tab) -> FlowTab<Tab>? {
        // An index loop: `first(where:)` allocated on every call (measured: the code is not
        // specialized for the app's tab type here), and a tab switch calls this twice.
        let tabs = storedTabs
        for index in tabs.indices where tabs[index].value == value { return tabs[index] }
        return nil
    }

    /// `FlowTabs<AppTab>` in messages.
    var label: String { "FlowTabs<\(Tab.self)>" }

    func warn(_ kind: FlowStackWarning.Kind, _ message: String) {
        let warning = FlowStackWarning(kind: kind, message: "\(label): \(message)")
        warnings.append(warning)
        logger.error("\(warning.message)", metadata: ["kind": "\(kind)"])
    }
}
