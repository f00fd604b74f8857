/// https://developer.apple.com/documentation/swiftui/app
@MainActor @preconcurrency public protocol App {
    /// https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
    associatedtype Body: Scene
    /// https://developer.apple.com/documentation/swiftui/app/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// https://developer.apple.com/documentation/swiftui/app/init()
    @MainActor @preconcurrency init()
}

extension App {
    /// https://developer.apple.com/documentation/swiftui/app/main()
    @MainActor @preconcurrency public static func main() {}
}

/// https://developer.apple.com/documentation/swiftui/scene
@MainActor @preconcurrency public protocol Scene {
    /// https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
    associatedtype Body: Scene
    /// https://developer.apple.com/documentation/swiftui/scene/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never (Scene conformance: the body of
/// primitive scenes)
extension Never: Scene {}

/// https://developer.apple.com/documentation/swiftui/scenebuilder
@resultBuilder public struct SceneBuilder {
    /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene
    where repeat each Content: Scene {
        fatalError("stand-in")
    }
}

/// https://developer.apple.com/documentation/swiftui/windowgroup
public struct WindowGroup<Content>: Scene where Content: View {
    /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) {}

    /// A primitive scene: no body (stand-in; the `return` keeps the scene builder that `Scene`
    /// puts on `body` from applying).
    public var body: Never { return fatalError("stand-in") }
}
