import RxFlowHeadless

/// What `MoviesApp.selectTab(at:)` did.
enum TabOutcome {
    /// Selected this tab.
    case selected(ViewController)
    /// The tab bar is under this presented screen; nothing changed.
    case covered(by: ViewController)
    /// There is no tab bar (the onboarding shows); nothing changed.
    case noTabBar
    /// The tab bar has only `count` tabs; nothing changed.
    case noSuchTab(count: Int)
}
