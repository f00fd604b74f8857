import RxFlowHeadless

/// What `MoviesApp.selectTab(at:)` did.
enum TabOutcome {
    /// Selected this tab.
    case selected(ViewController)
    /// No tab bar is on screen (a presented screen covers it, or the onboarding shows).
    case noTabBar
    /// The tab bar has only `count` tabs; nothing changed.
    case noSuchTab(count: Int)
}
