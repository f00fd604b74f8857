extension Step {
    /// True for `NoneStep`: a comparison of the existential's type metadata, much cheaper
    /// than `is NoneStep` on the hot path. `Self` rather than `type(of: self)`: `NoneStep` is
    /// a struct, so the static type says it all, without the run-time call that the dynamic
    /// type of a possible class instance takes.
    @inline(__always)
    var isNone: Bool { Self.self == NoneStep.self }
}
