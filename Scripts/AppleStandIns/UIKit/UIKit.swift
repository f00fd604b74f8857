// The Swift side of the UIKit stand-ins (see UIKitStandIn.h): what the SDK's Swift overlay and
// bridging give, here declared with the types Swift sees. Type-checking only.
@_exported import Foundation
@_exported import ObjectiveC
@_exported import UIKitStandInObjC

extension UIViewController {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    public var children: [UIViewController] { [] }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {}
}

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    ///
    /// UIKit's designated initializer; a convenience one here, as the header cannot name
    /// Foundation's `CGRect` (a Swift structure on Linux).
    public convenience init(frame: CGRect) { self.init() }
}

extension UINavigationController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    public var viewControllers: [UIViewController] {
        get { [] }
        set {}
    }
}

extension UINavigationController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    public func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
}

extension UITabBarController {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    public var viewControllers: [UIViewController]? {
        get { nil }
        set {}
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
    public func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    public var selectedIndex: Int {
        get { 0 }
        set {}
    }
}

extension UIWindow {
    /// https://developer.apple.com/documentation/uikit/uiwindow/didbecomekeynotification
    public nonisolated static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
}

extension NotificationCenter {
    /// Foundation's selector-based observer, which swift-corelibs-foundation lacks:
    /// https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)
    public func addObserver(
        _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) {}
}

/// Foundation's user activity, which swift-corelibs-foundation lacks:
/// https://developer.apple.com/documentation/foundation/nsuseractivity
open class NSUserActivity: NSObject {
    /// https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
    public init(activityType: String) {}

    /// https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
    open var userInfo: [AnyHashable: Any]?

    /// https://developer.apple.com/documentation/foundation/nsuseractivity/adduserinfoentries(from:)
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {}
}

extension UISceneSession {
    /// https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity
    public var stateRestorationActivity: NSUserActivity? {
        get { nil }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uiscenedelegate
///
/// Its methods are optional in UIKit; required here, so that a misspelt one fails the
/// type-check instead of never being called.
@MainActor
public protocol UISceneDelegate: AnyObject {
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)

    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
    var window: UIWindow? { get set }
}
