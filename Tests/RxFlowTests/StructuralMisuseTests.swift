import Logging
import RxFlow
import RxFlowTesting
import Testing

/// A flow instance is driven by one coordinator at a time: coordinating it twice, or
/// contributing a flow to itself or to its own descendants, is refused with an error, and
/// the rest of the tree goes on.
@MainActor
struct StructuralMisuseTests {
    @Test func theSameFlowCoordinatedByTwoCoordinatorsIsRefusedByTheSecond() {
        let log = LogCapture()
        let flow = TestFlow()
        let stepper = TestStepper()
        let first = FlowCoordinator(logger: log.logger)
        first.coordinate(flow: flow, with: stepper)
        let second = FlowCoordinator(logger: log.logger)
        second.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        #expect(flow.navigated.isEmpty)
        stepper.steps.accept(TestStep.two)
        #expect(flow.navigatedTestSteps == [.two])  // once, not twice
        #expect(log.messages(at: .error).count == 1)
        #expect(log.messages(at: .error).first?.contains("already being coordinated") == true)
        #expect(log.entries(at: .error).first?.metadata["flow"] == "TestFlow")
    }

    @Test func aFlowContributingItselfIsRefusedAndGoesOn() {
        let log = LogCapture()
        let stepper = TestStepper()
        let flow = TestFlow { flow, step in
            step.test == .open
                ? .one(flowContributor: .contribute(withNextPresentable: flow, withNextStepper: stepper))
                : .none
        }
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.open))
        #expect(log.messages(at: .error).count == 1)
        coordinator.navigate(to: TestStep.deepLink)
        #expect(flow.navigatedTestSteps == [.open, .deepLink])
    }

    @Test func aFlowContributingItsParentIsRefusedWithoutNestingForever() {
        let log = LogCapture()
        // Weak: the parent's closure holds the child, whose closure reaches the parent.
        weak var weakParent: TestFlow?
        let child = TestFlow { _, step in
            // Contributing the parent, with a stepper that would open the child again.
            guard step.test == .childStart, let parent = weakParent else { return .none }
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: parent, withNextStepper: OneStepper(withSingleStep: TestStep.open)))
        }
        let parent = TestFlow { _, step in
            step.test == .open
                ? .one(
                    flowContributor: .contribute(
                        withNextPresentable: child, withNextStepper: OneStepper(withSingleStep: TestStep.childStart)))
                : .none
        }
        weakParent = parent
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        #expect(parent.navigatedTestSteps == [.open])
        #expect(child.navigatedTestSteps == [.childStart])
        #expect(log.messages(at: .error).count == 1)
        // The tree is intact: a deep link reaches both flows once.
        coordinator.navigate(to: TestStep.deepLink)
        #expect(parent.navigatedTestSteps == [.open, .deepLink])
        #expect(child.navigatedTestSteps == [.childStart, .deepLink])
    }

    @Test func coordinatingWhileAFlowRunsLogsAnError() {
        let log = LogCapture()
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: TestFlow(), with: TestStepper())
        let second = TestFlow()
        coordinator.coordinate(flow: second, with: OneStepper(withSingleStep: TestStep.one))
        #expect(second.navigated.isEmpty)
        #expect(log.messages(at: .error).count == 1)
        #expect(log.messages(at: .error).first?.contains("still driving a flow") == true)
    }

    private enum Shelf {
        final class ShelfFlow: TestFlow {}
    }

    /// The refusal names both flows as the engine's events do, nested types with their outer
    /// names.
    @Test func theRefusalNamesNestedFlowsWithTheirOuterTypes() {
        let log = LogCapture()
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: Shelf.ShelfFlow(), with: TestStepper())
        coordinator.coordinate(flow: Shelf.ShelfFlow(), with: TestStepper())
        let metadata = log.entries(at: .error).first?.metadata
        #expect(metadata?["flow"] == "StructuralMisuseTests.Shelf.ShelfFlow")
        #expect(metadata?["running"] == "StructuralMisuseTests.Shelf.ShelfFlow")
    }

    @Test func theLoggerIsQuietAtInfoForOrdinaryNavigation() {
        let log = LogCapture(level: .info)
        let flow = TestFlow()
        let coordinator = FlowCoordinator(logger: log.logger)
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        flow.rootPresentable.dismiss()
        #expect(log.entries(at: .info).isEmpty)
        #expect(log.entries(at: .error).isEmpty)
    }
}
