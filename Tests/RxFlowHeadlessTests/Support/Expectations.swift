import RxFlow
import RxFlowHeadless
import Testing

/// Expects two lists to hold the same screens (by identity), in order.
@MainActor
func expectSameScreens(
    _ actual: [ViewController]?, _ expected: [ViewController], sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("no screens", sourceLocation: sourceLocation)
        return
    }
    #expect(
        actual.count == expected.count && zip(actual, expected).allSatisfy { $0 === $1 },
        "\(actual.map { $0.title ?? "\(ObjectIdentifier($0))" }) is not the expected list",
        sourceLocation: sourceLocation)
}

/// Counts every dismissal of a presentable, not only the first: `rxDismissed` emits once and
/// finishes, so the counter subscribes again each time it finishes.
@MainActor
final class DismissalCounter {
    private(set) var count = 0
    private let dismissed: AnyPublisher<Void, Never>
    private var subscription: AnyCancellable?

    init(_ presentable: some Presentable) {
        dismissed = presentable.rxDismissed
        watch()
    }

    private func watch() {
        subscription = dismissed.sink(
            receiveCompletion: { [weak self] _ in MainActor.assumeIsolated { self?.watch() } },
            receiveValue: { [weak self] in MainActor.assumeIsolated { self?.count += 1 } })
    }
}
