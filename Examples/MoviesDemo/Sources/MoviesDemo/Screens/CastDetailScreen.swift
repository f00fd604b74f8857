import RxFlow
import RxFlowHeadless

/// A cast member's detail: their movies in the catalogue, as actions.
final class CastDetailScreen: ViewController, SteppingScreen, DemoScreen {
    let viewModel: CastDetailViewModel
    var stepper: any Stepper { viewModel }

    init(viewModel: CastDetailViewModel) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.member.name
    }

    var contentLines: [String] {
        ["\(viewModel.member.name) (cast #\(viewModel.member.id)) in the catalogue:"]
    }

    var actions: [ScreenAction] {
        viewModel.filmography.map { movie, role in
            ScreenAction(title: "\(movie.displayTitle) as \(role.character)") { [viewModel] in
                viewModel.pick(movieId: movie.id)
            }
        }
    }
}
