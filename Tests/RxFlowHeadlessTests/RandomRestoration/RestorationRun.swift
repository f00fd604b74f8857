import Foundation
import RxFlow
import RxFlowHeadless

/// One case of the restoration property: operations on a new tree up to a point, a snapshot
/// (through JSON), a new coordinator and new flows restoring it, then the remaining
/// operations on both trees side by side. Returns nil if every rule held, or what went wrong
/// with the operations as they resolved.
@MainActor
struct RestorationRun {
    let rootIsTabs: Bool
    let operations: [TreeOperation]
    /// How many operations run before the snapshot.
    let snapshotAfter: Int

    func run() -> String? {
        let original = TreeWorld(rootIsTabs: rootIsTabs)
        var trace: [String] = []
        for operation in operations.prefix(snapshotAfter) {
            trace.append("\(operation) → \(original.apply(operation))")
        }
        trace.append("— snapshot, relaunch —")
        let snapshot: NavigationSnapshot
        let restored: TreeWorld
        do {
            let taken = try original.coordinator.navigationSnapshot()
            snapshot = try JSONDecoder().decode(NavigationSnapshot.self, from: JSONEncoder().encode(taken))
            if snapshot != taken { return failure("the snapshot read back from JSON differs", trace, original) }
            let (world, report) = try TreeWorld.restoring(snapshot, rootIsTabs: rootIsTabs, nextID: original.nextID)
            restored = world
            if !report.isComplete {
                return failure("the restoration is not complete: \(report)", trace, original, world)
            }
        } catch {
            return failure("snapshot or restoration failed: \(error)", trace, original)
        }
        if let problem = difference(original, restored, snapshot: snapshot) {
            return failure("after the restoration, \(problem)", trace, original, restored)
        }
        for operation in operations.dropFirst(snapshotAfter) {
            let resolved = original.apply(operation)
            let again = restored.apply(operation)
            trace.append("\(operation) → \(resolved)" + (again == resolved ? "" : " | restored tree: \(again)"))
            if again != resolved {
                return failure("the trees resolved an operation differently", trace, original, restored)
            }
        }
        if let problem = difference(original, restored, snapshot: nil) {
            return failure("after the same operations on both trees, \(problem)", trace, original, restored)
        }
        return nil
    }

    /// How the two trees differ: their windows' renderings (visibility, selection, tops), their
    /// snapshots (and `snapshot`, the one restored from, if given), their headless warnings.
    private func difference(_ original: TreeWorld, _ restored: TreeWorld, snapshot: NavigationSnapshot?) -> String? {
        if original.window.render() != restored.window.render() { return "the hierarchies differ" }
        let first = try? original.coordinator.navigationSnapshot()
        let second = try? restored.coordinator.navigationSnapshot()
        if first != second { return "the snapshots of the two trees differ" }
        if let snapshot, second != snapshot {
            return "the restored tree's snapshot is not the one it was restored from"
        }
        let warnings = original.window.warnings + restored.window.warnings
        if !warnings.isEmpty { return "the headless layer warned: \(warnings)" }
        return nil
    }

    private func failure(_ problem: String, _ trace: [String], _ original: TreeWorld, _ restored: TreeWorld? = nil)
        -> String
    {
        var text = """
            Restoration property failed: \(problem).
            Root: \(rootIsTabs ? "tabs" : "stack"); \(operations.count) operations, snapshot after \(snapshotAfter):
            \(trace.enumerated().map { "  \($0.offset). \($0.element)" }.joined(separator: "\n"))

            Original window:
            \(original.window.render())
            """
        if let restored { text += "\n\nRestored window:\n\(restored.window.render())" }
        if let snapshot = try? original.coordinator.navigationSnapshot(),
            let json = try? JSONEncoder().encode(snapshot)
        {
            text += "\n\nOriginal snapshot: \(String(decoding: json, as: UTF8.self))"
        }
        if let restored, let snapshot = try? restored.coordinator.navigationSnapshot(),
            let json = try? JSONEncoder().encode(snapshot)
        {
            text += "\nRestored snapshot: \(String(decoding: json, as: UTF8.self))"
        }
        let lines = (restored ?? original).logs.lines.suffix(20)
        if !lines.isEmpty { text += "\n\nLog (last lines):\n" + lines.joined(separator: "\n") }
        return text
    }
}
