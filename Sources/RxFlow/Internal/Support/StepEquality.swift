/// Compares steps, which are not `Equatable` in general: with `==` when both are of the same
/// `Equatable` type, otherwise by dynamic type and printed value (what an enum case with its
/// associated values prints), or, for instances of a class, by identity or by what their
/// properties hold (Swift prints only a class's name, whatever its properties).
///
/// Events compare their steps this way, and so does the test kit (shared with it as SPI,
/// `@_spi(RxFlowInternals)`, not public API).
@_spi(RxFlowInternals)
public enum StepEquality {
    /// Whether `lhs` and `rhs` are the same step.
    public static func same(_ lhs: any Step, _ rhs: any Step) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if let lhs = lhs as? any Equatable { return equal(lhs, rhs) }
        if type(of: lhs) is AnyClass {
            return lhs as AnyObject === rhs as AnyObject || dumped(lhs) == dumped(rhs)
        }
        return String(reflecting: lhs) == String(reflecting: rhs)
    }

    /// Whether `lhs` and `rhs` are both nil or the same step.
    public static func same(_ lhs: (any Step)?, _ rhs: (any Step)?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (let lhs?, let rhs?): same(lhs, rhs)
        default: false
        }
    }

    /// `step` and its properties, recursively, as `dump` writes them.
    private static func dumped(_ step: any Step) -> String {
        var text = ""
        dump(step, to: &text)
        return text
    }

    private static func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        (rhs as? T) == lhs
    }
}
