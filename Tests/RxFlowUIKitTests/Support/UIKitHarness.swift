#if canImport(UIKit) && !os(watchOS)
    import RxFlow
    import Testing
    import UIKit

    /// A screen that records what its presentation state reports: "visible", "hidden",
    /// "dismissed", in order (every dismissal, as `rxDismissed` is watched again after each).
    @MainActor
    class RecordingScreen: UIViewController {
        private(set) var events: [String] = []
        private var watchers: [AnyCancellable] = []
        private var isWatchingDismissal = false

        /// Starts recording (asking for the state makes the lifecycle and installs the hooks).
        func record() {
            watchers.append(
                rxVisible.dropFirst().sink { [unowned self] visible in
                    events.append(visible ? "visible" : "hidden")
                })
            watchDismissal()
        }

        var dismissals: Int { events.filter { $0 == "dismissed" }.count }
        var isVisible: Bool { presentationState?.isVisible ?? false }

        func watchDismissal() {
            guard !isWatchingDismissal else { return }
            isWatchingDismissal = true
            watchers.append(
                rxDismissed.sink { [unowned self] in
                    events.append("dismissed")
                    isWatchingDismissal = false
                })
        }
    }

    /// A window showing `root`, made key and visible. Package tests run without an app on the
    /// simulator (no `UIApplication`, no scene): the window has a frame of its own.
    @MainActor
    func makeWindow(showing root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// Waits (letting the main run loop turn) until `condition` holds, at most `seconds`.
    @MainActor
    func waitUntil(seconds: Double = 60, _ condition: () -> Bool) async {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition(), Date() < deadline {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
    }

    extension UIViewController {
        /// `present(_:animated:completion:)` without animation, awaited.
        func presentAndWait(_ screen: UIViewController) async {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                present(screen, animated: false) { done.resume() }
            }
        }

        /// `dismiss(animated:completion:)` without animation, awaited.
        func dismissAndWait() async {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                dismiss(animated: false) { done.resume() }
            }
        }
    }
#endif
