import RxFlow

/// Records a coordinator's willNavigate/didNavigate events as readable strings.
@MainActor
final class NavigationRecorder {
    private(set) var events: [String] = []
    private var cancellables: Set<AnyCancellable> = []

    init(_ coordinator: FlowCoordinator) {
        coordinator.rx.willNavigate.sink { [unowned self] flow, step in
            events.append("will \(type(of: flow)) \(step)")
        }.store(in: &cancellables)
        coordinator.rx.didNavigate.sink { [unowned self] flow, step in
            events.append("did \(type(of: flow)) \(step)")
        }.store(in: &cancellables)
    }
}
