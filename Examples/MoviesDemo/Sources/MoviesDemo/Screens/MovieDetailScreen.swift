import RxFlow
import RxFlowHeadless

/// A movie's detail: its facts, and its cast as actions.
final class MovieDetailScreen: ViewController, SteppingScreen, DemoScreen {
    let viewModel: MovieDetailViewModel
    var stepper: any Stepper { viewModel }

    init(viewModel: MovieDetailViewModel) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.movie.title
    }

    var contentLines: [String] {
        let movie = viewModel.movie
        return ["\(movie.displayTitle), directed by \(movie.director). Movie #\(movie.id).", "Cast:"]
    }

    var actions: [ScreenAction] {
        viewModel.cast.map { member, role in
            ScreenAction(title: "\(member.name) as \(role.character)") { [viewModel] in
                viewModel.pick(castId: member.id)
            }
        }
    }
}
