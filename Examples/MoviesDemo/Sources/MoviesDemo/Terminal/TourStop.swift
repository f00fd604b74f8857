/// One stop of the guided tour: an optional explanation, then a command.
struct TourStop: Equatable {
    let narration: String?
    let command: TourCommand
    /// The command is meant to be refused (a bad deep link).
    let expectsRejection: Bool

    init(_ narration: String?, _ command: TourCommand, expectsRejection: Bool = false) {
        self.narration = narration
        self.command = command
        self.expectsRejection = expectsRejection
    }

    /// A stop that continues the previous one, without explanation.
    init(_ command: TourCommand, expectsRejection: Bool = false) {
        self.init(nil, command, expectsRejection: expectsRejection)
    }
}
