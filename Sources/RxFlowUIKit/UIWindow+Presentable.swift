#if canImport(UIKit) && !os(watchOS)
    import RxFlow
    import UIKit

    /// Every window is a `Presentable`: a flow can have one as its root. A window is visible
    /// once it is key (`makeKeyAndVisible()`), and is never dismissed.
    extension UIWindow: Presentable {
        /// `isKeyWindow` on first use, then `true` when the window becomes key
        /// (`UIWindow.didBecomeKeyNotification`); it stays `true` afterwards.
        public var rxVisible: AnyPublisher<Bool, Never> { windowPresentation.state.rxVisible }

        /// Never emits: a window is never dismissed.
        public var rxDismissed: AnyPublisher<Void, Never> { windowPresentation.state.rxDismissed }

        /// The state behind `rxVisible`, which the coordinator watches directly.
        public var presentationState: PresentationState? { windowPresentation.state }
    }
#endif
