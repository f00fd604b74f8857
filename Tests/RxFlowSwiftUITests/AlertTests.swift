import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// Alerts and confirmation dialogs as presentations, on the headless `AlertController`'s rules:
/// what is under one stays visible; a button (or a tap outside) ends it once, and the
/// button's step is navigated once it has left; nothing is presented over it.
@MainActor
struct AlertTests {
    private static let removal = FlowAlert(
        title: "Remove?", message: "It leaves your list.",
        buttons: [.destructive("Remove", step: MovieStep.playIsComplete), .cancel("Keep")])

    // MARK: - Visibility

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func whatIsUnderAnAlertStaysVisible() {
        let stack = shownStack(.list, .movie(id: 1))
        let alert = stack.presentAlert(.share, Self.removal)
        #expect(alert.isVisible && stack.routes[1].isVisible)
        #expect(alert.viewModel != nil, "its view model sends its buttons' steps")
        stack.dismiss()
        let sheet = stack.present(.settings)
        let dialog = stack.presentConfirmationDialog(.share, Self.removal)
        #expect(dialog.isVisible && sheet.isVisible && stack.routes[1].isVisible)
        #expect(stack.visibleRoute as? FlowRoute<MovieRoute> === dialog)
        stack.hide()
        #expect(!dialog.isVisible)
        #expect(
            stack.render() == """
                - FlowStack<MovieRoute>
                  - list
                  - movie(id: 1) (top)
                  - sheet: settings
                  - confirmationDialog: share "Remove?" {message: "It leaves your list."} \
                {buttons: "Remove" (destructive), "Keep" (cancel)}
                """)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test(.coversHideWhatIsUnderAsOnIOS) func anAlertOverACoverIsVisibleWithTheCover() {
        let stack = shownStack(.list)
        let cover = stack.present(.player(id: 1), style: .fullScreenCover)
        let alert = stack.presentAlert(.share, FlowAlert(title: "Paused"))
        #expect(alert.isVisible && cover.isVisible && !stack.routes[0].isVisible)
        #expect(alert.alert?.buttons.map(\.title) == ["OK"], "an alert without buttons gets OK")
    }

    // MARK: - Dismissal, once

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aButtonEndsTheAlertOnceAndSendsItsStep() {
        let stack = shownStack(.list)
        let alert = stack.presentAlert(.share, Self.removal)
        let watch = Watch(alert)
        var sent: [String] = []
        let subscription = alert.viewModel?.steps.sink { step in
            sent.append("\(step) presented=\(!stack.presentations.isEmpty)")
        }
        #expect(stack.answer(alert, buttonTitled: "Remove"))
        #expect(sent == ["playIsComplete presented=false"], "sent once the alert has left")
        #expect(watch.events == ["hidden", "dismissed"] && stack.presentations.isEmpty)
        // SwiftUI then writes false to the alert's binding: late, a no-op.
        stack.setPresentation(nil, at: 0, style: .alert, shown: alert)
        stack.setPresentation(nil, at: 0, style: .alert)
        #expect(watch.dismissals == 1 && stack.warnings.isEmpty)
        withExtendedLifetime(subscription) {}
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aTapOutsideEndsTheDialogWithoutAStep() {
        let stack = shownStack(.list)
        let dialog = stack.presentConfirmationDialog(.share, Self.removal)
        let watch = Watch(dialog)
        stack.setPresentation(nil, at: 0, style: .confirmationDialog, shown: dialog)
        #expect(watch.dismissals == 1 && stack.presentations.isEmpty && stack.routes[0].isVisible)
        #expect(stack.animatesLastChange)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theFlowMayDismissAnAlertItself() {
        let stack = shownStack(.list)
        let alert = stack.presentAlert(.share, Self.removal)
        stack.dismiss(alert, animated: false)
        #expect(alert.isDismissed && !stack.animatesLastChange)
    }

    // MARK: - Misuse

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func misusesAreIgnoredRecordedAndLogged() {
        let logs = LogCapture()
        let stack = FlowStack<MovieRoute>(logger: logs.logger)
        stack.show()
        stack.push(.list)
        #expect(stack.present(.share, style: .alert).isDismissed)
        let alert = stack.presentAlert(.share, Self.removal)
        #expect(stack.present(.settings).isDismissed)
        #expect(stack.present(FlowStack<SettingsRoute>(), as: .settings).isDismissed)
        #expect(stack.presentAlert(.share, Self.removal).isDismissed)
        #expect(!stack.answer(alert, buttonTitled: "Missing"))
        #expect(!stack.answer(alert, with: FlowAlertButton("Other")))
        stack.hide()
        #expect(!stack.answer(alert, buttonTitled: "Remove"), "nobody can tap a hidden alert")
        stack.show()
        #expect(stack.answer(alert, buttonTitled: "Keep"))
        #expect(!stack.answer(alert, buttonTitled: "Keep"), "answered already")
        #expect(
            stack.warnings.map(\.kind) == [
                .alertWithoutContent, .presentingOverAlert, .presentingOverAlert, .presentingOverAlert,
                .invalidAlertAnswer, .invalidAlertAnswer, .invalidAlertAnswer, .invalidAlertAnswer,
            ])
        #expect(logs.messages(at: .error) == stack.warnings.map(\.message))
        #expect(stack.presentations.isEmpty && stack.routes[0].isVisible)
    }

    // MARK: - In a flow

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aFlowNavigatesTheButtonsStepWithTheDialogGone() async {
        let store = FlowTestStore(
            flow: RemovalFlow(), stepper: OneStepper(withSingleStep: RemovalStep.moviesAreRequired))
        await store.receive(RemovalFlow.self, RemovalStep.moviesAreRequired)
        store.visibleRoute(as: MovieRoute.self)?.viewModel(as: TapModel.self)?.tap(
            RemovalStep.removalIsRequested(id: 1))
        await store.receive(RemovalFlow.self, RemovalStep.removalIsRequested(id: 1))
        do {
            let dialog = store.visibleRoute(as: MovieRoute.self)
            #expect(dialog?.style == .confirmationDialog)
            if let dialog { store.stack(of: MovieRoute.self)?.answer(dialog, buttonTitled: "Remove") }
        }
        await store.receive(RemovalFlow.self, RemovalStep.removalIsConfirmed(id: 1))
        // The step presented a sheet, which the dialog's leaving did not take with it.
        store.assertHierarchy(
            """
            - FlowStack<MovieRoute> [visible]
              - list (top) [visible]
              - sheet: cast(id: 1) [visible]
            """)
        await store.finish()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func anAnsweredOrDismissedDialogLeavesNothingBehind() async {
        let grace = Duration.milliseconds(50)
        let coordinator = FlowCoordinator(logger: LogCapture().logger, leakDetection: .enabled(gracePeriod: grace))
        let recorder = NavigationEventRecorder(coordinator)
        let flow = RemovalFlow()
        flow.stack.show()
        coordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: RemovalStep.moviesAreRequired))
        let list = flow.stack.routes[0].viewModel(as: TapModel.self)
        list?.tap(RemovalStep.removalIsRequested(id: 1))
        flow.stack.setPresentation(nil, at: 0, style: .confirmationDialog, shown: flow.stack.presentations[0])
        list?.tap(RemovalStep.removalIsRequested(id: 2))
        flow.stack.answer(flow.stack.presentations[0], buttonTitled: "Keep")
        #expect(recorder.endedContributions.count == 2)
        #expect(recorder.navigations.map { "\($0.step)" }.filter { $0.hasPrefix("removalIsConfirmed") }.isEmpty)
        await recorder.waitForLeakChecks(gracePeriod: grace)
        #expect(recorder.suspectedLeaks.isEmpty)
        withExtendedLifetime(coordinator) {}
    }
}

enum RemovalStep: Step, Equatable {
    case moviesAreRequired
    case removalIsRequested(id: Int)
    case removalIsConfirmed(id: Int)
}

/// Asks before removing a movie; a removal shows what is left in a sheet.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class RemovalFlow: Flow {
    let stack = FlowStack<MovieRoute>()
    var root: any Presentable { stack }

    func navigate(to step: any Step) -> FlowContributors {
        guard let step = step as? RemovalStep else { return .none }
        switch step {
        case .moviesAreRequired:
            return .route(stack.push(.list, viewModel: TapModel()))
        case .removalIsRequested(let id):
            let alert = FlowAlert(
                title: "Remove this movie?", message: "It leaves your list.",
                buttons: [.destructive("Remove", step: RemovalStep.removalIsConfirmed(id: id)), .cancel("Keep")])
            return .route(stack.presentConfirmationDialog(.movie(id: id), alert))
        case .removalIsConfirmed(let id):
            // Navigated once the dialog has left: this sheet is not presented over it.
            return .route(stack.present(.cast(id: id), viewModel: TapModel()))
        }
    }
}
