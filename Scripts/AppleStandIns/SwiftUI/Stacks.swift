import Foundation

/// https://developer.apple.com/documentation/swiftui/vstack
@frozen public struct VStack<Content>: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}

    /// A primitive view: no body (stand-in).
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment (only what the example
/// uses: the default of `VStack`'s alignment)
@frozen public struct HorizontalAlignment: Equatable {
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center (declared
    /// there as a `static let`; a computed property here, whose reads type-check alike)
    public static var center: HorizontalAlignment { HorizontalAlignment() }
}

/// https://developer.apple.com/documentation/swiftui/group
@frozen public struct Group<Content> {}

extension Group: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/group/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) {}

    /// A primitive view: no body (stand-in).
    public var body: Never { fatalError("stand-in") }
}
