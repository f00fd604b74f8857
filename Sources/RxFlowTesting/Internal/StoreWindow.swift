import Logging
import RxFlow
@_spi(RxFlowInternals) import RxFlowHeadless

/// Which window a store runs its flow on, made key so that the flow's screens can be visible
/// (a screen in a window that is not key never appears, and its steps are dropped).
@MainActor
struct StoreWindow {
    /// The window the store runs the flow on, key.
    let window: Window
    /// Why the window the test passed cannot run the flow as it is, and the fix; nil if it can.
    let problem: String?

    /// The window for `flow`:
    /// - `given`, the window the test passed, once the flow's root is in it (put there when
    ///   the window has no root);
    /// - otherwise the flow's root when it is a window (an app's main flow), so that the flow
    ///   runs on the window it drives and no other;
    /// - otherwise a new window, whose root is the flow's root when that is a screen, logging
    ///   to `logger`.
    init(for flow: any Flow, given: Window?, logger: Logger) {
        let flowWindow = flow.root as? Window
        let rootScreen = flow.root as? ViewController
        guard let given else {
            window = flowWindow ?? Window(logger: logger)
            // A screen is in one window at a time: one already in a window stays there.
            if flowWindow == nil, let rootScreen, rootScreen.window != nil {
                problem = """
                    The flow's root, \(rootScreen.label), is already in another window, so \
                    the store's window cannot show it: pass that window as window:, or give the store \
                    a new flow.
                    """
            } else {
                if flowWindow == nil, let rootScreen { window.rootViewController = rootScreen }
                problem = nil
            }
            window.makeKeyAndVisible()
            return
        }
        if let flowWindow, flowWindow !== given {
            // The flow drives its own window whatever the test passes: run it there.
            window = flowWindow
            problem = """
                The flow's root is a Window, not the one passed as window:. A flow rooted in a \
                window runs on that window: leave window: out (or pass the flow's own window).
                """
        } else {
            window = given
            if let rootScreen, given.rootViewController == nil { given.rootViewController = rootScreen }
            problem = rootScreen.flatMap { Self.problem(placing: $0, in: given) }
        }
        window.makeKeyAndVisible()
    }

    /// Why `rootScreen` cannot be seen in `window`: it is not in its hierarchy.
    private static func problem(placing rootScreen: ViewController, in window: Window) -> String? {
        guard rootScreen.window !== window else { return nil }
        let current = window.rootViewController.map { "its root is \($0.label)" } ?? "it has no root"
        return """
            The flow's root, \(rootScreen.label), is not in the window passed as window: \
            (\(current)), so none of the flow's screens can be visible. Put it in that window's \
            hierarchy before making the store (window.rootViewController = flow.root), or leave \
            window: out and the store makes a window for it.
            """
    }
}
