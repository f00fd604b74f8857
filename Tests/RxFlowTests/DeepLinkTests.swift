import RxFlow
import Testing

/// `navigate(to:)` reaches the flow and every live descendant, each through its own adapt.
@MainActor
struct DeepLinkTests {
    @Test func aDeepLinkReachesEveryLiveFlowThroughItsOwnAdapt() {
        let adaptingChild = AdaptingFlow()
        adaptingChild.onAdapt = { step in
            Just(step.test == .deepLink ? TestStep.number(7) : step).eraseToAnyPublisher()
        }
        let plainChild = TestFlow()
        let grandChild = TestFlow()
        plainChild.onNavigate = { _, step in
            step.test == .childStart
                ? .one(flowContributor: .contribute(withNextPresentable: grandChild, withNextStepper: NoneStepper()))
                : .none
        }
        let hub = TestFlow { _, step in
            guard step.test == .open else { return .none }
            return .multiple(flowContributors: [
                .contribute(withNextPresentable: adaptingChild, withNextStepper: NoneStepper()),
                .contribute(
                    withNextPresentable: plainChild, withNextStepper: OneStepper(withSingleStep: TestStep.childStart)),
            ])
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: hub, with: OneStepper(withSingleStep: TestStep.open))
        coordinator.navigate(to: TestStep.deepLink)
        #expect(hub.navigatedTestSteps == [.open, .deepLink])
        #expect(adaptingChild.navigatedTestSteps == [.number(7)])
        #expect(plainChild.navigatedTestSteps == [.childStart, .deepLink])
        #expect(grandChild.navigatedTestSteps == [.deepLink])
    }

    @Test func aDeepLinkReachesEveryFlowBeforeTheStepsItCauses() {
        var order: [String] = []
        let child = TestFlow { _, step in
            order.append("child \(step)")
            return .none
        }
        let hub = TestFlow { _, step in
            order.append("hub \(step)")
            switch step.test {
            case .open:
                return .one(flowContributor: .contribute(withNextPresentable: child, withNextStepper: NoneStepper()))
            case .deepLink:
                return .one(flowContributor: .forwardToCurrentFlow(withStep: TestStep.two))
            default:
                return .none
            }
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: hub, with: OneStepper(withSingleStep: TestStep.open))
        coordinator.navigate(to: TestStep.deepLink)
        #expect(order == ["hub open", "hub deepLink", "child deepLink", "hub two"])
    }

    @Test func endedFlowsGetNoDeepLinks() {
        let child = TestFlow()
        let hub = TestFlow { _, step in
            step.test == .open
                ? .one(flowContributor: .contribute(withNextPresentable: child, withNextStepper: NoneStepper())) : .none
        }
        let coordinator = FlowCoordinator()
        coordinator.coordinate(flow: hub, with: OneStepper(withSingleStep: TestStep.open))
        child.rootPresentable.dismiss()
        coordinator.navigate(to: TestStep.deepLink)
        #expect(child.navigated.isEmpty)
        #expect(hub.navigatedTestSteps == [.open, .deepLink])
    }
}
