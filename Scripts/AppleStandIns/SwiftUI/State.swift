/// https://developer.apple.com/documentation/swiftui/state (only what the example and the glue use)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) {}

    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }

    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> { fatalError("stand-in") }
}

extension State where Value: ExpressibleByNilLiteral {
    /// https://developer.apple.com/documentation/swiftui/state/init()
    public init() {}
}
