/// What the nodes of one tree still have to navigate, first in, first out.
struct StepQueue {
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

    private var storage: [Entry?] = []
    private var head = 0

    /// True when nothing is pending.
    var isEmpty: Bool { head == storage.count }

    mutating func append(_ entry: Entry) {
        storage.append(entry)
    }

    mutating func popFirst() -> Entry? {
        guard head < storage.count else { return nil }
        let entry = storage[head]
        storage[head] = nil  // releases the step and the node as soon as it is taken
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 1024 && head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return entry
    }
}
