import RxFlowHeadless

/// How the kit names a screen in its reports: its type, and its title if it has one
/// (`MovieDetailViewController "Movie 42"`), as `Window.render()` does.
@MainActor
enum ScreenLabel {
    static func of(_ screen: ViewController) -> String {
        let type = String(describing: Swift.type(of: screen))
        return screen.title.map { "\(type) \"\($0)\"" } ?? type
    }
}
