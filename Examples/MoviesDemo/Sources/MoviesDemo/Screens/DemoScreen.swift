/// A screen the terminal can show: a few lines of content and numbered actions.
@MainActor
protocol DemoScreen: AnyObject {
    /// What the screen shows, one line each.
    var contentLines: [String] { get }
    /// What the user can do here, in order (numbered from 1).
    var actions: [ScreenAction] { get }
}
