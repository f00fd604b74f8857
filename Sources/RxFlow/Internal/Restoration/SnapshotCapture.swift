import Foundation

/// Writes a running tree as records: each node's journal, with the contributors that are
/// still there, and the state of the restorable presentables.
@MainActor
enum SnapshotCapture {
    /// The record of `node` and its descendants, navigation orders made consecutive (0, 1,
    /// 2, …) so that equal trees give equal records whatever was navigated and undone.
    static func record(of node: FlowNode, codec: StepCodec) -> FlowRecord? {
        guard var record = rawRecord(of: node, codec: codec, encoder: StepCodec.encoder) else { return nil }
        var orders: [Int] = []
        collectOrders(of: record, into: &orders)
        let rank = Dictionary(uniqueKeysWithValues: orders.sorted().enumerated().map { ($1, $0) })
        renumber(&record, rank: rank)
        return record
    }

    /// One `encoder` writes every step (making one per step cost as much as the writing).
    private static func rawRecord(of node: FlowNode, codec: StepCodec, encoder: JSONEncoder) -> FlowRecord? {
        guard node.isRunning, let flow = node.flow else { return nil }
        let navigations = node.journal.map { entry in
            var contributions: [ContributionRecord] = []
            var children: [ChildFlowRecord] = []
            for (position, item) in entry.items.enumerated() {
                switch item {
                case .contribution(let contribution):
                    guard let presentable = contribution.currentPresentable else { continue }
                    contributions.append(
                        ContributionRecord(
                            at: position, presentable: StepCodec.name(of: type(of: presentable)),
                            state: PresentableStateCodec.state(of: presentable)))
                case .child(let child):
                    if let record = rawRecord(of: child, codec: codec, encoder: encoder) {
                        children.append(ChildFlowRecord(at: position, flow: record))
                    }
                case .none:
                    break
                }
            }
            return NavigationRecord(
                order: entry.order, step: entry.stepRecord(codec, encoder), contributions: contributions,
                children: children)
        }
        return FlowRecord(
            flow: StepCodec.name(of: type(of: flow)), rootState: PresentableStateCodec.state(of: flow.root),
            navigations: navigations)
    }

    private static func collectOrders(of record: FlowRecord, into orders: inout [Int]) {
        for navigation in record.navigations {
            orders.append(navigation.order)
            for child in navigation.children { collectOrders(of: child.flow, into: &orders) }
        }
    }

    private static func renumber(_ record: inout FlowRecord, rank: [Int: Int]) {
        for index in record.navigations.indices {
            record.navigations[index].order = rank[record.navigations[index].order] ?? 0
            for child in record.navigations[index].children.indices {
                renumber(&record.navigations[index].children[child].flow, rank: rank)
            }
        }
    }
}
