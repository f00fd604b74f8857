/// What the demo remembers between runs.
struct AppState: Codable, Equatable, Sendable {
    /// Whether the onboarding wizard was completed.
    var isOnboarded: Bool
    /// The API key chosen during onboarding or in the settings, if any.
    var apiKey: String?

    /// A first run: not onboarded, no API key.
    static let firstRun = AppState(isOnboarded: false, apiKey: nil)
}
