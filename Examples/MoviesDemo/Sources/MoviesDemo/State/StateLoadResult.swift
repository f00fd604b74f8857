/// What `StateStore.load()` found: the state to start from and, when the file could not be
/// used, a one-line notice saying why this is a first run.
struct StateLoadResult: Equatable, Sendable {
    let state: AppState
    let notice: String?
}
