@_spi(RxFlowInternals) import RxFlow
import RxFlowHeadless

/// How the kit names a screen in its reports: its type, and its title if it has one
/// (`MovieDetailViewController "Movie 42"`), as `Window.render()` does, and a nested type with
/// the types around it (`Catalog.BookScreen`), as the engine's events do.
@MainActor
enum ScreenLabel {
    static func of(_ screen: ViewController) -> String {
        let type = TypeName.of(Swift.type(of: screen))
        return screen.title.map { "\(type) \"\($0)\"" } ?? type
    }
}
