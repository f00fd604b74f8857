import Foundation
import PropertyBased
import RxFlow
import RxFlowTesting
import Testing

@testable import MoviesDemo

/// Random walks through the demo (pushes, user Back, tab switches, the settings modal and its
/// child flow, About, the alert, swipes, deep links, logging out and the onboarding),
/// snapshotted at a random point and restored into a new app: the same window, visibility
/// included, and the same snapshot; then both go on with the rest of the walk and stay the
/// same. A failure shows the shrunk walk; rerun it with `MOVIESDEMO_PROPERTY_SEED`.
@Suite(.timeLimit(.minutes(10)))
struct RandomRestorationTests {
    @Test(.shrinking, seedTrait)
    @MainActor
    func aRestoredWalkIsTheWalkItWasTakenOf() async {
        let walks = DemoOperation.generator.array(of: 1...30)
        await propertyCheck(count: 150, input: Gen.int(in: 0...1), Gen.int(in: 0...30), walks) {
            onboarded, snapshotAt, walk in
            if let failure = await Self.check(onboarded: onboarded == 1, walk: walk, snapshotAt: snapshotAt) {
                Issue.record(Comment(rawValue: failure))
            }
        }
    }

    /// Walks `walk`, restores after its first `snapshotAt` operations, and goes on with both;
    /// returns what went wrong, or nil.
    @MainActor
    static func check(onboarded: Bool, walk: [DemoOperation], snapshotAt: Int) async -> String? {
        let logs = LogCapture()
        let app = MoviesApp(
            services: AppServices(state: onboarded ? DeepestScreen.onboarded : .firstRun), logger: logs.logger)
        app.start()
        var trail: [String] = []
        let split = min(snapshotAt, walk.count)
        for operation in walk[..<split] { trail.append(await operation.run(on: app)) }
        func failure(_ problem: String, _ restored: MoviesApp? = nil) -> String {
            "\(problem)\nwalk (snapshot after \(split)): \(trail.joined(separator: "; "))\n"
                + "window:\n\(app.window.render())\nrestored window:\n\(restored?.window.render() ?? "none")"
        }

        guard let taken = app.navigationSnapshot,
            let snapshot = try? JSONDecoder().decode(NavigationSnapshot.self, from: DeepestScreen.json(taken))
        else { return failure("no snapshot") }
        let restored = MoviesApp(services: AppServices(state: app.services.state), logger: logs.logger)
        switch restored.start(restoring: snapshot) {
        case .failure(let error): return failure("not restored: \(error)", restored)
        case .success(let report) where !report.isComplete: return failure("restored in part: \(report)", restored)
        case .success: break
        }
        // A link kept for a movie list is app state, not navigation: the restored app gets it too.
        if let pending = app.services.deepLinks.pending { restored.services.deepLinks.receive(pending) }
        if restored.window.render() != app.window.render() { return failure("not the same window", restored) }
        if restored.navigationSnapshot != taken { return failure("not the same snapshot", restored) }

        for operation in walk[split...] {
            trail.append(await operation.run(on: app))
            _ = await operation.run(on: restored)
            if restored.window.render() != app.window.render() {
                return failure("not the same window after the restoration", restored)
            }
        }
        let warnings = logs.messages(atLeast: .warning)
        return warnings.isEmpty ? nil : failure("warnings: \(warnings)")
    }

    /// `MOVIESDEMO_PROPERTY_SEED`: the seed a failure printed (the text inside
    /// `.fixedSeed("…")`), to rerun just that case. Without it, a trait that changes nothing.
    static var seedTrait: any TestTrait {
        guard let seed = ProcessInfo.processInfo.environment["MOVIESDEMO_PROPERTY_SEED"],
            let data = Data(base64Encoded: seed), data.count == 4 * MemoryLayout<UInt64>.size
        else { return .enabled(if: true) }
        let words = data.withUnsafeBytes { raw in
            (0..<4).map { raw.loadUnaligned(fromByteOffset: $0 * MemoryLayout<UInt64>.size, as: UInt64.self) }
        }
        return .fixedSeed(words[0], words[1], words[2], words[3])
    }
}
