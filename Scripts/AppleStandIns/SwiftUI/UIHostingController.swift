// SwiftUI's UIKit part (iOS, tvOS, visionOS), which the UIKit tests use: the UIKit stand-ins
// are always importable here, as UIKit is on those platforms.
#if canImport(UIKit)
    import UIKit

    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller
    @MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
        /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
        @MainActor @preconcurrency public var rootView: Content

        /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
        @MainActor @preconcurrency public init(rootView: Content) {
            self.rootView = rootView
            super.init(nibName: nil, bundle: nil)
        }
    }
#endif
