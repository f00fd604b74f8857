// Stand-ins for SwiftUI, declaring exactly what Sources/RxFlowSwiftUI and the SwiftUI example
// app (Examples/SwiftUIMovies) use, with the signatures Apple documents, so that their views
// are type-checked on Linux (and UIHostingController, for RxFlowUIKit's tests). Never linked or run: Scripts/typecheck-apple-glue (run by CI)
// builds them as a module named SwiftUI and type-checks the target against it, with and
// without RXFLOW_TYPECHECK_COVERS (the iOS branch, full-screen covers, instead of the macOS
// one), then the example against both.
//
// Where Apple offers a `LocalizedStringKey` overload next to a `StringProtocol` one (Text,
// Button, navigationTitle), only the latter is declared: a string literal picks the key on
// Apple platforms and the string here, and both type-check alike. Apple's newest pages spell
// view-building parameters `@ContentBuilder`; the stand-ins keep `@ViewBuilder`, as SwiftUI
// declared them before, which builds the same views from the same code.

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
