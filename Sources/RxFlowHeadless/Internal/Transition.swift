/// Runs the appearance side of a hierarchy change.
@MainActor
enum Transition {
    /// Updates `window`'s appearance (if the change happened in a window) and then runs
    /// `completion`; without a window nothing can appear or disappear, so `completion` runs now.
    static func run(in window: Window?, animated: Bool, completion: @escaping @MainActor () -> Void) {
        if let window {
            window.updateAppearance(animated: animated, completion: completion)
        } else {
            completion()
        }
    }
}
