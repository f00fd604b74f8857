// Restoring navigation after a relaunch: run it with `swift run Restoration`.
import Foundation
import RxFlow
import RxFlowHeadless

/// Steps opt in to restoration by being `Codable`.
enum NotesStep: Step, Codable {
    case notesAreRequired
    case noteIsPicked(id: Int)
    case editorIsRequired(id: Int)
    case editorIsDone
}

/// A screen that is its own stepper.
final class NoteScreen: ViewController, Stepper {
    let steps = PublishRelay<any Step>()

    init(_ title: String) {
        super.init()
        self.title = title
    }
}

final class NotesFlow: Flow {
    var root: any Presentable { navigationController }
    let navigationController = NavigationController()

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? NotesStep else { return .none }
        switch step {
        case .notesAreRequired:
            return push(NoteScreen("Notes"))
        case .noteIsPicked(let id):
            return push(NoteScreen("Note \(id)"))
        case .editorIsRequired(let id):
            let editor = NoteScreen("Editing note \(id)")
            // No animation while a snapshot is restored: the app opens where it was.
            navigationController.present(editor, animated: !FlowCoordinator.isRestoring)
            return .one(flowContributor: .contribute(withNextPresentable: editor, withNextStepper: editor))
        case .editorIsDone:
            navigationController.dismiss(animated: true)
            return .none
        }
    }

    private func push(_ screen: NoteScreen) -> FlowContributors {
        navigationController.pushViewController(screen, animated: !FlowCoordinator.isRestoring)
        return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen))
    }
}

/// One run of the app: it restores what `saved` holds (or starts afresh), navigates `steps`,
/// and returns what it saves when it quits.
@MainActor func launch(restoring saved: Data?, then steps: [NotesStep]) throws -> Data {
    let window = Window()
    let flow = NotesFlow()
    window.rootViewController = flow.navigationController
    window.makeKeyAndVisible()
    let coordinator = FlowCoordinator(restoration: NavigationRestoration(steps: NotesStep.self))
    let start = OneStepper(withSingleStep: NotesStep.notesAreRequired)
    if let saved, let snapshot = try? JSONDecoder().decode(NavigationSnapshot.self, from: saved) {
        let report = try coordinator.coordinate(flow: flow, with: start, restoringFrom: snapshot)
        print(report)
    } else {
        coordinator.coordinate(flow: flow, with: start)
    }
    for step in steps { coordinator.navigate(to: step) }
    print(window.render())
    return try JSONEncoder().encode(coordinator.navigationSnapshot())
}

let saved = try launch(restoring: nil, then: [.noteIsPicked(id: 3), .editorIsRequired(id: 3)])
print("saved \(saved.count) bytes")
_ = try launch(restoring: saved, then: [])
