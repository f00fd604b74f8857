import RxFlow

/// Records the navigation events of a coordinator the test does not drive through a
/// `FlowTestStore`: an app's own coordinator, in an integration test.
///
/// ```swift
/// let recorder = NavigationEventRecorder(app.coordinator)
/// app.start()
/// #expect(recorder.navigations.first == FlowNavigation(AppFlow.self, AppStep.launch))
/// ```
///
/// It records from its creation until `stop()` or its release, and keeps nothing alive
/// (events are values).
@MainActor
public final class NavigationEventRecorder {
    /// Every event so far, oldest first.
    public private(set) var events: [NavigationEvent] = []
    private var observation: AnyCancellable?

    /// Starts recording `coordinator`'s events (those of its whole tree).
    public init(_ coordinator: FlowCoordinator) {
        observation = coordinator.observe { [weak self] event in self?.events.append(event) }
    }

    /// The events, one line each (`NavigationEvent.description`).
    public var lines: [String] { events.map(\.description) }

    /// The navigations (`didNavigate`), in order.
    public var navigations: [FlowNavigation] {
        events.compactMap {
            if case .didNavigate(let flow, let step) = $0 { return FlowNavigation(flow: flow, step: step) }
            return nil
        }
    }

    /// The dropped steps and their reasons (`stepDropped`), in order.
    public var droppedSteps: [DroppedStep] {
        events.compactMap {
            guard case .stepDropped(let step, let flow, let source, let reason) = $0 else { return nil }
            return DroppedStep(step: step, reason: reason, flowName: flow?.typeName, source: source)
        }
    }

    /// The type names of the flows whose run ended, in order.
    public var endedFlows: [String] {
        events.compactMap {
            if case .flowEnded(let flow, _) = $0 { return flow.typeName }
            return nil
        }
    }

    /// The `contributionEnded` events, in order: presentables whose steps stopped being
    /// listened to (dismissed, or their flow ended).
    public var endedContributions: [NavigationEvent] {
        events.filter {
            if case .contributionEnded = $0 { return true }
            return false
        }
    }

    /// The `leakSuspected` events, in order.
    public var suspectedLeaks: [NavigationEvent] {
        events.filter {
            if case .leakSuspected = $0 { return true }
            return false
        }
    }

    /// Forgets what was recorded so far.
    public func clear() {
        events = []
    }

    /// Stops recording.
    public func stop() {
        observation = nil
    }
}
