/// https://developer.apple.com/documentation/swiftui/tabview
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// https://developer.apple.com/documentation/swiftui/tabview (the `init(selection:content:)`
    /// of iOS 14 and later, whose content is a view builder)
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    /// A primitive view: no body (stand-in).
    public var body: Never { fatalError("stand-in") }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:) (formerly
    /// https://developer.apple.com/documentation/swiftui/view/tag(_:); since the Xcode 16 SDKs
    /// it also takes `includeOptional`, true by default: the tag is then set for `Optional<V>`
    /// too, so a view tagged with a value matches a selection of that value's optional type)
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        EmptyView()
    }
}
