// Stand-ins for SwiftUI, declaring exactly what Sources/RxFlowSwiftUI uses, with the
// signatures Apple documents, so that its glue is type-checked on Linux. Never linked or run:
// Scripts/typecheck-apple-glue (run by CI) builds them as a module named SwiftUI and
// type-checks the target against it, with and without RXFLOW_TYPECHECK_COVERS (the iOS
// branch, full-screen covers, instead of the macOS one).

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never (View conformance: the body of
/// primitive views)
extension Never: View {
    /// A primitive view: no body (stand-in).
    public typealias Body = Never
    /// A primitive view: no body (stand-in).
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
@frozen public struct EmptyView: View {
    /// https://developer.apple.com/documentation/swiftui/emptyview/init()
    @inlinable nonisolated public init() {}
    /// A primitive view: no body (stand-in).
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swift/optional (View conformance, where Wrapped: View)
extension Optional: View where Wrapped: View {
    /// A primitive view: no body (stand-in).
    public var body: Never { fatalError("stand-in") }
}
