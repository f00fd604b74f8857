/// The headless layer's documented rules ("Running flows without UIKit"), written again
/// from the documentation, independently of the implementation: a hierarchy of model
/// screens, what each operation does to it, which operations are refused, which screens
/// are visible and how many times each was dismissed.
///
/// - Visible: on the visible path of a key window. A navigation controller shows its top, a
///   tab bar controller its selected tab, a split view and a plain screen all their
///   children; what a screen presents hangs from its top-most container, and a full-screen
///   presentation covers every layer under it (a page sheet covers nothing).
/// - Dismissed: every screen of a subtree that leaves the hierarchy (removed from its parent,
///   or in a dismissed presentation) is dismissed once; later removals inside that detached
///   subtree are the same dismissal until the screen is shown again or enters a hierarchy
///   again (added to a parent, presented). A replaced window root is hidden, not dismissed.
@MainActor
final class RuleScreen {
    let id: Int
    let kind: ScreenKind
    var children: [RuleScreen] = []
    // Back references are weak: the world keeps every model, and a strong pair would be a
    // cycle that outlives the test (LeakSanitizer reports it at exit).
    weak var parent: RuleScreen?
    /// The tab bar controller's selected tab, kept even when it is removed (as a weak
    /// reference to a screen the test keeps alive is).
    var selected: RuleScreen?
    var presented: RuleScreen?
    weak var presenter: RuleScreen?
    var isFullScreen = false
    var windowIndex: Int?
    var isVisible = false
    /// Not dismissed since it was created, last shown or last put in a hierarchy.
    var isArmed = true
    var dismissals = 0
    /// For a pusher: it appeared once (and pushed, if it had a navigation controller).
    var hasAppeared = false

    init(id: Int, kind: ScreenKind) {
        self.id = id
        self.kind = kind
    }

    /// The top-most container: where presentations hang.
    var context: RuleScreen {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    /// The nearest navigation controller above (a pusher pushes there).
    var navigationController: RuleScreen? {
        var current = parent
        while let screen = current {
            if screen.kind == .navigation { return screen }
            current = screen.parent
        }
        return nil
    }

    /// This screen, its children and what it presents, recursively, parents first.
    var hierarchy: [RuleScreen] {
        [self] + children.flatMap(\.hierarchy) + (presented?.hierarchy ?? [])
    }

    /// The tab shown: the selected one if it is still a tab, else the first.
    var shownTab: RuleScreen? {
        if let selected, children.contains(where: { $0 === selected }) { return selected }
        return children.first
    }

    /// The children shown while this screen is shown.
    var shownChildren: [RuleScreen] {
        switch kind {
        case .navigation: children.last.map { [$0] } ?? []
        case .tabs: shownTab.map { [$0] } ?? []
        case .split, .plain, .pusher: children
        }
    }

    /// This screen and what it shows, recursively.
    var shown: [RuleScreen] { [self] + shownChildren.flatMap(\.shown) }

    // MARK: - Rules of insertion

    /// Why `candidate` cannot go under this screen (as a child or a presentation), if it cannot.
    func insertionProblem(for candidate: RuleScreen) -> Bool {
        var current: RuleScreen? = self
        while let screen = current {
            if screen === candidate { return true }
            current = screen.parent ?? screen.presenter
        }
        return candidate.parent != nil || candidate.presenter != nil || candidate.windowIndex != nil
    }

    /// Why `candidate` cannot become a child: as for any insertion, or it presents a screen.
    func containmentProblem(for candidate: RuleScreen) -> Bool {
        insertionProblem(for: candidate) || candidate.presented != nil
    }

    /// Whether `list` can become this container's children.
    func canTake(_ list: [RuleScreen]) -> Bool {
        for (index, screen) in list.enumerated() where list[..<index].contains(where: { $0 === screen }) {
            return false
        }
        return !list.contains { $0.parent !== self && containmentProblem(for: $0) }
    }

    // MARK: - Entering and leaving

    /// Put in a hierarchy: it and what it holds can be dismissed again.
    func entered() {
        for screen in hierarchy { screen.isArmed = true }
    }

    /// Left the hierarchy: it and what it holds are dismissed, once.
    func left() {
        for screen in hierarchy where screen.isArmed {
            screen.isArmed = false
            screen.dismissals += 1
        }
    }

    /// Replaces the children: removed ones leave, added ones enter.
    func replaceChildren(with list: [RuleScreen]) {
        let removed = children.filter { old in !list.contains { $0 === old } }
        let added = list.filter { new in !children.contains { $0 === new } }
        for screen in removed { screen.parent = nil }
        for screen in added { screen.parent = self }
        children = list
        for screen in added { screen.entered() }
        for screen in removed { screen.left() }
    }
}

/// A window of the model: its root and whether it is key.
struct RuleWindow {
    var root: RuleScreen?
    var isKey = false
}

/// The visible screens of the model's windows.
@MainActor
enum RuleVisibility {
    /// The visible screens, in the order UIKit makes them appear: window by window, each
    /// uncovered presentation layer bottom first, parents before their children.
    static func visibleScreens(in windows: [RuleWindow]) -> [RuleScreen] {
        var visible: [RuleScreen] = []
        for window in windows where window.isKey {
            guard let root = window.root else { continue }
            // The presentation layers, bottom first, and whether each is full screen.
            var layers: [(screens: [RuleScreen], fullScreen: Bool)] = [(root.shown, false)]
            var layerRoot = root
            while let presented = layerRoot.presented {
                layers.append((presented.shown, presented.isFullScreen))
                layerRoot = presented
            }
            for (index, layer) in layers.enumerated() where !layers[(index + 1)...].contains(where: \.fullScreen) {
                visible += layer.screens
            }
        }
        return visible
    }
}
