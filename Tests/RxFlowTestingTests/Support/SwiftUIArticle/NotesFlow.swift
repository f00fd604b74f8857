import RxFlow
import RxFlowSwiftUI

/// A confirmation dialog before a note is removed, then an alert saying it was.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class NotesFlow: Flow {
    let stack = FlowStack<NoteRoute>()
    var root: any Presentable { stack }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? NoteStep else { return .none }
        switch step {
        case .notesAreRequired:
            return .route(stack.push(.notes, viewModel: ScreenModel()))
        case .removalIsRequested(let title):
            let dialog = FlowAlert(
                title: "Remove \(title)?", message: "It leaves your notes.",
                buttons: [.destructive("Remove", step: NoteStep.removalIsConfirmed(title: title)), .cancel("Keep")])
            return .route(stack.presentConfirmationDialog(.removal(title: title), dialog))
        case .removalIsConfirmed(let title):
            // Navigated once the dialog has left, so this alert is not presented over it.
            let alert = FlowAlert(title: "\(title) was removed", buttons: [FlowAlertButton("OK")])
            return .route(stack.presentAlert(.removed(title: title), alert))
        }
    }
}

enum NoteRoute: Hashable {
    case notes
    case removal(title: String)
    case removed(title: String)
}

enum NoteStep: Step {
    case notesAreRequired
    case removalIsRequested(title: String)
    case removalIsConfirmed(title: String)
}
