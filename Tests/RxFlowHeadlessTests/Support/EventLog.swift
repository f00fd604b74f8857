import RxFlowHeadless

/// A shared, ordered record of lifecycle events across screens.
final class EventLog {
    private(set) var events: [String] = []

    func append(_ event: String) {
        events.append(event)
    }

    /// Returns the events recorded so far and forgets them (discard the result to start afresh).
    @discardableResult
    func drain() -> [String] {
        defer { events = [] }
        return events
    }
}

/// A screen that records its lifecycle callbacks as `"<name>.<event>"`.
@MainActor
class RecordingViewController: ViewController {
    let name: String
    let log: EventLog
    /// Runs inside `viewDidAppear`, to observe state during a transition.
    var onDidAppear: ((RecordingViewController) -> Void)?
    /// Runs inside `viewWillDisappear`, to observe state during a transition.
    var onWillDisappear: ((RecordingViewController) -> Void)?

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    override func viewWillAppear(_ animated: Bool) {
        log.append("\(name).willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        log.append("\(name).didAppear")
        onDidAppear?(self)
    }

    override func viewWillDisappear(_ animated: Bool) {
        log.append("\(name).willDisappear")
        onWillDisappear?(self)
    }

    override func viewDidDisappear(_ animated: Bool) {
        log.append("\(name).didDisappear")
    }

    override func willMove(toParent parent: ViewController?) {
        log.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }

    override func didMove(toParent parent: ViewController?) {
        log.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

/// A navigation controller that records its appearance callbacks.
@MainActor
final class RecordingNavigationController: NavigationController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override func viewWillAppear(_ animated: Bool) { log.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(name).didDisappear") }
}
