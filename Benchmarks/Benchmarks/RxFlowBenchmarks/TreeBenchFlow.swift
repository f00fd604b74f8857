import RxFlow
import Synchronization

/// The shape of a generated tree: `screensPerFlow` screens in every flow (its first step's
/// and pushes), `childrenPerLevel[k]` child flows opened by every flow at depth `k`.
struct TreeShape: Sendable {
    let screensPerFlow: Int
    let childrenPerLevel: [Int]

    /// 100 flows of 10 screens: the root opens 9 children, each of which opens 10.
    static let thousandScreens = TreeShape(screensPerFlow: 10, childrenPerLevel: [9, 10])
    /// 10 flows of 10 screens: the root opens 9 children.
    static let hundredScreens = TreeShape(screensPerFlow: 10, childrenPerLevel: [9])

    /// The screens of the whole tree.
    var screenCount: Int { flowCount * screensPerFlow }

    /// The flows of the whole tree.
    var flowCount: Int {
        var count = 1
        var level = 1
        for children in childrenPerLevel {
            level *= children
            count += level
        }
        return count
    }

    /// The navigations that build the tree: one per screen, and one per child flow opened.
    var navigationCount: Int { screenCount + flowCount - 1 }
}

/// A flow of the generated tree, on `BenchScreen`s: it pushes screens (each with its own
/// relay stepper, as a view model) and opens child flows, each started by a `OneStepper`.
@MainActor
final class TreeBenchFlow: Flow {
    let rootScreen = BenchScreen()
    let shape: TreeShape
    let depth: Int
    /// Unique in the tree: the root's is 0, child `k`'s is `16 × id + k + 1`.
    let id: Int
    private(set) var screens: [BenchScreen] = []
    private(set) var steppers: [RelayStepper] = []
    private(set) var children: [TreeBenchFlow] = []

    var root: any Presentable { rootScreen }

    init(shape: TreeShape, depth: Int = 0, id: Int = 0) {
        self.shape = shape
        self.depth = depth
        self.id = id
        LiveObjects.flows.add(1, ordering: .relaxed)
    }

    deinit {
        LiveObjects.flows.subtract(1, ordering: .relaxed)
    }

    /// How many child flows this flow opens.
    var childCount: Int { depth < shape.childrenPerLevel.count ? shape.childrenPerLevel[depth] : 0 }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? RestoreStep else { return .none }
        switch step {
        case .treeStart, .treePush:
            let stepper = RelayStepper()
            let screen = BenchScreen(stepper: stepper)
            screens.append(screen)
            steppers.append(stepper)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: stepper))
        case .treeOpen(_, let index):
            let child = TreeBenchFlow(shape: shape, depth: depth + 1, id: 16 * id + index + 1)
            children.append(child)
            return .one(
                flowContributor: .contribute(
                    withNextPresentable: child,
                    withNextStepper: CountedOneStepper(withSingleStep: RestoreStep.treeStart)))
        default:
            return .none
        }
    }

    /// Navigates the rest of the tree step by step, as a user would: the last screen's view
    /// model asks for each push, then for each child flow, whose own screens go on.
    func navigateTheRest() {
        for screen in 1..<shape.screensPerFlow {
            steppers.last?.steps.accept(RestoreStep.treePush(flow: id, screen: screen))
        }
        for index in 0..<childCount {
            steppers.last?.steps.accept(RestoreStep.treeOpen(flow: id, child: index))
            children[index].navigateTheRest()
        }
    }

    /// The screens of this flow and its descendants.
    var treeScreenCount: Int { children.reduce(screens.count) { $0 + $1.treeScreenCount } }
}
