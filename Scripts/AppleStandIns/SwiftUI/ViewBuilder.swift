/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent, FalseContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent()
    }

    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent, FalseContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent()
    }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@frozen public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
    /// A primitive view: no body (stand-in).
    public var body: Never { fatalError("stand-in") }
}

extension ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g (the
    /// block of several views)
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
@frozen public struct TupleView<T>: View {
    /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
    @inlinable nonisolated public init(_ value: T) {}

    /// A primitive view: no body (stand-in).
    public var body: Never { fatalError("stand-in") }
}
