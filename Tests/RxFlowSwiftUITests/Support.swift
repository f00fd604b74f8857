import Logging
import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

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

/// Makes full-screen covers hide what is under them, as iOS renders them, for the test (or the
/// suite's tests) it is given to: on macOS, where `FlowStackView` shows a cover as a sheet, the
/// model's default is the other rule (`DocumentedPromisesTests` checks both). A task-local
/// value, so tests running at the same time keep their platform's rule.
struct CoversHideWhatIsUnderAsOnIOS: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await PresentationStyle.$fullScreenCoversHideWhatIsUnderOverride.withValue(true) { try await function() }
    }
}

extension Trait where Self == CoversHideWhatIsUnderAsOnIOS {
    /// Full-screen covers hide what is under them in this test, as on iOS.
    static var coversHideWhatIsUnderAsOnIOS: Self { Self() }
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
