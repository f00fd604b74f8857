/// What running one command led to.
enum CommandOutcome: Equatable {
    /// Done (the screen was shown again, or the help).
    case done
    /// Refused with a one-line hint or error; navigation is untouched.
    case rejected
    /// The user asked to leave.
    case quit
}
