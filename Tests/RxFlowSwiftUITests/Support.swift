import Logging
import RxFlow
import RxFlowSwiftUI
import RxFlowTesting

/// The routes of the tests' app.
enum MovieRoute: Hashable {
    case list
    case movie(id: Int)
    case cast(id: Int)
    case settings
    case player(id: Int)
    case share
}

/// What a presentable told its observers, in order: `visible`, `hidden`, `dismissed`.
@MainActor
final class Watch {
    private(set) var events: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init(_ presentable: any Presentable) {
        presentable.rxVisible.dropFirst().sink { [weak self] in self?.events.append($0 ? "visible" : "hidden") }
            .store(in: &cancellables)
        presentable.rxDismissed.sink { [weak self] in self?.events.append("dismissed") }.store(in: &cancellables)
    }

    /// How many times it was dismissed.
    var dismissals: Int { events.filter { $0 == "dismissed" }.count }
}

/// A shown stack with routes for `values` pushed on it, logging its warnings to `logger`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
func shownStack(_ values: MovieRoute..., logger: Logger = Logger.current) -> FlowStack<MovieRoute> {
    let stack = FlowStack<MovieRoute>(logger: logger)
    stack.show()
    values.forEach { stack.push($0) }
    return stack
}

/// Makes full-screen covers hide what is under them, as iOS renders them, for a test of that
/// rule: on macOS, where `FlowStackView` shows a cover as a sheet, the model's default is the
/// other rule (`DocumentedPromisesTests` checks both). Not set back: every other test passes
/// under either rule, and the test of both sets each itself, without suspending.
@MainActor
func coversHideWhatIsUnderAsOnIOS() {
    PresentationStyle.fullScreenCoversHideWhatIsUnder = true
}

/// Tabs for movies and settings, each a stack with its root pushed, movies selected (not
/// shown), logging their warnings to `logs`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
func movieAndSettingsTabs(
    logs: LogCapture = LogCapture()
) -> (FlowTabs<AppTab>, FlowStack<MovieRoute>, FlowStack<SettingsRoute>) {
    let tabs = FlowTabs<AppTab>(logger: logs.logger)
    let movies = FlowStack<MovieRoute>(logger: logs.logger)
    let settings = FlowStack<SettingsRoute>(logger: logs.logger)
    movies.push(.list)
    settings.push(.settings)
    tabs.add(.movies, stack: movies)
    tabs.add(.settings, stack: settings)
    return (tabs, movies, settings)
}
