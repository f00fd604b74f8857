/// Compares steps, which are not `Equatable` in general: same dynamic type and same printed
/// value (what an enum case with its associated values prints).
enum StepEquality {
    static func same(_ lhs: any Step, _ rhs: any Step) -> Bool {
        type(of: lhs) == type(of: rhs) && String(reflecting: lhs) == String(reflecting: rhs)
    }

    static func same(_ lhs: (any Step)?, _ rhs: (any Step)?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (let lhs?, let rhs?): same(lhs, rhs)
        default: false
        }
    }
}
