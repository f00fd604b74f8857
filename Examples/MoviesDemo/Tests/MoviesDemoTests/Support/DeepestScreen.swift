import Foundation
import RxFlow

@testable import MoviesDemo

/// The demo's deepest screen, as the guided tour leaves it: the watched tab three screens
/// deep (a movie, one of its cast, another of their movies), and the settings presented over
/// the wishlist, showing About.
@MainActor
enum DeepestScreen {
    /// The state of a later run: onboarded, with the demo key.
    static let onboarded = AppState(isOnboarded: true, apiKey: AppServices.demoApiKey)

    /// Takes `app`, started on the dashboard, to the deepest screen.
    static func go(_ app: MoviesApp) async throws {
        _ = app.selectTab(at: 1)
        try await app.performAction(titled: "Mad Max: Fury Road (2015)")
        try await app.performAction(titled: "Tom Hardy as Max Rockatansky")
        try await app.performAction(titled: "Inception (2010) as Eames")
        _ = app.selectTab(at: 0)
        try await app.performAction(titled: "Settings")
        try await app.performAction(titled: "About")
    }

    /// The snapshot the demo writes there, committed as a fixture (`Fixtures/deepest-screen.json`).
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/deepest-screen.json")

    /// A snapshot as the demo writes it: JSON, keys sorted (as in its state file).
    static func json(_ snapshot: NavigationSnapshot) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(snapshot)
    }
}
