/// https://developer.apple.com/documentation/swiftui/transaction (only what the glue uses)
@frozen public struct Transaction {
    /// https://developer.apple.com/documentation/swiftui/transaction/disablesanimations
    public var disablesAnimations: Bool {
        get { false }
        set {}
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/transaction(value:_:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func transaction(
        value: some Equatable, _ transform: @escaping (inout Transaction) -> Void
    ) -> some View {
        EmptyView()
    }
}
