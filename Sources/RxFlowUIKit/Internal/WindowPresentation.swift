#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import ObjectiveC
    import RxFlow
    import UIKit

    /// A window's presentation state: visible if the window was key when first asked, and
    /// from the moment it becomes key; never dismissed.
    ///
    /// Observes `UIWindow.didBecomeKeyNotification` for its window only. A selector-based
    /// observer needs no removal: the notification center stops calling an observer that is
    /// deallocated (since iOS 9), and this one lives as long as its window, which keeps it.
    @MainActor
    final class WindowPresentation: NSObject {
        let state: PresentationState

        init(window: UIWindow) {
            state = PresentationState(isVisible: window.isKeyWindow)
            super.init()
            NotificationCenter.default.addObserver(
                self, selector: #selector(windowDidBecomeKey(_:)), name: UIWindow.didBecomeKeyNotification,
                object: window)
        }

        /// UIKit posts the notification on the main actor.
        @objc private func windowDidBecomeKey(_ notification: Notification) {
            state.setVisible(true)
        }
    }

    extension UIWindow {
        /// The window's presentation, made on first use and kept with the window.
        var windowPresentation: WindowPresentation {
            if let presentation = objc_getAssociatedObject(self, AssociatedKeys.windowPresentation)
                as? WindowPresentation
            {
                return presentation
            }
            let presentation = WindowPresentation(window: self)
            objc_setAssociatedObject(
                self, AssociatedKeys.windowPresentation, presentation, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return presentation
        }
    }
#endif
