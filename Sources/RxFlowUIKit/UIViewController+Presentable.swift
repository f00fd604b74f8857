#if canImport(UIKit) && !os(watchOS)
    import RxFlow
    import UIKit

    /// Every view controller is a `Presentable`, with no subclassing: a flow contributes the
    /// screens it pushes and presents as they are (a SwiftUI screen is a `UIHostingController`).
    ///
    /// Visible between `viewDidAppear(_:)` and `viewDidDisappear(_:)`; dismissed, once, when it
    /// disappears while it, a container above it or the screen that presented it is being
    /// dismissed or removed from its parent, or when it, or a container above it, is removed
    /// from its parent without appearing. A cancelled interactive dismissal dismisses nothing.
    extension UIViewController: Presentable {
        /// Whether the screen is on screen: `viewIfLoaded?.window != nil` on first use, then
        /// `true` after each `viewDidAppear(_:)` and `false` after each `viewDidDisappear(_:)`.
        public var rxVisible: AnyPublisher<Bool, Never> { presentationLifecycle.state.rxVisible }

        /// Emits once at the next dismissal of the screen (see the extension's rules).
        public var rxDismissed: AnyPublisher<Void, Never> { presentationLifecycle.state.rxDismissed }

        /// The state behind `rxVisible` and `rxDismissed`, which the coordinator watches
        /// directly; the same object for the life of the screen.
        public var presentationState: PresentationState? { presentationLifecycle.state }
    }
#endif
