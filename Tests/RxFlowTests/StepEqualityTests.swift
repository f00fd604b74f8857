@_spi(RxFlowInternals) import RxFlow
import Testing

/// Which steps events and the test kit take for the same step, for every shape of step.
struct StepEqualityTests {
    private struct Pick: Step { let id: Int }
    private enum Route: Step, Equatable {
        case book(id: Int)
        case home
    }
    private enum Plain: Step { case shelf(Int) }
    private final class Open: Step {
        let id: Int
        init(id: Int) { self.id = id }
    }
    private final class Close: Step, CustomStringConvertible {
        let id: Int
        init(id: Int) { self.id = id }
        var description: String { "close" }
    }
    // Immutable, hence safe to share; a class open to subclasses cannot be checked Sendable.
    private class Base: Step, @unchecked Sendable {
        let id: Int
        init(id: Int) { self.id = id }
    }
    private final class Derived: Base, @unchecked Sendable {}

    @Test func valuesCompareByWhatTheyHold() {
        #expect(StepEquality.same(Pick(id: 1), Pick(id: 1)))
        #expect(!StepEquality.same(Pick(id: 1), Pick(id: 2)))
        #expect(StepEquality.same(Route.book(id: 1), Route.book(id: 1)))
        #expect(!StepEquality.same(Route.book(id: 1), Route.home))
        #expect(StepEquality.same(Plain.shelf(1), Plain.shelf(1)))
        #expect(!StepEquality.same(Plain.shelf(1), Plain.shelf(2)))
    }

    /// Swift prints a class that is not `Equatable` as its name only: two instances whose
    /// properties differ were taken for the same step.
    @Test func classInstancesCompareByIdentityOrProperties() {
        let open = Open(id: 1)
        #expect(StepEquality.same(open, open))
        #expect(StepEquality.same(Open(id: 1), Open(id: 1)))
        #expect(!StepEquality.same(Open(id: 1), Open(id: 2)))
        // A description of its own does not hide the properties either.
        #expect(!StepEquality.same(Close(id: 1), Close(id: 2)))
        // A superclass's properties count, and a subclass is another type.
        #expect(!StepEquality.same(Derived(id: 1), Derived(id: 2)))
        #expect(!StepEquality.same(Base(id: 1), Derived(id: 1)))
    }

    @Test func optionalStepsAreTheSameWhenBothAreMissing() {
        #expect(StepEquality.same(nil, nil))
        #expect(!StepEquality.same(Pick(id: 1), nil))
        #expect(!StepEquality.same(nil, Pick(id: 1)))
    }
}
