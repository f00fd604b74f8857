// Stand-ins for the UIKit classes and methods RxFlowUIKit uses, declared as UIKit's headers
// declare them (Objective-C), so that Swift imports them as on Apple platforms: real
// Objective-C classes, whose methods `#selector` and `@objc` overrides can name. Swift names
// are spelled out with `swift_name` where the SDK's importer derives them. Type-checking only
// (Scripts/typecheck-apple-glue); nothing here is linked or run.
#pragma clang assume_nonnull begin

#define UIKIT_MAIN_ACTOR __attribute__((swift_attr("@MainActor")))
#define UIKIT_SWIFT_NAME(name) __attribute__((swift_name(#name)))

// https://developer.apple.com/documentation/uikit/uiresponder
UIKIT_MAIN_ACTOR @interface UIResponder
// https://developer.apple.com/documentation/objectivec/nsobject/1418641-init
- (instancetype)init;
@end

@class UIWindow;
@class UIWindowScene;
@class UIViewController;

// https://developer.apple.com/documentation/uikit/uiview
UIKIT_MAIN_ACTOR @interface UIView : UIResponder
// https://developer.apple.com/documentation/uikit/uiview/window
@property(nonatomic, readonly, nullable) UIWindow *window;
@end

// https://developer.apple.com/documentation/uikit/uiwindow
UIKIT_MAIN_ACTOR @interface UIWindow : UIView
// https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
@property(nonatomic, readonly, getter=isKeyWindow) _Bool keyWindow UIKIT_SWIFT_NAME(isKeyWindow);
// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
- (instancetype)initWithWindowScene:(UIWindowScene *)windowScene UIKIT_SWIFT_NAME(init(windowScene:));
// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
@property(nullable, nonatomic, strong) UIViewController *rootViewController;
// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
- (void)makeKeyAndVisible;
@end

// https://developer.apple.com/documentation/uikit/uiscene
UIKIT_MAIN_ACTOR @interface UIScene : UIResponder
@end

// https://developer.apple.com/documentation/uikit/uiwindowscene
UIKIT_MAIN_ACTOR @interface UIWindowScene : UIScene
@end

// https://developer.apple.com/documentation/uikit/uiscenesession
UIKIT_MAIN_ACTOR @interface UISceneSession
@end

// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
UIKIT_MAIN_ACTOR UIKIT_SWIFT_NAME(UIScene.ConnectionOptions) @interface UISceneConnectionOptions
@end

// https://developer.apple.com/documentation/uikit/uiviewcontroller
UIKIT_MAIN_ACTOR @interface UIViewController : UIResponder
// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
@property(nonatomic, readonly, nullable) UIView *viewIfLoaded;
// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
@property(nonatomic, readonly, nullable) UIViewController *parentViewController UIKIT_SWIFT_NAME(parent);
// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
@property(nonatomic, readonly, nullable) UIViewController *presentingViewController
    UIKIT_SWIFT_NAME(presentingViewController);
// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
@property(nonatomic, readonly, nullable) UIViewController *presentedViewController
    UIKIT_SWIFT_NAME(presentedViewController);
// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
@property(nonatomic, readonly, getter=isBeingDismissed) _Bool beingDismissed UIKIT_SWIFT_NAME(isBeingDismissed);
// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingfromparent
@property(nonatomic, readonly, getter=isMovingFromParentViewController) _Bool movingFromParentViewController
    UIKIT_SWIFT_NAME(isMovingFromParent);
// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
- (void)viewDidAppear:(_Bool)animated;
// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
- (void)viewDidDisappear:(_Bool)animated;
// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
- (void)didMoveToParentViewController:(nullable UIViewController *)parent UIKIT_SWIFT_NAME(didMove(toParent:));
@end

// https://developer.apple.com/documentation/uikit/uinavigationcontroller
UIKIT_MAIN_ACTOR @interface UINavigationController : UIViewController
// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
- (void)pushViewController:(UIViewController *)viewController animated:(_Bool)animated
    UIKIT_SWIFT_NAME(pushViewController(_:animated:));
@end

// https://developer.apple.com/documentation/uikit/uitabbarcontroller
UIKIT_MAIN_ACTOR @interface UITabBarController : UIViewController
@end

#pragma clang assume_nonnull end
