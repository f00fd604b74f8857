/// How strictly a `FlowTestStore` asserts what happened.
public enum Exhaustivity: Sendable, Hashable {
    /// Every navigation and every dropped step must be asserted, in order: `receive` fails
    /// when the next one is not the expected one, and `finish()` (or releasing the store)
    /// fails for each one the test did not assert. The default, for unit tests of a flow.
    case on
    /// Only what the test asserts is checked: `receive` skips the navigations (and dropped
    /// steps) before the one it expects, and nothing is reported for those left unasserted.
    /// For integration tests that look at a few navigations of a larger tree.
    case off
}
