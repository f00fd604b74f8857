import RxFlow

/// Emits the inbox's deep link while a presentable is on screen. A flow that can show links
/// contributes its root with one:
///
/// - a link that arrives while the root is visible is emitted at once;
/// - one that arrives while it is hidden (the onboarding shows, or a modal screen covers it)
///   waits in the inbox, and is emitted when the root appears.
///
/// It checks the root's visibility itself, and is contributed with
/// `allowStepWhenNotPresented: true`, so that the step it emits the moment the root appears
/// never depends on whether the coordinator has heard of it yet.
final class DeepLinkStepper: Stepper {
    let steps = PublishRelay<any Step>()

    private let inbox: DeepLinkInbox
    private let visibility: AnyPublisher<Bool, Never>
    private var isVisible = false
    private var subscriptions = Set<AnyCancellable>()

    /// A stepper emitting the links of `inbox` while `presentable` is visible.
    init(inbox: DeepLinkInbox, showingOn presentable: any Presentable) {
        self.inbox = inbox
        visibility = presentable.rxVisible
    }

    func readyToEmitSteps() {
        // Both on the main actor: visibility changes come from the screens, links from the app.
        visibility.sink { [weak self] isVisible in
            self?.isVisible = isVisible
            self?.takeLink()
        }
        .store(in: &subscriptions)
        inbox.linkArrivals.sink { [weak self] in self?.takeLink() }.store(in: &subscriptions)
    }

    private func takeLink() {
        guard isVisible, let link = inbox.take() else { return }
        steps.accept(link.step)
    }
}
