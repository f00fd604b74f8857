import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// Stacks presenting stacks form a tree: presenting a stack that presents this one, directly
/// or through others (possible while the top one is not shown, a deselected tab), would make
/// a cycle. It is refused like any misuse: ignored, recorded in `warnings` and logged.
@MainActor
struct PresentationCycleTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func presentingTheStackThatPresentsThisOneIsRefused() {
        let logs = LogCapture()
        let parent = FlowStack<MovieRoute>(logger: logs.logger)
        let child = FlowStack<MovieRoute>(logger: logs.logger)
        parent.push(.list)
        child.push(.settings)
        parent.present(child, as: .settings)  // the parent is not shown: a deselected tab

        let refused = child.present(parent, as: .player(id: 1), style: .fullScreenCover)
        #expect(refused.isDismissed && child.presentations.isEmpty)
        #expect(child.warnings.map(\.kind) == [.presentationCycle])
        #expect(logs.messages(at: .error) == child.warnings.map(\.message))

        // Nothing else changed: showing the parent shows the child in its sheet.
        parent.show()
        #expect(parent.warnings.isEmpty)
        #expect(child.isVisible && child.routes[0].isVisible && parent.routes[0].isVisible)
        #expect(parent.presentations[0].childStack(of: MovieRoute.self) === child)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aLongerCycleIsRefusedToo() {
        let logs = LogCapture()
        let stacks = (0..<3).map { _ in FlowStack<MovieRoute>(logger: logs.logger) }
        stacks[0].present(stacks[1], as: .settings)
        stacks[1].present(stacks[2], as: .share)

        #expect(stacks[2].present(stacks[0], as: .list).isDismissed)
        #expect(stacks[2].present(stacks[1], as: .list).isDismissed)
        #expect(stacks[2].warnings.map(\.kind) == [.presentationCycle, .presentationCycle])
        #expect(stacks[2].presentations.isEmpty)
        stacks[0].show()
        #expect(stacks[2].isVisible)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aStackThatIsNotShownCannotPresentItself() {
        let logs = LogCapture()
        let stack = FlowStack<MovieRoute>(logger: logs.logger)
        #expect(stack.present(stack, as: .settings).isDismissed)
        #expect(stack.warnings.map(\.kind) == [.presentationCycle])
        stack.push(.list)
        stack.show()
        #expect(stack.routes[0].isVisible && stack.presentations.isEmpty)
    }
}
