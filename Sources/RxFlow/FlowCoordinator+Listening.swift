/// What a tree listens to, for the test kit's messages (`@_spi(RxFlowInternals)`, not public
/// API): made only when a message needs it.
@_spi(RxFlowInternals)
extension FlowCoordinator {
    /// What the tree listens to now, parents first: each running flow's own stepper
    /// (`WatchedFlow: stepper OneStepper`) and each running contribution
    /// (`WatchedFlow: WatchedViewController (stepper WatchedViewModel)`).
    public var listeningDescriptions: [String] {
        var lines: [String] = []
        runningRoot?.forEachRunningNode { $0.describeListening(into: &lines) }
        return lines
    }

    /// The type names of the steppers that running contributions of `presentable` (this
    /// instance) listen to now.
    public func contributedStepperNames(of presentable: any Presentable) -> [String] {
        var names: [String] = []
        runningRoot?.forEachRunningNode { names += $0.contributedStepperNames(of: presentable) }
        return names
    }
}

@_spi(RxFlowInternals)
extension PublishRelay where Element == any Step {
    /// True while a flow or a contribution listens to this relay.
    public var isListenedToByEngine: Bool { hasListeners }

    /// True once something subscribed to this relay through Combine (a `sink`, a
    /// `CompositeStepper`, `bind(to:)` another relay): its values may reach a flow that way.
    /// Never cleared: the relay keeps its subject.
    public var hasHadSubscribers: Bool { hasSubject.isSet }
}
