import RxFlow

/// How the kit compares steps: `==` when both are of the same `Equatable` type, otherwise
/// the same type and the same printed value (what the engine's events do).
enum StepMatching {
    static func same(_ lhs: any Step, _ rhs: any Step) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if let lhs = lhs as? any Equatable {
            return equal(lhs, rhs)
        }
        return String(describing: lhs) == String(describing: rhs)
    }

    private static func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        (rhs as? T) == lhs
    }
}
