import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// Seeded random runs of mixed operations (tabs of two stacks and of a split view of two
/// columns, a split view of three columns shown by the app, and on each stack pushes, pops,
/// deep links, sheets, covers, popovers, alerts, the user's Back and swipes; on each split view
/// width, column visibility, the user's selections and Back in compact width; tab switches
/// and the user's tap on the selected tab) checked after every operation against a reference
/// model written from the SwiftUI article's rules: which routes, stacks and split views are
/// visible, which routes are on each stack, and that every route that left was dismissed
/// exactly once and no other was (the split view in the tab and its columns: once, at the end).
@MainActor
struct RandomMixedNavigationTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(arguments: Array(0..<24))
    func mixedOperationsFollowTheDocumentedRules(seed: Int) {
        var world = World(seed: UInt64(seed))
        for step in 0..<150 {
            let operation = world.randomOperation()
            world.apply(operation)
            let mismatch = world.firstMismatch()
            #expect(mismatch == nil, "seed \(seed), operation \(step) (\(operation)): \(mismatch ?? "")")
            if mismatch != nil { return }
        }
        world.end()
        #expect(world.firstMismatch() == nil, "seed \(seed), after end()")
    }
}

/// A deterministic generator (SplitMix64), so that a failing seed fails again.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// One stack as the article describes it: the path and the presentations, by route id.
struct StackModel {
    var path: [Int] = []
    var presentations: [(id: Int, style: PresentationStyle)] = []

    /// The ids visible when the stack is `shown`: a presentation unless a cover is over it, the
    /// top of the path unless a cover is presented (where covers hide what is under them: not
    /// on macOS).
    @MainActor
    func visible(shown: Bool) -> Set<Int> {
        guard shown else { return [] }
        var visible: Set<Int> = []
        var covered = false
        for presentation in presentations.reversed() {
            if !covered { visible.insert(presentation.id) }
            if presentation.style == .fullScreenCover, PresentationStyle.fullScreenCoversHideWhatIsUnder {
                covered = true
            }
        }
        if !covered, let top = path.last { visible.insert(top) }
        return visible
    }

    var topIsAlert: Bool { presentations.last.map { $0.style.isAlert } ?? false }
}

enum Operation: CustomStringConvertible {
    case push(stack: Int)
    case pop(stack: Int)
    case popToRoot(stack: Int)
    case setRoutes(stack: Int, keep: Int, add: Int, animated: Bool)
    case present(stack: Int, style: PresentationStyle)
    case presentAlert(stack: Int, dialog: Bool)
    case answer(stack: Int)
    case dismiss(stack: Int)
    case userBack(stack: Int, keep: Int)
    case userSwipe(stack: Int, level: Int)
    case selectTab(Int, byUser: Bool)
    case showTabs(Bool)
    case setCompact(split: Int, Bool)
    case setColumnVisibility(split: Int, SplitColumnVisibility)
    case userSelects(split: Int, Int)
    case userGoesBack(split: Int, SplitColumn)

    var description: String {
        switch self {
        case .push(let stack): "push on \(stack)"
        case .pop(let stack): "pop on \(stack)"
        case .popToRoot(let stack): "popToRoot on \(stack)"
        case .setRoutes(let stack, let keep, let add, let animated):
            "setRoutes on \(stack) keep \(keep) add \(add) \(animated)"
        case .present(let stack, let style): "present \(style) on \(stack)"
        case .presentAlert(let stack, let dialog): "present \(dialog ? "dialog" : "alert") on \(stack)"
        case .answer(let stack): "answer on \(stack)"
        case .dismiss(let stack): "dismiss on \(stack)"
        case .userBack(let stack, let keep): "user back on \(stack) to \(keep)"
        case .userSwipe(let stack, let level): "user swipe on \(stack) at \(level)"
        case .selectTab(let tab, let byUser): "select tab \(tab)\(byUser ? " (user)" : "")"
        case .showTabs(let shown): shown ? "show tabs" : "hide tabs"
        case .setCompact(let split, let compact): "split \(split) \(compact ? "compact" : "regular")"
        case .setColumnVisibility(let split, let visibility): "split \(split) columns \(visibility)"
        case .userSelects(let split, let value): "user selects \(value) in split \(split)"
        case .userGoesBack(let split, let column): "split \(split) compact column \(column) (user)"
        }
    }
}

/// One split view as the article describes it: its columns' stacks and what shows them.
struct SplitModel {
    /// The stacks (indices in `World.stacks`) of the sidebar, the content column if any, the detail.
    let columns: [SplitColumn: Int]
    var compact = false
    var columnVisibility = SplitColumnVisibility.automatic
    var compactColumn = SplitColumn.sidebar

    var hasContent: Bool { columns[.content] != nil }

    /// Whether `column` is visible while the split view is shown: the one on top in compact
    /// width; in regular width the ones `columnVisibility` shows (`.doubleColumn`: content and
    /// detail, or sidebar and detail without content).
    func shows(_ column: SplitColumn) -> Bool {
        if compact { return compactColumn == column }
        switch columnVisibility {
        case .automatic, .all: return true
        case .doubleColumn: return hasContent ? column != .sidebar : true
        case .detailOnly: return column == .detail
        }
    }

    /// The column the user sees last: the one on top in compact width, else the detail.
    var columnSeenLast: SplitColumn { compact ? compactColumn : .detail }
}

/// The real models and the reference one, side by side. Stacks 0 and 1 are two tabs' stacks;
/// stacks 2, 3 and 4 are a split view's sidebar, content and detail (split 0, shown by the app);
/// stacks 5 and 6 are the sidebar and detail of the split view in tab 2 (split 1).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
struct World {
    var generator: SeededGenerator
    let logs: LogCapture
    let tabs: FlowTabs<Int>
    let splits: [FlowSplit<Int>]
    let stacks: [FlowStack<Int>]
    var models: [StackModel]
    var nextID = 100
    var routes: [Int: FlowRoute<Int>] = [:]
    var watches: [Int: Watch] = [:]
    var left: Set<Int> = []
    /// Routes refused at once (presented over an alert): dismissed before they could be watched.
    var refused: Set<Int> = []
    /// What an operation's result told that the reference model did not expect.
    var problems: [String] = []
    // The reference model of the containers.
    var tabsShown = true
    var selectedTab = 0
    var splitModels = [
        SplitModel(columns: [.sidebar: 2, .content: 3, .detail: 4]),
        SplitModel(columns: [.sidebar: 5, .detail: 6]),
    ]
    var ended = false
    /// The split view in the tab and its columns' stacks: each dismissed once, when the tabs end.
    let containerWatches: [(name: String, presentable: any Presentable, watch: Watch)]

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
        let logs = LogCapture()
        self.logs = logs
        tabs = FlowTabs<Int>(logger: logs.logger)
        splits = (0..<2).map { _ in FlowSplit<Int>(logger: logs.logger) { _ in nil } }
        let stacks = (0..<7).map { _ in FlowStack<Int>(logger: logs.logger) }
        self.stacks = stacks
        models = Array(repeating: StackModel(), count: 7)
        let containers: [(String, any Presentable)] = [
            ("split 1", splits[1]), ("stack 5", stacks[5]), ("stack 6", stacks[6]),
        ]
        containerWatches = containers.map { ($0.0, $0.1, Watch($0.1)) }
        for index in stacks.indices { push(on: index) }
        tabs.add(0, stack: stacks[0])
        tabs.add(1, stack: stacks[1])
        splits[0].setColumns(sidebar: stacks[2], content: stacks[3], detail: stacks[4])
        splits[1].setColumns(sidebar: stacks[5], detail: stacks[6])
        tabs.add(2, split: splits[1])
        tabs.show()
        splits[0].show()
    }

    // MARK: - Operations

    mutating func randomOperation() -> Operation {
        let stack = Int.random(in: 0..<7, using: &generator)
        let split = Int.random(in: 0...1, using: &generator)
        switch Int.random(in: 0..<21, using: &generator) {
        case 0, 1: return .push(stack: stack)
        case 2: return .pop(stack: stack)
        case 3: return .popToRoot(stack: stack)
        case 4:
            return .setRoutes(
                stack: stack, keep: Int.random(in: 0...3, using: &generator),
                add: Int.random(in: 0...2, using: &generator), animated: Bool.random(using: &generator))
        case 5, 6:
            let styles: [PresentationStyle] = [.sheet, .fullScreenCover, .popover]
            return .present(stack: stack, style: styles.randomElement(using: &generator)!)
        case 7: return .presentAlert(stack: stack, dialog: Bool.random(using: &generator))
        case 8: return .answer(stack: stack)
        case 9: return .dismiss(stack: stack)
        case 10: return .userBack(stack: stack, keep: Int.random(in: 0...2, using: &generator))
        case 11: return .userSwipe(stack: stack, level: Int.random(in: 0...2, using: &generator))
        case 12, 13: return .selectTab(Int.random(in: 0...2, using: &generator), byUser: Bool.random(using: &generator))
        case 14: return .selectTab(selectedTab, byUser: true)  // the user's tap on the selected tab
        case 15: return .showTabs(Bool.random(using: &generator))
        case 16: return .setCompact(split: split, Bool.random(using: &generator))
        case 17:
            let all: [SplitColumnVisibility] = [.automatic, .all, .doubleColumn, .detailOnly]
            return .setColumnVisibility(split: split, all.randomElement(using: &generator)!)
        case 18: return .userSelects(split: split, Int.random(in: 0...3, using: &generator))
        default:
            // `.content` on the split view without a content column is ignored (a warning).
            return .userGoesBack(split: split, [.sidebar, .content, .detail].randomElement(using: &generator)!)
        }
    }

    mutating func apply(_ operation: Operation) {
        switch operation {
        case .push(let stack):
            push(on: stack)
        case .pop(let stack):
            stacks[stack].pop()
            if models[stack].path.count > 1 { left.insert(models[stack].path.removeLast()) }
        case .popToRoot(let stack):
            stacks[stack].popToRoot()
            truncatePath(of: stack, to: 1)
        case .setRoutes(let stack, let keep, let add, let animated):
            let kept = Array(models[stack].path.prefix(keep))
            let added = (0..<add).map { _ in newID() }
            let values = kept + added
            let routes = stacks[stack].setRoutes(values, animated: animated)
            guard !values.isEmpty || models[stack].path.isEmpty else { return }  // refused: the root stays
            truncatePath(of: stack, to: kept.count)
            models[stack].path += added
            for route in routes where added.contains(route.value) { register(route) }
        case .present(let stack, let style):
            let id = newID()
            register(stacks[stack].present(id, style: style))
            presented(id, style: style, on: stack)
        case .presentAlert(let stack, let dialog):
            let id = newID()
            let alert = FlowAlert(title: "\(id)", buttons: [.cancel("Cancel")])
            register(
                dialog ? stacks[stack].presentConfirmationDialog(id, alert) : stacks[stack].presentAlert(id, alert))
            presented(id, style: dialog ? .confirmationDialog : .alert, on: stack)
        case .answer(let stack):
            guard models[stack].topIsAlert, let top = models[stack].presentations.last, let route = routes[top.id]
            else { return }
            let answered = stacks[stack].answer(route, buttonTitled: "Cancel")
            // An alert can be answered while it is visible only: when its stack is shown.
            if answered != isShown(stack: stack) { problems.append("answer returned \(answered)") }
            if answered { dismissPresentations(of: stack, from: models[stack].presentations.count - 1) }
        case .dismiss(let stack):
            stacks[stack].dismiss()
            if !models[stack].presentations.isEmpty {
                dismissPresentations(of: stack, from: models[stack].presentations.count - 1)
            }
        case .userBack(let stack, let keep):
            let path = stacks[stack].path
            guard keep <= path.count else { return }
            stacks[stack].path = Array(path.prefix(keep))
            truncatePath(of: stack, to: keep + 1)
        case .userSwipe(let stack, let level):
            guard let shown = stacks[stack].presentation(at: level, style: nil) else { return }
            stacks[stack].setPresentation(nil, at: level, style: nil, shown: shown)
            dismissPresentations(of: stack, from: level)
        case .selectTab(let tab, let byUser):
            if byUser {
                tabs.selection = tab
                if tab == selectedTab { truncatePath(of: stackPoppedByReselecting(tab), to: 1) }
            } else {
                tabs.select(tab, animated: false)
            }
            selectedTab = tab
        case .showTabs(let shown):
            if shown { tabs.show() } else { tabs.hide() }
            tabsShown = shown
        case .setCompact(let split, let isCompact):
            splits[split].isCompact = isCompact
            splitModels[split].compact = isCompact
        case .setColumnVisibility(let split, let visibility):
            splits[split].columnVisibility = visibility
            splitModels[split].columnVisibility = visibility
        case .userSelects(let split, let value):
            splits[split].selection = value
            // Taken while the sidebar is visible, bringing the next column on top; refused otherwise.
            if isShown(stack: splitModels[split].columns[.sidebar]!) {
                splitModels[split].compactColumn = splitModels[split].hasContent ? .content : .detail
            }
        case .userGoesBack(let split, let column):
            splits[split].setCompactColumn(column)
            if splitModels[split].columns[column] != nil { splitModels[split].compactColumn = column }
        }
    }

    /// Ends both containers (the tabs end the split view in their tab): every route left.
    mutating func end() {
        tabs.end()
        splits[0].end()
        for model in models { left.formUnion(model.path + model.presentations.map(\.id)) }
        models = Array(repeating: StackModel(), count: models.count)
        ended = true
    }

    // MARK: - Checks

    /// What differs between the real models and the reference one, if anything.
    func firstMismatch() -> String? {
        if let problem = problems.first { return problem }
        if tabs.selectedTab.map({ $0 != selectedTab }) == true { return "tab \(tabs.selectedTab!) selected" }
        for (index, split) in splits.enumerated() where !split.presentables.isEmpty {
            if split.compactColumn != splitModels[index].compactColumn {
                return "split \(index): \(split.compactColumn) on top"
            }
        }
        if splits[1].isVisible != isSplitInTabShown { return "split 1 is \(splits[1].isVisible ? "" : "not ")visible" }
        for (index, stack) in stacks.enumerated() where stack.isVisible != isShown(stack: index) {
            return "stack \(index) is \(stack.isVisible ? "" : "not ")visible"
        }
        for container in containerWatches where container.watch.dismissals != (ended ? 1 : 0) {
            return "\(container.name) was dismissed \(container.watch.dismissals) time(s)"
        }
        for (index, stack) in stacks.enumerated() {
            if stack.routes.map(\.value) != models[index].path {
                return "stack \(index): path \(stack.routes.map(\.value)), expected \(models[index].path)"
            }
            let presented = stack.presentations.map(\.value)
            if presented != models[index].presentations.map(\.id) {
                return "stack \(index): presentations \(presented), expected \(models[index].presentations.map(\.id))"
            }
        }
        var expectedVisible: Set<Int> = []
        for index in stacks.indices {
            expectedVisible.formUnion(models[index].visible(shown: isShown(stack: index)))
        }
        for (id, route) in routes.sorted(by: { $0.key < $1.key }) {
            if route.isVisible != expectedVisible.contains(id) {
                return "route \(id) is \(route.isVisible ? "" : "not ")visible"
            }
            if refused.contains(id) {
                if !route.isDismissed { return "refused route \(id) is not dismissed" }
                continue
            }
            let dismissals = watches[id]?.dismissals ?? 0
            if dismissals != (left.contains(id) ? 1 : 0) {
                return "route \(id) was dismissed \(dismissals) time(s), left: \(left.contains(id))"
            }
        }
        return nil
    }

    /// Whether the reference model shows stack `index`: a tab's stack while its tab is
    /// selected and the tabs shown, a column's stack while its split view is shown and shows
    /// the column.
    func isShown(stack index: Int) -> Bool {
        guard !ended else { return false }
        if index < 2 { return tabsShown && selectedTab == index }
        for (split, model) in splitModels.enumerated() {
            guard let column = model.columns.first(where: { $0.value == index })?.key else { continue }
            return (split == 0 || isSplitInTabShown) && model.shows(column)
        }
        return false
    }

    /// Whether the split view in tab 2 is shown: while its tab is selected and the tabs shown.
    var isSplitInTabShown: Bool { !ended && tabsShown && selectedTab == 2 }

    /// The stack a tap on selected tab `tab` pops to its root: the tab's stack, or for the
    /// split view's tab the column the user sees last.
    func stackPoppedByReselecting(_ tab: Int) -> Int {
        tab < 2 ? tab : splitModels[1].columns[splitModels[1].columnSeenLast]!
    }

    // MARK: - Helpers

    private mutating func newID() -> Int {
        nextID += 1
        return nextID
    }

    private mutating func push(on stack: Int) {
        let id = newID()
        register(stacks[stack].push(id))
        models[stack].path.append(id)
    }

    private mutating func register(_ route: FlowRoute<Int>) {
        routes[route.value] = route
        watches[route.value] = Watch(route)
        // A refused route was dismissed at once, before the watch: it counts as left already.
        if route.isDismissed {
            refused.insert(route.value)
            watches[route.value] = nil
        }
    }

    /// The reference model of a presentation: refused over an alert.
    private mutating func presented(_ id: Int, style: PresentationStyle, on stack: Int) {
        guard !models[stack].topIsAlert else { return }
        models[stack].presentations.append((id, style))
    }

    private mutating func truncatePath(of stack: Int, to count: Int) {
        while models[stack].path.count > max(count, 0) { left.insert(models[stack].path.removeLast()) }
    }

    private mutating func dismissPresentations(of stack: Int, from level: Int) {
        while models[stack].presentations.count > level { left.insert(models[stack].presentations.removeLast().id) }
    }
}
