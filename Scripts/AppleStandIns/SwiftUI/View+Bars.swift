import Foundation

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:) (the
    /// StringProtocol variant)
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        EmptyView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx (its
    /// builder is a view builder)
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View {
        EmptyView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:) (its builder is a view
    /// builder)
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        EmptyView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        EmptyView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        EmptyView()
    }
}
