import RxFlow

/// What the demo remembers between runs.
struct AppState: Codable, Equatable, Sendable {
    /// Whether the onboarding wizard was completed.
    var isOnboarded: Bool
    /// The API key chosen during onboarding or in the settings, if any.
    var apiKey: String?
    /// Where the user was when the demo last quit: the flows' navigation snapshot, which the
    /// next run restores.
    var navigation: NavigationSnapshot?

    /// A first run: not onboarded, no API key, nowhere to go back to.
    static let firstRun = AppState(isOnboarded: false, apiKey: nil)
}

extension AppState {
    /// Reads the state; a saved place that no longer reads (corrupt, or written by a later
    /// version) is forgotten, not the rest of the state.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        isOnboarded = try container.decode(Bool.self, forKey: .isOnboarded)
        apiKey = try container.decodeIfPresent(String.self, forKey: .apiKey)
        navigation = try? container.decodeIfPresent(NavigationSnapshot.self, forKey: .navigation)
    }
}
