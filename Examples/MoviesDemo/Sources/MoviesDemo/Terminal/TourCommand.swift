/// What one stop of the guided tour does: pick an action by its title, or type a command.
enum TourCommand: Equatable {
    /// Performs the front screens' action with this title, whatever its number.
    case action(titled: String)
    /// Types this line as it is (back, tab N, open URL).
    case typed(String)

    /// The line to type for this command when `actions` are on screen: the number of the
    /// action with the title, or the typed line.
    func line(given actions: [ScreenAction]) throws(ActionLookupError) -> String {
        switch self {
        case .action(let title):
            return String(try ScreenAction.index(titled: title, in: actions) + 1)
        case .typed(let line):
            return line
        }
    }
}
