import RxFlow
import RxFlowSwiftUI

/// What both layouts do the same way on the stack showing a movie: its cast, its trailer in a
/// full-screen cover, the confirmation dialog before a removal, and the settings flow in a
/// sheet. Each flow handles the rest (where a movie goes, what a removal leaves).
@MainActor
struct MovieScreens {
    let library: Library

    /// The contributors for `step` on `stack`, or nil if the step is not one of these.
    func navigate(to step: AppStep, on stack: FlowStack<MovieRoute>) -> FlowContributors? {
        switch step {
        case .castIsRequired(let id):
            return .route(stack.push(.cast(id: id), viewModel: CastViewModel(id: id)))
        case .trailerIsRequired(let id):
            return .route(stack.present(.trailer(id: id), style: .fullScreenCover, viewModel: TrailerViewModel(id: id)))
        case .trailerIsDone, .settingsAreDone:
            stack.dismiss()
            return FlowContributors.none
        case .removalIsRequested(let id):
            return .route(stack.presentConfirmationDialog(.removal(id: id), removalDialog(for: id)))
        case .settingsAreRequired:
            let settings = SettingsFlow()
            stack.present(settings.stack, as: .settings, style: .sheet)
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: settings,
                    withNextStepper: OneStepper(withSingleStep: AppStep.settingsAreRequired)))
        default:
            return nil
        }
    }

    /// "Remove" sends the confirmation; "Keep" (or a tap outside) only closes the dialog.
    private func removalDialog(for id: Int) -> FlowAlert {
        let list = library.list(holding: id)?.title ?? "your list"
        return FlowAlert(
            title: "Remove \(Movie.titled(id))?", message: "It leaves \(list).",
            buttons: [.destructive("Remove", step: AppStep.removalIsConfirmed(id: id)), .cancel("Keep")])
    }
}
