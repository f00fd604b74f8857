/// What the coordinators of one tree still have to navigate, first in, first out.
struct StepQueue {
    /// One pending step for one coordinator.
    struct Entry {
        let coordinator: FlowCoordinator
        let step: any Step
        /// The step already went through the flow's `adapt` (an asynchronous adaptation
        /// that has just delivered).
        let isAdapted: Bool
    }

    private var storage: [Entry?] = []
    private var head = 0

    mutating func append(_ entry: Entry) {
        storage.append(entry)
    }

    mutating func popFirst() -> Entry? {
        guard head < storage.count else { return nil }
        let entry = storage[head]
        storage[head] = nil  // releases the step and the coordinator as soon as it is taken
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
