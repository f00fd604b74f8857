extension Step {
    /// True for `NoneStep`: a metatype comparison, much cheaper than `is NoneStep`
    /// on the hot path (`NoneStep` is a struct, so there is nothing to inherit from it).
    var isNone: Bool { type(of: self) == NoneStep.self }
}
