/// https://developer.apple.com/documentation/swiftui/binding (declared there as
/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`; only the initializer
/// the glue calls is declared here)
@frozen public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
}
