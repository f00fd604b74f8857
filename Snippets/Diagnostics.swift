// Events, dropped steps, the leak detector and the navigation graph: `swift run Diagnostics`.
import RxFlow
import RxFlowHeadless

enum NoteStep: Step {
    case notesAreRequired
    case noteIsPicked(id: Int)
    case editorIsRequired
    case editorIsDone
}

final class NoteViewModel: Stepper {
    let steps = PublishRelay<any Step>()
}

/// A cache that keeps view models after their screens are gone: the kind of leak the
/// detector is for.
@MainActor enum ViewModelCache {
    static var all: [NoteViewModel] = []
}

final class NotesFlow: Flow {
    var root: any Presentable { navigationController }
    let navigationController = NavigationController()
    let listModel = NoteViewModel()

    func navigate(to step: any Step) -> FlowContributors {
        switch step as? NoteStep {
        case .notesAreRequired:
            let list = ViewController()
            navigationController.pushViewController(list, animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: list, withNextStepper: listModel))
        case .editorIsRequired:
            let editor = ViewController()
            editor.modalPresentationStyle = .fullScreen
            let editorModel = NoteViewModel()
            ViewModelCache.all.append(editorModel)
            navigationController.present(editor, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: editor, withNextStepper: editorModel))
        case .editorIsDone:
            navigationController.dismiss(animated: true)
            return .none
        case .noteIsPicked, nil:
            return .none
        }
    }
}

let window = Window()
let flow = NotesFlow()
window.rootViewController = flow.navigationController
window.makeKeyAndVisible()

let coordinator = FlowCoordinator(leakDetection: .enabled(gracePeriod: .milliseconds(100)))
let recorder = NavigationGraphRecorder(observing: coordinator)
let printer = coordinator.observe { event in
    print(event)
}
coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: NoteStep.notesAreRequired))

flow.listModel.steps.accept(NoteStep.editorIsRequired)
// The list is covered by a full-screen editor: its step is dropped, and the event says why.
flow.listModel.steps.accept(NoteStep.noteIsPicked(id: 1))
ViewModelCache.all.last?.steps.accept(NoteStep.editorIsDone)

// The editor's view model outlives its screen (the cache keeps it): reported after 100 ms.
try await Task.sleep(for: .milliseconds(300))

print(recorder.graph.mermaid)
printer.cancel()
