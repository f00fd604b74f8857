/// One numbered action of a screen: what a button would do in a real app.
struct ScreenAction {
    let title: String
    let perform: @MainActor () -> Void
}
