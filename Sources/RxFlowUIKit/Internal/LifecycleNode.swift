import RxFlow

/// What the lifecycle rules read from a screen. `UIViewController` conforms where UIKit exists
/// (each requirement forwards to the UIKit property named in its comment); the Linux tests
/// conform fake screens, so that the rules are checked where UIKit cannot run.
@MainActor
protocol LifecycleNode: AnyObject {
    /// `isBeingDismissed`: true during the screen's own disappearance callbacks when it is
    /// being dismissed (or during an interactive dismissal that may still be cancelled).
    var isBeingDismissed: Bool { get }
    /// `isMovingFromParent`: true during the screen's own disappearance callbacks when it is
    /// being removed from its container.
    var isMovingFromParent: Bool { get }
    /// `parent`: the container holding the screen.
    var parentNode: (any LifecycleNode)? { get }
    /// `presentingViewController`: the screen that presented this one, or presented the
    /// nearest presented ancestor.
    var presentingNode: (any LifecycleNode)? { get }
    /// `presentedViewController`: what this screen presents, or what one of its ancestors
    /// presents (UIKit returns both).
    var presentedNode: (any LifecycleNode)? { get }
    /// `children`: the screens this container holds, shown or not.
    var childNodes: [any LifecycleNode] { get }
    /// The screen's lifecycle if something already asked for it; `nil` otherwise, as nobody
    /// is listening to it then.
    var trackedLifecycle: PresentationLifecycle? { get }
}
