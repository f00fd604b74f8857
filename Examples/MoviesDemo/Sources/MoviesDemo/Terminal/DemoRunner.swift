/// Feeds a session with commands: the guided tour, a script, or a prompt loop; each command
/// is read once the navigation of the one before has happened.
@MainActor
struct DemoRunner {
    let session: DemoSession
    let output: any TextOutput
    let style: TextStyle

    /// Runs the guided tour; returns 0, or 1 if a stop was refused unexpectedly.
    func runTour() async -> Int32 {
        await runTour(GuidedTour.stops(startingInOnboarding: session.app.isOnboarding))
    }

    /// Runs `stops` in order, typing each one's line as if the user had; returns 0, or 1 if
    /// a stop was refused unexpectedly. A stop naming an action that is not on screen ends
    /// the tour there, with an error: the stops after it were meant for another screen.
    func runTour(_ stops: [TourStop]) async -> Int32 {
        var failures = 0
        for stop in stops {
            if let narration = stop.narration {
                output.write("")
                output.write(style.narration("# \(narration)"))
            }
            let line: String
            do {
                line = try stop.command.line(given: session.app.actions)
            } catch {
                output.write(style.error("error: the tour cannot go on: \(error)"))
                return 1
            }
            output.write(style.heading("> \(line)"))
            if await session.execute(line) == .rejected, !stop.expectsRejection { failures += 1 }
        }
        output.write("")
        output.write(style.narration(GuidedTour.conclusion))
        return failures == 0 ? 0 : 1
    }

    /// Runs `commands` in order, echoing each, until the end or `quit`; returns 0, or 1 if
    /// a command was refused.
    func runScript(_ commands: [String]) async -> Int32 {
        var failures = 0
        for command in commands {
            output.write(style.heading("> \(command)"))
            switch await session.execute(command) {
            case .done: continue
            case .rejected: failures += 1
            case .quit: return failures == 0 ? 0 : 1
            }
        }
        return failures == 0 ? 0 : 1
    }

    /// Prompts for commands until `quit` or the end of the input; echoes them if the input
    /// is not a terminal (which echoes them itself).
    func runInteractive(input: any LineInput, echo: Bool) async -> Int32 {
        output.write(style.note("Type the number of an action, back, tab N, open URL, help or quit."))
        while true {
            output.prompt("moviesdemo> ")
            guard let line = input.readLine() else {
                output.write("")
                return 0
            }
            if echo { output.write(line) }
            if await session.execute(line) == .quit { return 0 }
        }
    }
}
