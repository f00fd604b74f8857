import Synchronization

/// Counts the live instances of the benchmark's own classes, so that each workload can
/// check that nothing leaked once it tore its flows down.
///
/// The counters are atomics because deinitializers are not isolated to the main actor.
enum LiveObjects {
    /// Live `BenchScreen`s.
    static let screens = Atomic<Int>(0)
    /// Live `RelayStepper`s and `CountedOneStepper`s.
    static let steppers = Atomic<Int>(0)
    /// Live benchmark flows.
    static let flows = Atomic<Int>(0)

    /// Stops the benchmark if any screen, stepper or flow is still alive.
    static func assertNoneAlive(after workload: String) {
        let alive = (
            screens: screens.load(ordering: .relaxed),
            steppers: steppers.load(ordering: .relaxed),
            flows: flows.load(ordering: .relaxed)
        )
        require(
            alive == (0, 0, 0),
            "\(workload) leaked \(alive.screens) screens, \(alive.steppers) steppers, \(alive.flows) flows"
        )
    }
}
