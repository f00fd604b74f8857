extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationDestination<D, C>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        EmptyView()
    }
}
