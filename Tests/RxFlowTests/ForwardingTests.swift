import RxFlow
import Testing

/// Forwarding to the current or parent flow, in order and without recursion.
@MainActor
struct ForwardingTests {
    @Test func forwardToCurrentFlowNavigatesTheStepInTheSameFlow() {
        let flow = TestFlow { _, step in
            step.test == .one ? .one(flowContributor: .forwardToCurrentFlow(withStep: TestStep.two)) : .none
        }
        FlowCoordinator().coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        #expect(flow.navigatedTestSteps == [.one, .two])
    }

    @Test func forwardToParentFlowNavigatesTheStepInTheParent() {
        let child = TestFlow { _, step in
            step.test == .childStart ? .one(flowContributor: .forwardToParentFlow(withStep: TestStep.three)) : .none
        }
        let parent = TestFlow { _, step in
            step.test == .open
                ? .one(
                    flowContributor: .contribute(
                        withNextPresentable: child, withNextStepper: OneStepper(withSingleStep: TestStep.childStart)))
                : .none
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: parent, with: OneStepper(withSingleStep: TestStep.open))
        #expect(parent.navigatedTestSteps == [.open, .three])
        #expect(child.navigatedTestSteps == [.childStart])
    }

    @Test func forwardToParentFlowFromTheRootIsANoOp() {
        let flow = TestFlow { _, step in
            step.test == .one ? .one(flowContributor: .forwardToParentFlow(withStep: TestStep.two)) : .none
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.one))
        coordinator.navigate(to: TestStep.three)  // still running
        #expect(flow.navigatedTestSteps == [.one, .three])
    }

    @Test func multipleProcessesItsContributorsInOrder() {
        let screen = TestPresentable()
        let flow = TestFlow { _, step in
            guard step.test == .three else { return .none }
            return .multiple(flowContributors: [
                .contribute(withNextPresentable: screen, withNextStepper: OneStepper(withSingleStep: TestStep.two)),
                .forwardToCurrentFlow(withStep: TestStep.one),
            ])
        }
        FlowCoordinator().coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.three))
        #expect(flow.navigatedTestSteps == [.three, .two, .one])
    }

    @Test func stepsEmittedDuringANavigationAreQueuedNotRecursed() {
        let stepper = TestStepper()
        var depth = 0
        var maxDepth = 0
        let flow = TestFlow { _, step in
            depth += 1
            defer { depth -= 1 }
            maxDepth = max(maxDepth, depth)
            if step.test == .one {
                stepper.steps.accept(TestStep.two)  // emitted mid-navigation: waits its turn
                stepper.steps.accept(TestStep.three)
            }
            return .none
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: flow, with: stepper)
        stepper.steps.accept(TestStep.one)
        #expect(flow.navigatedTestSteps == [.one, .two, .three])
        #expect(maxDepth == 1)
    }

    @Test func aMillionForwardedStepsCompleteWithoutGrowingTheStack() {
        let total = 1_000_000
        var count = 0
        var depth = 0
        var maxDepth = 0
        let flow = TestFlow { _, step in
            guard case .number(let n) = step.test else { return .none }
            depth += 1
            defer { depth -= 1 }
            maxDepth = max(maxDepth, depth)
            count += 1
            return n < total ? .one(flowContributor: .forwardToCurrentFlow(withStep: TestStep.number(n + 1))) : .none
        }
        FlowCoordinator().coordinate(flow: flow, with: OneStepper(withSingleStep: TestStep.number(1)))
        #expect(count == total)
        #expect(maxDepth == 1)
    }
}
