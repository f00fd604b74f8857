import RxFlow

enum TestStep: Step, Equatable {
    case one, two, three
    case pushed
    case open, childStart, childDone, childEnded
    case number(Int)
    case deepLink
}

extension Step {
    var test: TestStep? { self as? TestStep }
}
