/// What the nodes of one tree still have to navigate, first in, first out.
///
/// A ring buffer of entries that are moved in and out, never copied: an entry holds a step
/// existential, and copying or nil-ing optional entries in an array went through generic
/// value witnesses, which showed up on the path of every queued step. The storage is kept
/// for reuse, unless a burst made it large.
struct StepQueue: ~Copyable {
    /// What a pending entry asks its node to do.
    enum Work {
        /// A step has arrived: adapt it (or let it wait for an earlier adaptation), then navigate it.
        case arrived(any Step)
        /// An adaptation that delivered later has its turn: navigate its step (nil: the
        /// adaptation finished without a value).
        case adaptedTurn((any Step)?)
    }

    /// One pending piece of work for one node.
    struct Entry {
        let node: FlowNode
        let work: Work
    }

    private static let initialCapacity = 16
    /// Above this, the storage is given back once the queue is empty.
    private static let keptCapacity = 1024

    private var storage: UnsafeMutablePointer<Entry>?
    /// A power of two (or zero before the first entry), so that indices wrap with a mask.
    private var capacity = 0
    private var head = 0
    private var count = 0

    init() {}

    deinit {
        guard let storage else { return }
        for offset in 0..<count { (storage + slot(head + offset)).deinitialize(count: 1) }
        storage.deallocate()
    }

    /// True when nothing is pending.
    var isEmpty: Bool { count == 0 }

    mutating func append(_ entry: consuming Entry) {
        if count == capacity { grow() }
        // `grow` made the storage.
        (storage.unsafelyUnwrapped + slot(head + count)).initialize(to: entry)
        count += 1
    }

    /// The oldest entry, moved out of the queue (so the step and the node are let go of as
    /// soon as the caller is done with them).
    mutating func popFirst() -> Entry? {
        guard count > 0, let storage else { return nil }
        let entry = (storage + head).move()
        count -= 1
        head = count == 0 ? 0 : slot(head + 1)
        if count == 0 && capacity > Self.keptCapacity {
            storage.deallocate()
            self.storage = nil
            capacity = 0
        }
        return entry
    }

    private func slot(_ index: Int) -> Int { index & (capacity - 1) }

    private mutating func grow() {
        let newCapacity = max(Self.initialCapacity, capacity * 2)
        let newStorage = UnsafeMutablePointer<Entry>.allocate(capacity: newCapacity)
        if let storage {
            // The entries from `head` to the end of the storage, then those that wrapped.
            let untilEnd = min(count, capacity - head)
            newStorage.moveInitialize(from: storage + head, count: untilEnd)
            (newStorage + untilEnd).moveInitialize(from: storage, count: count - untilEnd)
            storage.deallocate()
        }
        storage = newStorage
        capacity = newCapacity
        head = 0
    }
}
