/// https://developer.apple.com/documentation/swiftui/text (only the initializer the glue calls)
@frozen public struct Text: View, Equatable {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    nonisolated public init<S>(_ content: S) where S: StringProtocol {}
    /// A primitive view: no body (stand-in).
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/buttonrole
public struct ButtonRole: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
    public static let cancel = ButtonRole()
    /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
    public static let destructive = ButtonRole()
}

/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label>: View where Label: View {
    /// A primitive view: no body (stand-in).
    public var body: Never { fatalError("stand-in") }
}

extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {}

    /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:) (the
    /// StringProtocol variant)
    @preconcurrency nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {}
}

/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach: View where Content: View {
    /// A primitive view: no body (stand-in).
    public var body: Never { fatalError("stand-in") }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {}
}
