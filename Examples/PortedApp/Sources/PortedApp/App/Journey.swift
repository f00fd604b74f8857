/// The scripted journey the executable runs and the tests replay: what a user does, in order.
enum Journey {
    /// One thing the user does.
    struct Move: Sendable {
        let description: String
        let perform: @MainActor @Sendable (PortedApp) -> Bool
    }

    static let moves: [Move] = [
        Move(description: "tap \"Log in\"") { $0.tapBarButton("Log in") },
        Move(description: "select Inception") { $0.selectMovie(at: 0) },
        Move(description: "go back") { $0.goBack() },
        Move(description: "tap \"Settings\"") { $0.tapBarButton("Settings") },
        Move(description: "tap \"Done\"") { $0.tapBarButton("Done") },
        Move(description: "tap \"Logout\"") { $0.tapBarButton("Logout") },
        Move(description: "tap \"Cancel\"") { $0.tapAlertAction("Cancel") },
        Move(description: "tap \"Logout\"") { $0.tapBarButton("Logout") },
        Move(description: "tap \"Log out\"") { $0.tapAlertAction("Log out") },
    ]

    /// Runs every move on a started `app`, reporting the hierarchy after each; returns whether
    /// every move could be made.
    @MainActor
    static func run(on app: PortedApp, report: (String) -> Void) -> Bool {
        report(app.window.render())
        var allMade = true
        for move in moves {
            let made = move.perform(app)
            allMade = allMade && made
            report("\n> \(move.description)\(made ? "" : " (could not be done)")")
            report(app.window.render())
        }
        return allMade
    }
}
