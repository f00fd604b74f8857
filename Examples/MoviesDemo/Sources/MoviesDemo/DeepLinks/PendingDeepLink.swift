/// A deep link on its way to a flow that can show it: the link as given, and its step.
struct PendingDeepLink: Equatable, Sendable {
    /// The link as the user gave it (`moviesdemo://movies/23452`).
    let link: String
    /// What it stands for (`movieIsPicked(withId: 23452)`).
    let step: DemoStep
}
