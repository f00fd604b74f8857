import RxFlow

/// What the flows and view models are injected with: the catalogue, the remembered state
/// (saved on every change), the permission check (asynchronous, as a server's) and the deep
/// link waiting for a flow that can show it.
@MainActor
final class AppServices {
    /// The API key the onboarding and the settings offer. A constant, so any code may
    /// read it, the guided tour's stop list included.
    nonisolated static let demoApiKey = "DEMO-1234"

    let catalogue: Catalogue
    let permissions: PermissionService
    let deepLinks = DeepLinkInbox()
    private(set) var state: AppState
    private let store: StateStore?
    private let report: @MainActor (String) -> Void

    /// Services starting from `state`; changes are saved to `store` (if any), and problems
    /// saving are passed to `report`. Permission checks take `permissionDelay`.
    init(
        catalogue: Catalogue = .standard, state: AppState = .firstRun, store: StateStore? = nil,
        permissionDelay: Duration = .zero, report: @escaping @MainActor (String) -> Void = { _ in }
    ) {
        self.catalogue = catalogue
        permissions = PermissionService(delay: permissionDelay)
        self.state = state
        self.store = store
        self.report = report
    }

    // MARK: - State

    var isOnboarded: Bool { state.isOnboarded }
    var apiKey: String? { state.apiKey }

    func setApiKey(_ apiKey: String?) {
        update { $0.apiKey = apiKey }
    }

    func completeOnboarding() {
        update { $0.isOnboarded = true }
    }

    /// Remembers where the user is, for the next run to restore (nil: nowhere).
    func rememberNavigation(_ snapshot: NavigationSnapshot?) {
        update { $0.navigation = snapshot }
    }

    /// Forgets everything: the next launch is a first run, and a deep link still waiting is
    /// not opened for whoever logs in next.
    func logOut() {
        update { $0 = .firstRun }
        deepLinks.discard()
    }

    // MARK: - Permissions

    /// The "About" screen needs an API key: asks the permission service, which answers after
    /// its delay.
    func canSeeAbout() async -> Bool {
        await permissions.check { state.apiKey != nil }
    }

    private func update(_ change: (inout AppState) -> Void) {
        var newState = state
        change(&newState)
        guard newState != state else { return }
        state = newState
        guard let store else { return }
        do {
            try store.save(newState)
        } catch {
            report("Could not save the state to \(store.fileURL.path): \(error.localizedDescription)")
        }
    }
}
