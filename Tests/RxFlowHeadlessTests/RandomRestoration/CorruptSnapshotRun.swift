import Foundation
import RxFlow
import RxFlowHeadless

/// One case of the corrupt-snapshot property: operations on a new tree, its snapshot written
/// to JSON, the JSON changed (`SnapshotMutation`), then a relaunch with what it reads. Returns
/// nil if the documented outcome held, or what went wrong:
/// - text that is no snapshot is a `DecodingError`;
/// - a snapshot the coordinator refuses is a `RestorationError`, and leaves the root flow
///   unstarted and its window as it was;
/// - otherwise the restoration stops at a consistent point: the tree it made takes a
///   snapshot, and that snapshot replays completely into the same hierarchy.
@MainActor
struct CorruptSnapshotRun {
    let rootIsTabs: Bool
    let operations: [TreeOperation]
    let mutations: [SnapshotMutation]

    func run() -> String? {
        let original = TreeWorld(rootIsTabs: rootIsTabs)
        for operation in operations { _ = original.apply(operation) }
        let written: JSONTree
        let changed: Data
        do {
            let data = try JSONEncoder().encode(try original.coordinator.navigationSnapshot())
            written = try JSONDecoder().decode(JSONTree.self, from: data).expandingEmbeddedDocuments()
            changed = try JSONEncoder().encode(mutations.reduce(written) { $1.applied(to: $0) })
        } catch {
            return "the snapshot was not taken or written: \(error)"
        }
        let text = String(decoding: changed, as: UTF8.self)

        let snapshot: NavigationSnapshot
        do {
            snapshot = try JSONDecoder().decode(NavigationSnapshot.self, from: changed)
        } catch is DecodingError {
            return nil  // Refused as no snapshot: the documented outcome.
        } catch {
            return "reading \(text) threw \(error), not a DecodingError"
        }

        let (restored, result) = TreeWorld.attemptingRestoration(of: snapshot, rootIsTabs: rootIsTabs, nextID: 1)
        let report: RestorationReport
        switch result {
        case .success(let made):
            report = made
        case .failure(let error as RestorationError):
            let untouched = TreeWorld.unstarted(rootIsTabs: rootIsTabs).window.render()
            if restored.window.render() != untouched {
                return """
                    the restoration of \(text) was refused (\(error)) but left:
                    \(restored.window.render())
                    """
            }
            if (try? restored.coordinator.navigationSnapshot()) != nil {
                return "the restoration of \(text) was refused (\(error)) but a flow runs"
            }
            return nil
        case .failure(let error):
            return "restoring \(text) threw \(error), not a RestorationError"
        }
        if report.navigationsReplayed > report.navigationsInSnapshot {
            return "restoring \(text) replayed more than the snapshot holds: \(report)"
        }
        if snapshot == (try? original.coordinator.navigationSnapshot()), !report.isComplete {
            return "an unchanged snapshot did not restore completely: \(report)"
        }
        return consistency(of: restored, restoredFrom: text, report: report)
    }

    /// Whether the tree a restoration made is one a relaunch makes again: its snapshot, through
    /// JSON, replays completely into the same hierarchy and the same snapshot.
    private func consistency(of restored: TreeWorld, restoredFrom text: String, report: RestorationReport) -> String? {
        let context = "after restoring \(text) (\(report)):"
        do {
            let taken = try restored.coordinator.navigationSnapshot()
            let again = try JSONDecoder().decode(NavigationSnapshot.self, from: JSONEncoder().encode(taken))
            let (relaunched, relaunchReport) = try TreeWorld.restoring(again, rootIsTabs: rootIsTabs, nextID: 1)
            // A state may not apply to what the changed snapshot made (a tab selection of a
            // tab bar left without tabs); every navigation must replay.
            if relaunchReport.stop != nil {
                return "\(context) its own snapshot did not replay completely: \(relaunchReport)"
            }
            if relaunched.window.render() != restored.window.render() {
                return """
                    \(context) its own snapshot restored another hierarchy:
                    \(restored.window.render())
                    ---
                    \(relaunched.window.render())
                    """
            }
            if try relaunched.coordinator.navigationSnapshot() != taken {
                return "\(context) its own snapshot restored a tree with another snapshot"
            }
            return nil
        } catch {
            return "\(context) \(error)"
        }
    }
}
