// Stand-ins for the UIKit classes and methods RxFlowUIKit and its tests use, declared as
// UIKit's headers declare them (Objective-C), so that Swift imports them as on Apple
// platforms: real Objective-C classes, whose methods `#selector` and `@objc` overrides can
// name. Swift names are spelled out with `swift_name` where the SDK's importer derives them.
// Type-checking only (Scripts/typecheck-apple-glue); nothing here is linked or run.
#pragma clang assume_nonnull begin

#define UIKIT_MAIN_ACTOR __attribute__((swift_attr("@MainActor")))
#define UIKIT_SWIFT_NAME(name) __attribute__((swift_name(#name)))
#define UIKIT_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))

// Foundation's classes the declarations below name. The importer bridges `NSString` to
// `String` by its name; `NSBundle` is opaque here (there is no Objective-C Foundation on
// Linux, and Foundation's `Bundle` is a Swift class), so only `nil` can be passed for it.
@class NSString;
@class NSBundle;

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
// https://developer.apple.com/documentation/uikit/uiview/ishidden
@property(nonatomic, getter=isHidden) _Bool hidden UIKIT_SWIFT_NAME(isHidden);
// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
- (void)addSubview:(UIView *)view UIKIT_SWIFT_NAME(addSubview(_:));
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

// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle (UIKit's
// NS_ENUM(NSInteger, …), spelled out; the styles the tests use, with the SDK's values)
typedef enum __attribute__((enum_extensibility(open))) UIModalPresentationStyle : long UIModalPresentationStyle;
enum UIModalPresentationStyle : long {
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    UIModalPresentationFullScreen = 0,
    // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
    UIModalPresentationPageSheet = 1,
};

// https://developer.apple.com/documentation/uikit/uiviewcontroller
UIKIT_MAIN_ACTOR @interface UIViewController : UIResponder
// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
// (UIKit's other designated initializer, `init?(coder:)`, is not declared: its `NSCoder` is
// Foundation's Swift class here, which this header cannot name.)
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
                         bundle:(nullable NSBundle *)nibBundleOrNil UIKIT_DESIGNATED_INITIALIZER;
// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
@property(null_resettable, nonatomic, strong) UIView *view;
// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
@property(nullable, nonatomic, copy) NSString *title;
// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
@property(nonatomic, assign) UIModalPresentationStyle modalPresentationStyle;
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
// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
- (void)addChildViewController:(UIViewController *)childController UIKIT_SWIFT_NAME(addChild(_:));
// https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)
- (void)beginAppearanceTransition:(_Bool)isAppearing animated:(_Bool)animated;
// https://developer.apple.com/documentation/uikit/uiviewcontroller/endappearancetransition()
- (void)endAppearanceTransition;
@end

// https://developer.apple.com/documentation/uikit/uinavigationcontroller
UIKIT_MAIN_ACTOR @interface UINavigationController : UIViewController
// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
- (instancetype)initWithRootViewController:(UIViewController *)rootViewController
    UIKIT_SWIFT_NAME(init(rootViewController:));
// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
@property(nullable, nonatomic, readonly, strong) UIViewController *topViewController;
// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
- (void)pushViewController:(UIViewController *)viewController animated:(_Bool)animated
    UIKIT_SWIFT_NAME(pushViewController(_:animated:));
// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
- (nullable UIViewController *)popViewControllerAnimated:(_Bool)animated
    UIKIT_SWIFT_NAME(popViewController(animated:));
@end

// https://developer.apple.com/documentation/uikit/uitabbarcontroller
UIKIT_MAIN_ACTOR @interface UITabBarController : UIViewController
@end

#pragma clang assume_nonnull end
