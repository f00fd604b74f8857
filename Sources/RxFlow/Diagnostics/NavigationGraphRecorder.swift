/// Records the `NavigationGraph` of a coordinator's tree as it navigates.
///
/// Create it before `coordinate(flow:with:)` so that it sees the root flow start; it keeps
/// the graph only (not every event), so it can watch a long run. It stops when released, or
/// at `stop()`.
///
/// ```swift
/// let recorder = NavigationGraphRecorder(observing: coordinator)
/// coordinator.coordinate(flow: appFlow, with: appStepper)
/// // … the run …
/// print(recorder.graph.mermaid)
/// ```
@MainActor
public final class NavigationGraphRecorder {
    private var builder = NavigationGraphBuilder()
    private var observation: AnyCancellable?

    /// Starts recording the events of `coordinator`'s tree.
    public init(observing coordinator: FlowCoordinator) {
        observation = coordinator.observe { [weak self] event in self?.builder.add(event) }
    }

    /// The graph of what was recorded so far.
    public var graph: NavigationGraph { builder.graph }

    /// Stops recording; `graph` keeps what was recorded.
    public func stop() {
        observation?.cancel()
        observation = nil
    }
}
