import Foundation

/// Writes a running tree as records: each node's journal, with the contributors that are
/// still there, and the state of the restorable presentables.
@MainActor
enum SnapshotCapture {
    /// The record of `node` and its descendants, navigation orders made consecutive (0, 1,
    /// 2, …) so that equal trees give equal records whatever was navigated and undone.
    ///
    /// When a gone contribution ended is renumbered the same way: the order of the first
    /// navigation kept that was made after it ended (the number of navigations kept if none
    /// was). Two trees that look the same but where the user took a screen away before or
    /// after a navigation that stayed give different records: a navigation may depend on
    /// what was there when it was made, and the replay reproduces that.
    static func record(of node: FlowNode, codec: StepCodec) -> FlowRecord? {
        var kept = Set<Int>()
        collectKeptOrders(of: node, into: &kept)
        guard var record = rawRecord(of: node, codec: codec, encoder: StepCodec.encoder, kept: kept, isChild: false)
        else {
            return nil
        }
        // The record holds the kept navigations (a running node always has its flow).
        renumber(&record, sortedOrders: kept.sorted())
        return record
    }

    /// How many of `sortedOrders` come before `order`: its rank if it is one of them, else
    /// the rank of the first after it.
    private static func rank(of order: Int, in sortedOrders: [Int]) -> Int {
        var (low, high) = (0, sortedOrders.count)
        while low < high {
            let middle = (low + high) / 2
            if sortedOrders[middle] < order { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The orders of the navigations kept in the journals of `node` and its running
    /// descendants: those a restoration replays.
    private static func collectKeptOrders(of node: FlowNode, into kept: inout Set<Int>) {
        guard node.isRunning else { return }
        for entry in node.journal {
            kept.insert(entry.order)
            for case .child(let child) in entry.items { collectKeptOrders(of: child, into: &kept) }
        }
    }

    /// One `encoder` writes every step (making one per step cost as much as the writing). A
    /// contribution taken away by a navigation in `kept` is not written as gone: that
    /// navigation, replayed, takes it away again; it is written as taken away by it, for the
    /// replay to check that it did. A child flow (`isChild`) that has no navigation left though
    /// it navigated is written as such (the root flow without one starts afresh when restored,
    /// whatever it did).
    private static func rawRecord(
        of node: FlowNode, codec: StepCodec, encoder: JSONEncoder, kept: Set<Int>, isChild: Bool
    ) -> FlowRecord? {
        guard node.isRunning, let flow = node.flow else { return nil }
        let navigations = node.journal.map { entry in
            var contributions: [ContributionRecord] = []
            var children: [ChildFlowRecord] = []
            var gone: [GoneContributionRecord] = []
            var takenAway: [TakenAwayContributionRecord] = []
            for (position, item) in entry.items.enumerated() {
                switch item {
                case .contribution(let contribution):
                    guard let presentable = contribution.currentPresentable else { continue }
                    contributions.append(
                        ContributionRecord(
                            at: position, presentable: StepCodec.name(of: type(of: presentable)),
                            state: PresentableStateCodec.state(of: presentable)))
                case .child(let child):
                    if let record = rawRecord(of: child, codec: codec, encoder: encoder, kept: kept, isChild: true) {
                        children.append(ChildFlowRecord(at: position, flow: record))
                    }
                case .ended(let type, let endedBefore, let takenBy):
                    if let takenBy, kept.contains(takenBy) {
                        takenAway.append(TakenAwayContributionRecord(at: position, takenBy: takenBy))
                        continue
                    }
                    gone.append(
                        GoneContributionRecord(
                            at: position, presentable: StepCodec.name(of: type), endedBefore: endedBefore))
                case .none:
                    break
                }
            }
            return NavigationRecord(
                order: entry.order, step: entry.stepRecord(codec, encoder), contributions: contributions,
                children: children, gone: gone.isEmpty ? nil : gone, takenAway: takenAway.isEmpty ? nil : takenAway)
        }
        return FlowRecord(
            flow: StepCodec.name(of: type(of: flow)), rootState: PresentableStateCodec.state(of: flow.root),
            navigations: navigations, awaitsFirstStep: navigations.isEmpty && node.awaitsFirstNavigation ? true : nil,
            navigationsGone: isChild && navigations.isEmpty && node.hasNavigated ? true : nil)
    }

    private static func renumber(_ record: inout FlowRecord, sortedOrders: [Int]) {
        for index in record.navigations.indices {
            record.navigations[index].order = Self.rank(of: record.navigations[index].order, in: sortedOrders)
            if let gone = record.navigations[index].gone {
                record.navigations[index].gone = gone.map {
                    var renumbered = $0
                    renumbered.endedBefore = Self.rank(of: $0.endedBefore, in: sortedOrders)
                    return renumbered
                }
            }
            if let takenAway = record.navigations[index].takenAway {
                record.navigations[index].takenAway = takenAway.map {
                    var renumbered = $0
                    renumbered.takenBy = Self.rank(of: $0.takenBy, in: sortedOrders)
                    return renumbered
                }
            }
            for child in record.navigations[index].children.indices {
                renumber(&record.navigations[index].children[child].flow, sortedOrders: sortedOrders)
            }
        }
    }
}
