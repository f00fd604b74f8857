import Logging
import Observation
import RxFlow

/// A split view driven by flows: a sidebar, an optional content column and a detail, each a
/// flow's `FlowStack`, and what the sidebar selects. SwiftUI renders it with `FlowSplitView`
/// (`NavigationSplitView`); every rule lives here, where it runs and is tested on every
/// platform.
///
/// In regular width the columns `columnVisibility` shows are visible (the top of each column's
/// stack); in compact width the columns collapse into one stack, as on iPhone, and only
/// `compactColumn`, the one on top, is visible. The user's selection in the sidebar is a write
/// of `selection`, which the flow sees as a step (`selectionStepper`, contributed with the
/// sidebar's stack) and which brings the next column on top in compact width; the user's
/// Back there writes `compactColumn`. The split view is a `StackPresentable`: the app shows
/// it (or the tab holding it, `FlowTabs.add(_:split:)`, while that tab is selected), and
/// `end()` ends each column's stack; released without `end()`, it holds its stacks no longer
/// (nothing is ended).
///
/// Misuse (columns set twice, a stack shown elsewhere or in two columns, a content column
/// that does not exist, a selection written while the sidebar is hidden, `show()` or `hide()`
/// on a split view its tab shows) is ignored, recorded in `warnings` and logged.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class FlowSplit<Selection: Hashable>: StackPresentable {
    /// What the sidebar selects, if anything.
    public internal(set) var selectedValue: Selection?
    /// Which columns show in regular width; `NavigationSplitView` writes it when the user
    /// shows or hides the sidebar.
    public var columnVisibility: SplitColumnVisibility = .automatic {
        didSet { settle() }
    }
    /// Whether the horizontal size class is compact (`FlowSplitView` writes it from the
    /// environment): the columns collapse into one stack.
    public var isCompact = false {
        didSet { settle() }
    }
    /// The column on top in compact width (`NavigationSplitView`'s `preferredCompactColumn`):
    /// the sidebar until a selection brings the next column; the user's Back writes it.
    public internal(set) var compactColumn = SplitColumn.sidebar
    /// The misuses ignored so far, in order.
    public internal(set) var warnings: [FlowStackWarning] = []
    /// Where warnings are logged.
    @ObservationIgnored public var logger: Logger

    /// The stepper sending the step made of each selection the user writes: contribute it
    /// with the sidebar's stack, so that it is heard while the sidebar is visible.
    public var selectionStepper: any Stepper { selections }

    @ObservationIgnored let selections = SelectionStepper()
    @ObservationIgnored let stepForSelection: @MainActor (Selection) -> (any Step)?
    @ObservationIgnored var sidebar: (any ContainedStack)?
    @ObservationIgnored var content: (any ContainedStack)?
    @ObservationIgnored var detail: (any ContainedStack)?
    @ObservationIgnored let state = PresentationState()
    @ObservationIgnored var presence = PresenceMachine()
    /// Shown by `show()`, or by the tab holding it while that tab is selected.
    @ObservationIgnored var isShownByApp = false
    /// The `FlowTabs` holding it in a tab, if any: they show and hide it.
    @ObservationIgnored weak var containerOwner: AnyObject?
    /// Set while tabs hold it: with `containerOwner` gone, they were released without `end()`,
    /// and the split view is free again (see `forgetLostContainer()`).
    @ObservationIgnored var isContained = false
    /// How many times a flow (or the user's Back) chose the column on top: a selection's step
    /// whose navigation chose one leaves it on top.
    @ObservationIgnored var compactColumnChoices = 0
    @ObservationIgnored var isSettling = false
    @ObservationIgnored var needsSettle = false

    /// Creates a split view without columns, not shown; `stepForSelection` makes the step the
    /// flow receives when the user selects a value (nil: no step).
    public init(
        logger: Logger = Logger.current, stepForSelection: @escaping @MainActor (Selection) -> (any Step)?
    ) {
        self.logger = logger
        self.stepForSelection = stepForSelection
    }

    // MARK: - Columns

    /// Sets the two columns of a two-column split view, once; false and a warning if columns
    /// were set already or a stack is shown elsewhere.
    @discardableResult
    public func setColumns<Sidebar, Detail>(sidebar: FlowStack<Sidebar>, detail: FlowStack<Detail>) -> Bool {
        setColumns([sidebar, detail], hasContent: false)
    }

    /// Sets the three columns of a three-column split view, once (see the two-column one).
    @discardableResult
    public func setColumns<Sidebar, Content, Detail>(
        sidebar: FlowStack<Sidebar>, content: FlowStack<Content>, detail: FlowStack<Detail>
    ) -> Bool {
        setColumns([sidebar, content, detail], hasContent: true)
    }

    /// The stack of `column`, if the split view has it and its routes are `Route`.
    public func stack<Route>(_ column: SplitColumn, of type: Route.Type) -> FlowStack<Route>? {
        stack(column) as? FlowStack<Route>
    }

    /// Whether it has a content column (three columns).
    public var hasContentColumn: Bool { content != nil }

    // MARK: - Selection

    /// What the sidebar's `List(selection:)` reads and writes. The user's selection is sent to
    /// the flow as the step `stepForSelection` makes of it; then the next column comes on top
    /// in compact width, unless the flow brought one on top while it navigated the step
    /// (`setCompactColumn(_:)`, `select(_:)`). Selecting the selected value again only brings
    /// that column back on top; nil (the user went back) sends nothing.
    ///
    /// A value is taken while the sidebar is visible: written while it is not (nobody picks it
    /// then, and its step would be dropped), it is refused with a warning
    /// (`.selectionNotVisible`) and not selected, so that the user's pick of it later is sent.
    public var selection: Selection? {
        get { selectedValue }
        set {
            guard let newValue else {
                selectedValue = nil
                return
            }
            guard visibleColumns.contains(.sidebar) else {
                warn(
                    .selectionNotVisible,
                    "selection set to \(newValue) while the sidebar is not visible: nobody picks it then; ignored (a flow selects with select(_:))."
                )
                return
            }
            let isNew = newValue != selectedValue
            selectedValue = newValue
            let columnChoices = compactColumnChoices
            if isNew, let step = stepForSelection(newValue) { selections.steps.accept(step) }
            // The flow chose a column while it navigated the step: it stays on top.
            if compactColumnChoices == columnChoices { compactColumn = hasContentColumn ? .content : .detail }
            settle()
        }
    }

    /// Selects `value` as a flow or a deep link does: no step is sent; in compact width the
    /// next column comes on top.
    public func select(_ value: Selection?) {
        selectedValue = value
        if value != nil {
            compactColumn = hasContentColumn ? .content : .detail
            compactColumnChoices += 1
        }
        settle()
    }

    /// What `NavigationSplitView(preferredCompactColumn:)` writes: the user went back in
    /// compact width (or a flow brings a column on top). `.content` without a content column is
    /// ignored with a warning.
    public func setCompactColumn(_ column: SplitColumn) {
        guard column != .content || hasContentColumn else {
            warn(.noContentColumn, "compactColumn set to content: this split view has no content column; ignored.")
            return
        }
        compactColumn = column
        compactColumnChoices += 1
        settle()
    }

    // MARK: - Internals

    func stack(_ column: SplitColumn) -> (any ContainedStack)? {
        switch column {
        case .sidebar: sidebar
        case .content: content
        case .detail: detail
        }
    }

    /// The columns that exist, leading first.
    var columns: [SplitColumn] { hasContentColumn ? [.sidebar, .content, .detail] : [.sidebar, .detail] }

    /// The columns the rules show now.
    var visibleColumns: Set<SplitColumn> {
        guard isShownByApp, !presence.hasEnded, !hasLostContainer, sidebar != nil else { return [] }
        if isCompact { return [compactColumn] }
        switch columnVisibility {
        case .automatic, .all: return Set(columns)
        case .doubleColumn: return hasContentColumn ? [.content, .detail] : [.sidebar, .detail]
        case .detailOnly: return [.detail]
        }
    }

    private func setColumns(_ stacks: [any ContainedStack], hasContent: Bool) -> Bool {
        guard sidebar == nil else {
            warn(.columnsAlreadySet, "setColumns: the columns are set already; ignored.")
            return false
        }
        let distinct = Set(stacks.map { ObjectIdentifier($0) }).count == stacks.count
        guard distinct, stacks.allSatisfy(\.canJoinContainer) else {
            warn(.alreadyShown, "setColumns: a stack is shown elsewhere, or given twice; ignored.")
            return false
        }
        for stack in stacks { stack.container = self }
        sidebar = stacks[0]
        content = hasContent ? stacks[1] : nil
        detail = stacks[stacks.count - 1]
        // Its tab shows it while selected, even after it ended: new columns show at once.
        if containerOwner != nil, isShownByApp { state.apply(presence.reenter()) }
        settle()
        return true
    }

    /// Applies visibility: the split view's, then each column's (the ones that hide first). A
    /// change made meanwhile is applied next, from the start.
    func settle() {
        guard !isSettling else {
            needsSettle = true
            return
        }
        // Tabs released without `end()` show it no longer (nothing tells it when they go: it
        // finds out at its next change).
        if hasLostContainer { (isContained, isShownByApp) = (false, false) }
        isSettling = true
        defer { isSettling = false }
        repeat {
            needsSettle = false
            state.apply(presence.visibilityComputed(isShownByApp && !presence.hasEnded))
            let visible = visibleColumns
            for column in columns where !visible.contains(column) && !needsSettle {
                stack(column)?.setShownByContainer(false)
            }
            for column in columns where visible.contains(column) && !needsSettle {
                stack(column)?.setShownByContainer(true)
            }
        } while needsSettle
    }

    /// Held by tabs that were released without `end()`.
    var hasLostContainer: Bool { isContained && containerOwner == nil }

    /// `FlowSplit<Genre>` in messages.
    var label: String { "FlowSplit<\(Selection.self)>" }

    func warn(_ kind: FlowStackWarning.Kind, _ message: String) {
        let warning = FlowStackWarning(kind: kind, message: "\(label): \(message)")
        warnings.append(warning)
        logger.error("\(warning.message)", metadata: ["kind": "\(kind)"])
    }
}
