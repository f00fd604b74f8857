/// https://developer.apple.com/documentation/swiftui/list
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-1pisz
    /// (watchOS 10 and later; iOS 13, macOS 10.15)
    @available(watchOS 10.0, *)
    nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}

    /// A primitive view: no body (stand-in).
    public var body: Never { fatalError("stand-in") }
}

extension List where SelectionValue == Never {
    /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-3vn6i
    nonisolated public init<Data, RowContent>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {}

    /// https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj
    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
}

/// https://developer.apple.com/documentation/swiftui/section
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    /// A primitive view: no body (stand-in).
    public var body: Never { fatalError("stand-in") }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:header:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}
