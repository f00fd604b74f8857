/// Whether the current task is restoring a snapshot (a task-local: a coordinator restores
/// synchronously, within one `withValue`, and nothing else sees it).
enum RestorationScope {
    @TaskLocal static var isRestoring = false
}
