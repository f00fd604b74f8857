import PropertyBased

@testable import MoviesDemo

/// One generated user action on the demo, kept abstract (numbers, not screens) so that any
/// shrunk list still makes sense: `pick` chooses among what is on screen when it runs.
struct DemoOperation: Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        /// Performs one of the front screens' actions: pushes a movie or a cast member, opens
        /// the settings (a modal child flow), shows About or the API key, an alert, Done, Log out,
        /// the onboarding's steps.
        case action
        /// Performs one of the settings' actions on screen, if any (Settings, About, API key,
        /// Clear the key): a walk picking among all actions seldom goes that way.
        case settings
        /// `back`: pops the front stack (user Back), or dismisses what is presented (a swipe).
        case back
        /// Selects a tab.
        case tab
        /// Opens a deep link: at once if a movie list is on screen, else kept.
        case link
    }

    /// Smaller is simpler: shrinking moves towards the first action on screen.
    let kindCode: Int
    let pick: Int

    static let generator = zip(Gen.int(in: 0...99), Gen.int(in: 0...999)).map {
        DemoOperation(kindCode: $0, pick: $1)
    }

    var kind: Kind {
        switch kindCode {
        case ..<45: .action
        case ..<65: .settings
        case ..<80: .back
        case ..<92: .tab
        default: .link
        }
    }

    var description: String { "\(kind) \(pick)" }

    private static let settingsActions: Set = ["Settings", "About", "API key", "Clear the key"]

    /// Does it to `app` and waits for its navigation; says what it did.
    @MainActor
    func run(on app: MoviesApp) async -> String {
        switch kind {
        case .action:
            let actions = app.actions
            guard !actions.isEmpty else { return "no action on screen" }
            let action = actions[pick % actions.count]
            action.perform()
            await app.settle()
            return "action \"\(action.title)\""
        case .settings:
            let actions = app.actions.filter { Self.settingsActions.contains($0.title) }
            guard !actions.isEmpty else { return "no settings action on screen" }
            let action = actions[pick % actions.count]
            action.perform()
            await app.settle()
            return "action \"\(action.title)\""
        case .back:
            return "back: \(app.goBack())"
        case .tab:
            return "tab \(pick % 2 + 1): \(app.selectTab(at: pick % 2))"
        case .link:
            let movies = app.services.catalogue.movies(on: pick % 2 == 0 ? .wishlist : .watched)
            let link = "moviesdemo://movies/\(movies[pick % movies.count].id)"
            return "open \(link): \(await app.open(link))"
        }
    }
}
