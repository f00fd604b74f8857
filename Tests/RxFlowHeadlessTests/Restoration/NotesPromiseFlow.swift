import Foundation
import RxFlow
import RxFlowHeadless

/// Everything a step can carry that an app's step plausibly does: the restoration must give
/// the flow back the very value it navigated.
struct NotePayload: Codable, Equatable, Sendable {
    var text: String
    var ratios: [Double]
    var single: Float
    var big: Int64
    var unsignedBig: UInt64
    var tags: [String]
    var flag: Bool?
    var link: URL
    var attachment: Data
    var created: Date
    var counts: [String: Int]
    var byID: [Int: String]
}

/// The steps of the documented-promises tests: `Codable`, so that snapshots hold them.
enum NoteStep: Step, Codable, Equatable {
    case list
    case note(Int)
    case sheet(Int)
    case payload(NotePayload)
    /// Logs the user out: a side effect that must not run again while restoring.
    case logOut
    /// Ends the flow.
    case quit
}

/// A step that is not `Codable`: a snapshot holds its description only.
struct DraftStep: Step, CustomStringConvertible {
    var description: String { "an unsaved draft" }
}

/// A `Codable` step whose encoding fails (it holds what JSON cannot write).
struct UnwritableStep: Step, Codable {
    var value = Double.nan
}

/// Two step types of the same name in two places of the app.
enum InboxScope {
    enum Pick: Step, Codable, Equatable { case message(Int) }
}

enum OutboxScope {
    enum Pick: Step, Codable, Equatable { case message(Int) }
}

/// A generic step type, listed once per argument.
struct BoxedStep<Value: Codable & Sendable & Equatable>: Step, Codable, Equatable {
    var value: Value
}

/// A note screen whose draft changes without a step: it keeps it in snapshots and records
/// whether `FlowCoordinator.isRestoring` was on when it got it back.
final class NoteScreen: ViewController, RestorablePresentable, SteppingScreen {
    var draft = ""
    let steps = PublishRelay<any Step>()
    var stepper: any Stepper { NoteStepper(steps: steps) }
    private(set) var restoredWhileRestoring: [Bool] = []

    init(_ title: String) {
        super.init()
        self.title = title
    }

    var restorationState: String { draft }

    /// Called in each `restore(_:)` (set and reset by a synchronous test).
    static var onRestore: (() -> Void)?

    func restore(_ state: String) -> Bool {
        restoredWhileRestoring.append(FlowCoordinator.isRestoring)
        Self.onRestore?()
        draft = state
        return true
    }
}

/// A note screen's stepper: what the screen's relay emits.
struct NoteStepper: Stepper {
    let steps: PublishRelay<any Step>
}

/// A stack of notes whose answers the tests change between the first launch and the relaunch.
final class NotesPromiseFlow: Flow {
    let navigationController = NavigationController()
    var root: any Presentable { navigationController }

    /// Each step navigated, with `FlowCoordinator.isRestoring` at that moment.
    private(set) var navigated: [(step: any Step, restoring: Bool)] = []
    /// How many times the user was logged out (a side effect to run once).
    private(set) var logOuts = 0
    /// Notes `adapt(step:)` refuses.
    var refusedNotes: Set<Int> = []
    /// `adapt(step:)` turns a note into the one after it (a server that answers with the
    /// latest revision): later, through `answers`, or at once while restoring (it cannot wait).
    var revisesNotes = false
    /// The adaptations waiting for their answer, oldest first.
    private(set) var answers: [PassthroughSubject<any Step, Never>] = []
    /// Called in `navigate(to:)` before the flow makes anything.
    var onNavigate: ((any Step) -> Void)?

    init() {
        navigationController.title = "Notes"
    }

    func adapt(step: any Step) -> AnyPublisher<any Step, Never> {
        if revisesNotes, case .note(let number) = step as? NoteStep {
            if FlowCoordinator.isRestoring { return Just(NoteStep.note(number + 1)).eraseToAnyPublisher() }
            let answer = PassthroughSubject<any Step, Never>()
            answers.append(answer)
            return answer.eraseToAnyPublisher()
        }
        if case .note(let number) = step as? NoteStep, refusedNotes.contains(number) {
            return Empty().eraseToAnyPublisher()
        }
        return Just(step).eraseToAnyPublisher()
    }

    func navigate(to step: any Step) -> FlowContributors {
        navigated.append((step, FlowCoordinator.isRestoring))
        onNavigate?(step)
        let animated = !FlowCoordinator.isRestoring
        switch step {
        case let step as NoteStep:
            return navigate(to: step, animated: animated)
        case RxFlowStep.home as RxFlowStep:
            return navigate(to: NoteStep.list, animated: animated)
        case is DraftStep, is UnwritableStep, is InboxScope.Pick, is OutboxScope.Pick, is BoxedStep<Int>,
            is BoxedStep<String>:
            return push("\(step)", animated: animated)
        default:
            return .none
        }
    }

    private func navigate(to step: NoteStep, animated: Bool) -> FlowContributors {
        switch step {
        case .list:
            let screen = NoteScreen("List")
            navigationController.setViewControllers([screen], animated: false)
            return .viewController(screen)
        case .note(let number):
            return push("Note \(number)", animated: animated)
        case .payload(let payload):
            return push("Payload \(payload.text)", animated: animated)
        case .sheet(let number):
            let screen = NoteScreen("Sheet \(number)")
            navigationController.present(screen, animated: animated)
            return .viewController(screen)
        case .quit:
            return .end(forwardToParentFlowWithStep: NoneStep())
        case .logOut:
            if !FlowCoordinator.isRestoring { logOuts += 1 }
            return push("Logged out", animated: animated)
        }
    }

    private func push(_ title: String, animated: Bool) -> FlowContributors {
        let screen = NoteScreen(title)
        navigationController.pushViewController(screen, animated: animated)
        return .viewController(screen)
    }
}

/// Tabs of one `NotesPromiseFlow`, started on note 1 and set once it is ready.
final class NotesHostFlow: Flow {
    let tabs = TabBarController()
    var root: any Presentable { tabs }
    private(set) var notes: NotesPromiseFlow?
    /// Whether the notes flow's `adapt(step:)` answers later (see `revisesNotes`).
    let revisesNotes: Bool

    init(revisesNotes: Bool) {
        self.revisesNotes = revisesNotes
    }

    func navigate(to step: any Step) -> FlowContributors {
        guard case .list = step as? NoteStep else { return .none }
        let notes = NotesPromiseFlow()
        notes.revisesNotes = revisesNotes
        self.notes = notes
        Flows.use(notes, when: .ready) { [tabs] (root: NavigationController) in
            tabs.setViewControllers([root], animated: false)
        }
        return .one(
            flowContributor: .contribute(
                withNextPresentable: notes, withNextStepper: OneStepper(withSingleStep: NoteStep.note(1))))
    }
}
