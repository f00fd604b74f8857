import RxFlowHeadless

/// What `MoviesApp.goBack()` did.
enum BackOutcome {
    /// Popped this screen off its navigation stack.
    case popped(ViewController)
    /// Dismissed this presented screen.
    case dismissed(ViewController)
    /// The window shows nothing.
    case nothingOnScreen
    /// Every stack on screen is at its first screen, and nothing is presented.
    case nothingToGoBackTo
}
