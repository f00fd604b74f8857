/// Lets the coordinator learn, on a flow's first step, whether the flow uses the
/// default `adapt(step:)`: the default records the flow that called it. A flow's
/// witness for `adapt` never changes, so the answer is cached per coordinator.
@MainActor
enum DefaultAdaptProbe {
    static var lastCaller: ObjectIdentifier?
}
