/// The order in which one flow's steps go through `adapt(step:)` and reach
/// `navigate(to:)`: a later step never overtakes an earlier one that is still being adapted.
///
/// States:
/// - `idle`: nothing is being adapted; an arriving step is adapted at once.
/// - `subscribing`: the node is subscribing to the flow's adapt publisher, which may
///   deliver before the subscription returns (a synchronous adaptation).
/// - `deliveredWhileSubscribing`: it did; the node navigates (or drops) the step as soon as
///   the subscription returns.
/// - `awaiting`: the publisher has not delivered; arriving steps wait, in order.
/// - `awaitingTurn`: it delivered later; its step waits its turn in the tree's queue (so
///   it does not jump ahead of other flows' steps), and arriving steps still wait.
/// - `ended`: the flow ended; every step is dropped.
///
/// Events come from the node (`stepArrived`, `subscriptionStarting`, `subscriptionReturned`,
/// `turnTaken`, `nextWaitingStep`, `end`) and from the source of adapted steps
/// (`delivered`). Today that source is the flow's adapt publisher, through an
/// `AdaptationSink`; any other source of adapted steps (an `async` adapt) plugs in by
/// calling `delivered` with the generation it was given.
struct AdaptationStateMachine {
    private enum State {
        case idle
        case subscribing(generation: Int, original: any Step)
        case deliveredWhileSubscribing(original: any Step, adapted: (any Step)?)
        case awaiting(generation: Int, original: any Step)
        case awaitingTurn
        case ended
    }

    /// What to do with a step that has just arrived.
    enum StepAction {
        /// Adapt it now (the machine is idle).
        case adapt
        /// Nothing: the machine keeps it until the pending adaptation is done.
        case wait
        /// Drop it: the flow ended.
        case drop
    }

    /// What to do once the subscription to an adapt publisher has returned.
    enum SubscriptionOutcome {
        /// It delivered synchronously: navigate this step.
        case navigate(any Step)
        /// It finished synchronously without a value: the step is dropped.
        case dropped
        /// It will deliver later.
        case awaitDelivery
    }

    /// What to do with an adapted step from the source.
    enum DeliveryAction {
        /// Nothing more: the node reads the outcome when the subscription returns.
        case none
        /// Queue this outcome (a step, or nil for a dropped one) in the tree: `turnTaken`
        /// is called when its turn comes. `original` is the step that was adapted.
        case takeTurn(original: any Step, adapted: (any Step)?)
        /// A late or repeated delivery of an adaptation that is over: ignore it.
        case ignore
    }

    private var state = State.idle
    private var waiting: [any Step] = []
    private var generation = 0

    /// True once the flow ended.
    var isEnded: Bool {
        if case .ended = state { return true }
        return false
    }

    /// True while an adaptation has not given its step (or its turn to navigate it).
    var isAdapting: Bool {
        switch state {
        case .subscribing, .deliveredWhileSubscribing, .awaiting, .awaitingTurn: true
        case .idle, .ended: false
        }
    }

    /// A step of the flow has arrived (from a stepper, a forward or a deep link).
    mutating func stepArrived(_ step: any Step) -> StepAction {
        switch state {
        case .idle:
            return .adapt
        case .ended:
            return .drop
        case .subscribing, .deliveredWhileSubscribing, .awaiting, .awaitingTurn:
            waiting.append(step)
            return .wait
        }
    }

    /// The node is about to subscribe to the adapt publisher of `step`; returns the
    /// generation that identifies this adaptation's deliveries.
    mutating func subscriptionStarting(for step: any Step) -> Int {
        precondition(isIdle, "an adaptation starts only when the machine is idle")
        generation &+= 1
        state = .subscribing(generation: generation, original: step)
        return generation
    }

    /// The subscription to the adapt publisher has returned.
    mutating func subscriptionReturned() -> SubscriptionOutcome {
        switch state {
        case .deliveredWhileSubscribing(_, let step):
            state = .idle
            guard let step else { return .dropped }
            return .navigate(step)
        case .subscribing(let generation, let original):
            state = .awaiting(generation: generation, original: original)
            return .awaitDelivery
        case .idle, .awaiting, .awaitingTurn, .ended:
            // Ended while subscribing (the flow's root was dismissed by `adapt`, say).
            return .awaitDelivery
        }
    }

    /// The adaptation of `generation` produced `step` (nil: it finished without a value).
    mutating func delivered(_ step: (any Step)?, generation delivered: Int) -> DeliveryAction {
        switch state {
        case .subscribing(let generation, let original) where generation == delivered:
            state = .deliveredWhileSubscribing(original: original, adapted: step)
            return .none
        case .awaiting(let generation, let original) where generation == delivered:
            state = .awaitingTurn
            return .takeTurn(original: original, adapted: step)
        case .idle, .subscribing, .deliveredWhileSubscribing, .awaiting, .awaitingTurn, .ended:
            return .ignore
        }
    }

    /// The delivered step's turn has come in the tree's queue: the node navigates it, then
    /// takes the waiting steps with `nextWaitingStep()`. False if the flow ended meanwhile.
    mutating func turnTaken() -> Bool {
        guard case .awaitingTurn = state else { return false }
        state = .idle
        return true
    }

    /// The oldest step that waited, to adapt now; nil unless idle.
    mutating func nextWaitingStep() -> (any Step)? {
        guard isIdle, !waiting.isEmpty else { return nil }
        return waiting.removeFirst()
    }

    /// The flow ended; returns the steps that will not be navigated now (they are dropped):
    /// the one being adapted, if its adaptation has not delivered, then those still waiting.
    /// (A step whose adaptation delivered and waits for its turn in the tree's queue is
    /// dropped when that turn comes: `turnTaken` says false.)
    mutating func end() -> [any Step] {
        // The common case (a flow whose steps never wait), without copying the state.
        if case .idle = state, waiting.isEmpty {
            state = .ended
            return []
        }
        var dropped: [any Step] = []
        switch state {
        case .subscribing(_, let original), .awaiting(_, let original), .deliveredWhileSubscribing(let original, _):
            dropped.append(original)
        case .idle, .awaitingTurn, .ended:
            break
        }
        state = .ended
        dropped += waiting
        waiting = []
        return dropped
    }

    private var isIdle: Bool {
        if case .idle = state { return true }
        return false
    }
}
