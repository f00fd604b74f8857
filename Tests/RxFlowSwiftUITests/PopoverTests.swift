import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// Popovers as a presentation style: what is under one stays visible (it is a sheet in compact
/// width, where that holds too); a tap outside is a write of its binding that ends it once.
@MainActor
struct PopoverTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(.coversHideWhatIsUnderAsOnIOS) func whatIsUnderAPopoverStaysVisible() {
        let stack = shownStack(.list, .movie(id: 1))
        let popover = stack.present(.share, style: .popover)
        #expect(popover.isVisible && stack.routes[1].isVisible)
        #expect(stack.presentation(at: 0, style: .popover) === popover)
        #expect(stack.presentation(at: 0, style: .sheet) == nil)
        // Over it: a cover hides it, a sheet does not.
        let sheet = stack.present(.settings)
        #expect(sheet.isVisible && popover.isVisible)
        stack.present(.player(id: 1), style: .fullScreenCover)
        #expect(!popover.isVisible && !sheet.isVisible)
        stack.hide()
        #expect(!popover.isDismissed)
        #expect(
            stack.render() == """
                - FlowStack<MovieRoute>
                  - list
                  - movie(id: 1) (top)
                  - popover: share
                  - sheet: settings
                  - fullScreenCover: player(id: 1)
                """)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aTapOutsideEndsItOnceAndALateWriteIsIgnored() {
        let stack = shownStack(.list)
        let popover = stack.present(.share, style: .popover, animated: false)
        let watch = Watch(popover)
        stack.setPresentation(nil, at: 0, style: .popover, shown: popover)
        #expect(watch.dismissals == 1 && stack.presentations.isEmpty && stack.animatesLastChange)
        let next = stack.present(.settings, style: .popover)
        stack.setPresentation(nil, at: 0, style: .popover, shown: popover)
        #expect(stack.presentations == [next] && watch.dismissals == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func misuseAroundPopoversIsIgnoredAndLogged() {
        let logs = LogCapture()
        let stack = FlowStack<MovieRoute>(logger: logs.logger)
        stack.show()
        stack.push(.list)
        let popover = stack.present(.share, style: .popover)
        // An alert over a popover is fine; a popover over an alert is not.
        let alert = stack.presentAlert(.settings, FlowAlert(title: "Shared"))
        #expect(stack.present(.cast(id: 1), style: .popover).isDismissed)
        stack.setPresentation(alert, at: 0, style: .popover)  // SwiftUI only ever writes nil
        #expect(stack.warnings.map(\.kind) == [.presentingOverAlert, .unexpectedPresentationWrite])
        #expect(logs.messages(at: .error).count == 2)
        #expect(alert.isVisible && popover.isVisible)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aPopoversViewModelNavigatesWhileItIsShownAndIsReleasedAfter() async {
        let grace = Duration.milliseconds(50)
        let coordinator = FlowCoordinator(logger: LogCapture().logger, leakDetection: .enabled(gracePeriod: grace))
        let recorder = NavigationEventRecorder(coordinator)
        let flow = SharingFlow()
        flow.stack.show()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: MovieStep.moviesAreRequired))
        flow.stack.routes[0].viewModel(as: TapModel.self)?.tap(MovieStep.settingsAreRequired)
        do {
            let popover = flow.stack.presentations[0]
            popover.viewModel(as: TapModel.self)?.tap(MovieStep.castIsPicked(id: 3))
            #expect(flow.stack.routes.map(\.value) == [.list, .cast(id: 3)])
            flow.stack.setPresentation(nil, at: 0, style: .popover, shown: popover)
        }
        #expect(recorder.endedContributions.count == 1)
        await recorder.waitForLeakChecks(gracePeriod: grace)
        #expect(recorder.suspectedLeaks.isEmpty)
        withExtendedLifetime(coordinator) {}
    }
}

/// Shows a share popover whose picks push on the path under it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class SharingFlow: Flow {
    let stack = FlowStack<MovieRoute>()
    var root: any Presentable { stack }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? MovieStep else { return .none }
        switch step {
        case .moviesAreRequired:
            return .route(stack.push(.list, viewModel: TapModel()))
        case .settingsAreRequired:
            return .route(stack.present(.share, style: .popover, viewModel: TapModel()))
        case .castIsPicked(let id):
            return .route(stack.push(.cast(id: id), viewModel: TapModel()))
        default:
            return .none
        }
    }
}
