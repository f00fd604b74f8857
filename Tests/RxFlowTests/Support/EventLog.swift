import RxFlow

/// Records a coordinator's navigation events, on the main actor, through `observe(_:)`.
@MainActor
final class EventLog {
    private(set) var events: [NavigationEvent] = []
    private var observation: AnyCancellable?

    init(_ coordinator: FlowCoordinator) {
        observation = coordinator.observe { [unowned self] event in events.append(event) }
    }

    /// The events' descriptions, one per event.
    var lines: [String] { events.map(\.description) }

    /// The reasons of the `stepDropped` events, in order.
    var dropReasons: [StepDropReason] {
        events.compactMap {
            if case .stepDropped(_, _, _, let reason) = $0 { return reason }
            return nil
        }
    }

    /// Forgets what was recorded so far.
    func clear() { events = [] }

    /// Stops recording.
    func stop() { observation = nil }
}
