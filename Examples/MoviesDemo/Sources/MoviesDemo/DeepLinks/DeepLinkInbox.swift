import RxFlow

/// Where a deep link waits for a flow that can show it.
///
/// The app gives the inbox every valid link. Each flow that can show links (the wishlist and
/// the watched movies) contributes a `DeepLinkStepper` with its root: the stepper takes the
/// link from the inbox while that root is on screen. So a link is opened at once by the flow
/// on screen, or kept while none can show it (during the onboarding, behind the settings)
/// and opened as soon as one is on screen again. Flows that cannot show links never see
/// one, so no flow "navigates" a step it does nothing with.
///
/// It keeps one link: a newer one replaces it, as the user asked for the newer one last.
@MainActor
final class DeepLinkInbox {
    /// The link waiting for a flow that can show it, if any.
    private(set) var pending: PendingDeepLink?
    /// Called when a link that had to wait is taken by a flow, just before its step is
    /// navigated.
    var onKeptLinkOpened: (@MainActor (PendingDeepLink) -> Void)?

    private let arrivals = PassthroughSubject<Void, Never>()
    /// Whether `receive(_:)` is offering a link right now: a flow that takes it then opens it
    /// at once, it was not kept.
    private var isOffering = false

    /// Offers `link` to the flows that can show it: one on screen takes it at once; otherwise
    /// it is kept. Returns the link it replaces, if one was kept.
    @discardableResult
    func receive(_ link: PendingDeepLink) -> PendingDeepLink? {
        let replaced = pending
        pending = link
        isOffering = true
        arrivals.send(())
        isOffering = false
        return replaced
    }

    /// Takes the waiting link, if any: what a `DeepLinkStepper` on screen does.
    func take() -> PendingDeepLink? {
        guard let link = pending else { return nil }
        pending = nil
        if !isOffering { onKeptLinkOpened?(link) }
        return link
    }

    /// Forgets the waiting link (at logout: whoever logs in next did not ask for it).
    func discard() {
        pending = nil
    }

    /// Emits each time a link arrives.
    var linkArrivals: AnyPublisher<Void, Never> {
        arrivals.eraseToAnyPublisher()
    }
}
