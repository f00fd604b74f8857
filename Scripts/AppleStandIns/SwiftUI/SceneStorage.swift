import Foundation

/// https://developer.apple.com/documentation/swiftui/scenestorage (declared there as
/// `@frozen @propertyWrapper struct SceneStorage<Value>`; only what the glue uses)
@frozen @propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }

    /// https://developer.apple.com/documentation/swiftui/scenestorage (the `init(_:)` that
    /// saves and restores optional data: `init(_ key: String) where Value == Data?`)
    public init(_ key: String) where Value == Data? {}
}

/// https://developer.apple.com/documentation/swiftui/scenephase
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/scenephase/background
    case background
    /// https://developer.apple.com/documentation/swiftui/scenephase/inactive
    case inactive
    /// https://developer.apple.com/documentation/swiftui/scenephase/active
    case active
}

extension EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
    public var scenePhase: ScenePhase {
        get { .active }
        set {}
    }
}
