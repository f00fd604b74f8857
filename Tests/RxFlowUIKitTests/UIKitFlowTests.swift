#if canImport(UIKit) && !os(watchOS)
    import RxFlow
    import RxFlowUIKit
    import SwiftUI
    import Testing
    import UIKit

    private enum ListStep: Step {
        case list, detail, detailDone
    }

    @MainActor
    private final class ListViewModel: Stepper {
        let steps = PublishRelay<any Step>()
    }

    private final class ListScreen: RecordingScreen, ScreenWithViewModel {
        let viewModel = ListViewModel()
    }

    /// A SwiftUI screen whose view model is the stepper.
    private struct DetailView: View {
        let viewModel: ListViewModel
        var body: some View {
            Button("Done") { viewModel.steps.accept(ListStep.detailDone) }
        }
    }

    @MainActor
    private final class ListFlow: Flow {
        let navigation = UINavigationController()
        private(set) var detailViewModel: ListViewModel?
        private(set) var detailScreen: UIViewController?
        var root: any Presentable { navigation }

        func navigate(to step: any Step) -> FlowContributors {
            guard let step = step as? ListStep else { return .none }
            switch step {
            case .list:
                let screen = ListScreen()
                screen.record()
                navigation.setViewControllers([screen], animated: false)
                return .viewController(screen)
            case .detail:
                let viewModel = ListViewModel()
                let screen = UIHostingController(rootView: DetailView(viewModel: viewModel))
                detailViewModel = viewModel
                detailScreen = screen
                navigation.pushViewController(screen, animated: false)
                return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))
            case .detailDone:
                navigation.popViewController(animated: false)
                return .none
            }
        }
    }

    /// A flow on a real `UINavigationController`, with a UIKit screen and a SwiftUI one.
    @MainActor
    @Suite(.serialized, .timeLimit(.minutes(10)))
    struct UIKitFlowTests {
        @Test func aFlowPushesRealScreensAndStopsListeningToAPoppedOne() async throws {
            let flow = ListFlow()
            let coordinator = FlowCoordinator()
            var navigated: [String] = []
            let watcher = coordinator.rx.didNavigate.sink { _, step in navigated.append("\(step)") }
            let window = makeWindow(showing: flow.navigation)
            coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: ListStep.list))
            let list = try #require(flow.navigation.viewControllers.first as? ListScreen)
            await waitUntil { list.isVisible }

            list.viewModel.steps.accept(ListStep.detail)
            let detail = try #require(flow.detailScreen)
            var detailDismissals = 0
            let dismissal = detail.rxDismissed.sink { detailDismissals += 1 }
            await waitUntil { detail.presentationState?.isVisible == true }
            #expect(!list.isVisible)

            flow.detailViewModel?.steps.accept(ListStep.detailDone)
            await waitUntil { list.isVisible && detailDismissals == 1 }
            #expect(detailDismissals == 1)
            // The popped SwiftUI screen was dismissed: its view model is no longer listened to.
            flow.detailViewModel?.steps.accept(ListStep.detail)
            #expect(flow.navigation.viewControllers.count == 1)
            #expect(navigated == ["list", "detail", "detailDone"])
            watcher.cancel()
            dismissal.cancel()
            window.isHidden = true
        }

        @Test func stepsOfAHiddenScreenAreIgnored() async throws {
            let flow = ListFlow()
            let coordinator = FlowCoordinator()
            let window = makeWindow(showing: flow.navigation)
            coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: ListStep.list))
            let list = try #require(flow.navigation.viewControllers.first as? ListScreen)
            await waitUntil { list.isVisible }
            list.viewModel.steps.accept(ListStep.detail)
            await waitUntil { !list.isVisible }

            list.viewModel.steps.accept(ListStep.detail)  // covered: ignored
            #expect(flow.navigation.viewControllers.count == 2)
            window.isHidden = true
        }
    }
#endif
