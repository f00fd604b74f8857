/// The one place that knows, for every flow by identity, whether it is running and
/// whether it is ready: consulted by each node when it starts, navigates and ends, and by
/// `Flows.use(_:when: .ready)` and `Flows.ready(_:)` wherever it is called (in a navigation, in a flow's `init`,
/// in `adapt`, at start-up, before the flow is ever coordinated).
///
/// A record exists while its flow runs (the node keeps the flow alive, so its identity
/// cannot be reused meanwhile) or while waiters wait for a flow that is not running; such
/// a flow is held weakly, and records of flows released without running are swept (their
/// waiters let go) from time to time, at an amortized constant cost per record.
@MainActor
final class ReadinessRegistry {
    /// The registry of the process: flows are main-actor objects, so one is enough.
    static let shared = ReadinessRegistry()

    // Unchecked for exclusivity (a run-time check per access, when every flow starts and
    // ends): main-actor state, and no access spans a call out of the registry.
    @exclusivity(unchecked) private var records: [ObjectIdentifier: ReadinessRecord] = [:]
    @exclusivity(unchecked) private var sweepThreshold = 64

    // MARK: - Nodes

    /// A node starts driving `flow`; returns the flow's record, which the node keeps for the
    /// run (so that the calls below need no look-up), or nil (and nothing recorded) if
    /// another node already drives this very flow instance.
    func runStarted(_ flow: any Flow) -> ReadinessRecord? {
        let id = ObjectIdentifier(flow)
        // The usual case is a flow without a record: the new record goes in with one hash of
        // its identity. A record found there (waiters came first, the flow runs already, or
        // a stale one) is put back, then kept, refused or replaced as `currentRecord` says.
        let record = ReadinessRecord()
        guard let found = records.updateValue(record, forKey: id) else {
            record.runStarted()
            return record
        }
        records[id] = found
        if let current = currentRecord(id, for: flow) {
            guard !current.isRunning else { return nil }
            current.runStarted()
            return current
        }
        records[id] = record
        record.runStarted()
        return record
    }

    /// The flow of `record` navigated a step; `children` are the records of the child flows
    /// that step started (nil for one that has already ended).
    func navigated(_ record: ReadinessRecord, startingChildren children: [ReadinessRecord?]) {
        record.navigated(startingChildren: children)
    }

    /// The node driving the flow `id` (whose record is `record`) ended.
    func runEnded(_ record: ReadinessRecord, of id: ObjectIdentifier) {
        record.runEnded()
        guard !record.hasObservers else { return }
        // One look-up: the record is removed, and put back in the (unexpected) case that
        // another took its place.
        if let removed = records.removeValue(forKey: id), removed !== record { records[id] = removed }
    }

    /// True while a node drives `flow`.
    func isRunning(_ flow: any Flow) -> Bool {
        records[ObjectIdentifier(flow)]?.isRunning ?? false
    }

    // MARK: - Flows.use and Flows.ready

    /// Starts `waiter` (with `completion`) and has it told when each of its flows settles.
    /// `completion` runs once: with the roots once every flow is ready, or as soon as that
    /// can never happen, or when the waiter is cancelled.
    func wait(_ waiter: ReadinessWaiter, for flows: [any Flow], completion: @escaping ReadinessWaiter.Completion) {
        waiter.start(completion)
        for flow in flows where !waiter.isFinished {
            record(waitingFor: flow).observe(waiter)
        }
    }

    /// The record for `flow`, made if needed for a waiter.
    private func record(waitingFor flow: any Flow) -> ReadinessRecord {
        let id = ObjectIdentifier(flow)
        if let record = currentRecord(id, for: flow) {
            if !record.isRunning { record.waitedForFlow = flow }
            return record
        }
        sweepIfDue()
        let record = ReadinessRecord()
        record.waitedForFlow = flow
        records[id] = record
        return record
    }

    /// The record kept for `flow` (whose identity is `id`), in one look-up. A record that is
    /// not running belongs to the flow its waiters wait for: if that flow was released and
    /// `flow` got its identity, the record (and its waiters) is stale, and dropped here.
    /// Letting its waiters go calls out of the registry, which may record `flow` meanwhile:
    /// that record is returned (looked up again, on this rare path only), so that callers
    /// never write over it.
    private func currentRecord(_ id: ObjectIdentifier, for flow: any Flow) -> ReadinessRecord? {
        guard let record = records[id] else { return nil }
        guard !record.isRunning, record.waitedForFlow !== flow else { return record }
        records[id] = nil
        record.abandon()
        return records[id]
    }

    /// Drops the records of flows released without running, letting their waiters go.
    /// Runs when the registry has grown past twice its size after the last sweep.
    private func sweepIfDue() {
        guard records.count >= sweepThreshold else { return }
        sweep()
        sweepThreshold = max(64, records.count * 2)
    }

    /// Drops the records of flows released without running now (internal for tests).
    func sweep() {
        let abandoned = records.filter { !$0.value.isRunning && $0.value.waitedForFlow == nil }
        for (id, record) in abandoned {
            records[id] = nil
            record.abandon()
        }
    }

    /// True while something waits for `flow` to be ready (for tests).
    func hasWaiters(for flow: any Flow) -> Bool {
        records[ObjectIdentifier(flow)]?.hasObservers ?? false
    }

    /// How many records the registry keeps (for tests).
    var recordCount: Int { records.count }
}
