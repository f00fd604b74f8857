import RxFlow
import RxFlowHeadless

/// What the test knows about one screen or container it created. It outlives the screen
/// (held weakly) so that dismissals and leaks can still be checked once it is gone.
@MainActor
final class ScreenRecord {
    let id: Int
    let label: String
    weak var screen: ViewController?
    /// The view model of a `TestScreen`, nil for containers.
    weak var stepper: ScreenStepper?
    /// The flow that contributed the screen (nil for containers, which no flow contributes).
    let flowId: Int?
    let contribution: NavStep.Contribution
    /// How many times `rxDismissed` fired.
    var dismissCount = 0
    /// Seen in the window's hierarchy at some check.
    var wasInWindow = false
    /// Seen with a parent or a presenter at some check.
    var wasLinked = false
    /// The last parent or presenter seen: if it outlives the screen, the screen was removed
    /// from it; if it is gone too, the screen was released with it.
    weak var lastHolder: ViewController?
    /// Removed from its hierarchy (popped, replaced, dismissed): it must have been
    /// dismissed, once, and its contribution has ended. Never reset: screens are not reused.
    var isRemoved = false
    /// In the hierarchy a window root replacement took off screen: that is not a dismissal.
    var isRetired = false
    /// Notes where the screen is now.
    func observe(_ screen: ViewController, inWindow: Bool) {
        wasInWindow = wasInWindow || inWindow
        if let holder = screen.parent ?? screen.presentingViewController {
            wasLinked = true
            lastHolder = holder
        }
    }

    private var dismissalSubscription: AnyCancellable?

    init(id: Int, label: String, screen: ViewController, flowId: Int?, contribution: NavStep.Contribution) {
        self.id = id
        self.label = label
        self.screen = screen
        self.flowId = flowId
        self.contribution = contribution
        watchDismissals(screen.rxDismissed)
    }

    /// `rxDismissed` fires once per subscription: subscribe again after each dismissal so
    /// that a second one would be counted too. The publisher does not hold the screen.
    private func watchDismissals(_ dismissals: AnyPublisher<Void, Never>) {
        dismissalSubscription = dismissals.sink { [weak self] _ in
            guard let self else { return }
            dismissCount += 1
            watchDismissals(dismissals)
        }
    }
}
