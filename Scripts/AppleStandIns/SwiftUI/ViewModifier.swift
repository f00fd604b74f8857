/// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
    typealias Content = _ViewModifier_Content<Self>
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier/content (the proxy for the
/// view a modifier is applied to)
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    /// A primitive view: no body (stand-in).
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
@frozen public struct ModifiedContent<Content, Modifier> {}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent (View conformance, where
/// Content: View, Modifier: ViewModifier)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// A primitive view: no body (stand-in).
    public var body: Never { fatalError("stand-in") }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent()
    }
}
