/// One numbered action of a screen: what a button would do in a real app.
struct ScreenAction {
    let title: String
    let perform: @MainActor () -> Void

    /// The index in `actions` of the one action titled `title`. Picking actions by title
    /// rather than by number keeps a scripted walk (the guided tour, tests) right when a
    /// menu gains or reorders an action, and makes it fail loudly when one is renamed.
    static func index(titled title: String, in actions: [ScreenAction]) throws(ActionLookupError) -> Int {
        let matches = actions.indices.filter { actions[$0].title == title }
        guard let index = matches.first else {
            throw .noActionTitled(title, available: actions.map(\.title))
        }
        guard matches.count == 1 else { throw .severalActionsTitled(title, count: matches.count) }
        return index
    }
}
