import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// Promises of the SwiftUI article and of the stack's `///` docs that no other suite checks,
/// written from the docs alone: alerts in a tree of stacks, stale binding writes, `setRoutes`
/// and ended stacks at their edges, and what counts as a change for the view's transaction.
@MainActor
struct DocumentedPromisesTests {
    private static let removal = FlowAlert(
        title: "Remove?", buttons: [.destructive("Remove"), .cancel("Keep", step: MovieStep.playIsComplete)])

    // MARK: - Alerts

    /// "Nothing is presented over an alert": not by the stack whose sheet holds a child stack
    /// showing one either, nor by a child stack under its parent's alert, since the new
    /// presentation would cover the alert.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func nothingIsPresentedOverTheAlertOfAChildStack() {
        let logs = LogCapture()
        let parent = shownStack(.list, logger: logs.logger)
        let child = FlowStack<SettingsRoute>(logger: logs.logger)
        child.push(.settings)
        parent.present(child, as: .settings)
        let alert = child.presentAlert(.about, Self.removal)
        #expect(alert.isVisible && child.routes[0].isVisible)

        #expect(parent.present(.share).isDismissed)
        #expect(parent.presentAlert(.share, FlowAlert(title: "Again")).isDismissed)
        #expect(parent.present(FlowStack<SettingsRoute>(logger: logs.logger), as: .share).isDismissed)
        #expect(parent.warnings.map(\.kind) == [.presentingOverAlert, .presentingOverAlert, .presentingOverAlert])
        #expect(logs.messages(at: .error) == parent.warnings.map(\.message))
        #expect(parent.presentations.count == 1 && alert.isVisible)
        // Once the alert is answered, the parent presents again.
        #expect(child.answer(alert, buttonTitled: "Remove"))
        #expect(parent.present(.share).isVisible)
        parent.dismiss()

        let parentAlert = parent.presentAlert(.share, Self.removal)
        #expect(child.present(.about).isDismissed)
        #expect(child.presentConfirmationDialog(.about, Self.removal).isDismissed)
        #expect(child.warnings.map(\.kind) == [.presentingOverAlert, .presentingOverAlert])
        #expect(parentAlert.isVisible && child.presentations.isEmpty)
        #expect(logs.messages(at: .error).count == 5)
    }

    // MARK: - One presentation from a level

    /// SwiftUI presents one thing from a level, as UIKit presents nothing from a screen that
    /// presents already: a stack presents nothing over the presentation holding a child stack
    /// that presents something, and a child stack presents nothing under a presentation its
    /// parent made over it. Both are refused with a warning; once the level
    /// is free again, they present.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func onePresentationIsMadeFromALevel() {
        let logs = LogCapture()
        let parent = shownStack(.list, logger: logs.logger)
        let child = FlowStack<SettingsRoute>(logger: logs.logger)
        child.push(.settings)
        let holder = parent.present(child, as: .settings)
        let childSheet = child.present(.about)
        #expect(parent.present(.share).isDismissed)
        #expect(parent.present(.share, style: .fullScreenCover).isDismissed)
        #expect(parent.present(FlowStack<SettingsRoute>(logger: logs.logger), as: .share).isDismissed)
        #expect(parent.warnings.map(\.kind) == Array(repeating: .alreadyPresenting, count: 3))
        #expect(childSheet.isVisible && parent.presentations == [holder])

        child.dismiss()
        let over = parent.present(.share)  // over the presentation holding the child
        #expect(over.isVisible && holder.isVisible && child.routes[0].isVisible)
        #expect(child.present(.about).isDismissed)
        #expect(child.present(FlowStack<MovieRoute>(logger: logs.logger), as: .about).isDismissed)
        #expect(child.warnings.map(\.kind) == [.alreadyPresenting, .alreadyPresenting])
        parent.dismiss(over)
        #expect(child.present(.about).isVisible)
        #expect(logs.messages(at: .error) == parent.warnings.map(\.message) + child.warnings.map(\.message))
    }

    // MARK: - Full-screen covers, as each platform renders them

    /// A full-screen cover hides what is under it where SwiftUI has one; on macOS, where
    /// `FlowStackView` shows it as a sheet, what is under it stays visible, as under a sheet.
    /// Both rules, whatever the platform running the test (each for its own task).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aFullScreenCoverHidesWhatIsUnderItWhereThePlatformHasOne() {
        #if os(macOS)
            #expect(!PresentationStyle.platformFullScreenCoversHideWhatIsUnder)
        #else
            #expect(PresentationStyle.platformFullScreenCoversHideWhatIsUnder)
        #endif
        for hides in [true, false] {
            PresentationStyle.$fullScreenCoversHideWhatIsUnderOverride.withValue(hides) {
                let stack = shownStack(.list)
                let cover = stack.present(.player(id: 1), style: .fullScreenCover)
                let pushed = stack.push(.movie(id: 1))
                #expect(cover.isVisible && pushed.isVisible == !hides)
                let child = FlowStack<SettingsRoute>()
                child.push(.settings)
                stack.dismiss(cover)
                let sheet = stack.present(child, as: .settings)
                let childCover = child.present(.about, style: .fullScreenCover)
                #expect(childCover.isVisible && sheet.isVisible)
                #expect(child.routes[0].isVisible == !hides && pushed.isVisible == !hides)
                child.dismiss(childCover)
                #expect(child.routes[0].isVisible && pushed.isVisible && stack.warnings.isEmpty)
            }
        }
    }

    /// A button's step is sent when picked, a cancel button's too; a dismissal without a button
    /// sends none.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aCancelButtonSendsItsStepOnlyWhenPicked() {
        let stack = shownStack(.list)
        var sent: [String] = []
        let dismissed = stack.presentConfirmationDialog(.share, Self.removal)
        let first = dismissed.viewModel?.steps.sink { sent.append("\($0)") }
        stack.setPresentation(nil, at: 0, style: .confirmationDialog, shown: dismissed)
        let answered = stack.presentConfirmationDialog(.share, Self.removal)
        let second = answered.viewModel?.steps.sink { sent.append("\($0)") }
        #expect(stack.answer(answered, buttonTitled: "Keep"))
        #expect(sent == ["playIsComplete"] && dismissed.isDismissed && answered.isDismissed)
        #expect(stack.warnings.isEmpty)
        withExtendedLifetime((first, second)) {}
    }

    /// What is under an alert navigates: a push under it goes on the path, visible, with the
    /// alert still over it.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func whatIsUnderAnAlertNavigatesUnderIt() async {
        let store = FlowTestStore(
            flow: RemovalFlow(), stepper: OneStepper(withSingleStep: RemovalStep.moviesAreRequired))
        await store.receive(RemovalFlow.self, RemovalStep.moviesAreRequired)
        let list = { store.stack(of: MovieRoute.self)?.routes.first?.viewModel(as: TapModel.self) }
        list()?.tap(RemovalStep.removalIsRequested(id: 1))
        await store.receive(RemovalFlow.self, RemovalStep.removalIsRequested(id: 1))
        list()?.tap(RemovalStep.moviesAreRequired)
        await store.receive(RemovalFlow.self, RemovalStep.moviesAreRequired)
        store.assertHierarchy(
            """
            - FlowStack<MovieRoute> [visible]
              - list
              - list (top) [visible]
              - confirmationDialog: movie(id: 1) "Remove this movie?" {message: "It leaves your list."} \
            {buttons: "Remove" (destructive), "Keep" (cancel)} [visible]
            """)
        await store.finish()
    }

    // MARK: - Stale binding writes

    /// An alert's `false`, written by SwiftUI after the flow replaced the alert with another,
    /// leaves the new one.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aLateWriteForAnAlertTheFlowReplacedIsIgnored() {
        let stack = shownStack(.list)
        let first = stack.presentAlert(.share, Self.removal)
        stack.dismiss(first)
        let second = stack.presentAlert(.settings, FlowAlert(title: "Next"))
        stack.setPresentation(nil, at: 0, style: .alert, shown: first)
        #expect(stack.presentations == [second] && second.isVisible && stack.warnings.isEmpty)
    }

    /// A write for a level nothing was ever presented at, or after the stack ended, is a no-op.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aLateWriteAfterTheStackEndedIsANoOp() {
        let stack = shownStack(.list)
        let sheet = stack.present(.share)
        let watch = Watch(sheet)
        stack.end()
        stack.setPresentation(nil, at: 0, style: .sheet, shown: sheet)
        stack.setPresentation(nil, at: 3, style: nil)
        stack.path = []
        #expect(watch.dismissals == 1 && stack.warnings.isEmpty)
    }

    // MARK: - setRoutes

    /// The leading routes whose values match are the same presentables, not dismissed; the
    /// others are dismissed and new routes made, without a view model until the flow sets one.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func setRoutesWithANewRootReplacesEveryRoute() {
        let stack = shownStack(.list, .movie(id: 1))
        let old = stack.routes
        let watches = old.map(Watch.init)
        let same = stack.setRoutes([.list, .movie(id: 1)])
        #expect(same == old && watches.allSatisfy { $0.dismissals == 0 })
        let new = stack.setRoutes([.settings, .movie(id: 1)])
        #expect(watches.map(\.dismissals) == [1, 1] && old.allSatisfy(\.isDismissed))
        #expect(new.map(\.value) == [.settings, .movie(id: 1)] && new.allSatisfy { $0.viewModel == nil })
        #expect(new[1] !== old[1] && new[1].isVisible && !new[0].isVisible)
        #expect(stack.warnings.isEmpty)
    }

    /// On an ended stack, or one its tab hides, the new path waits hidden until it is shown.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func setRoutesOnAStackThatIsNotShownWaitsHidden() {
        let stack = shownStack(.list)
        stack.end()
        let routes = stack.setRoutes([.list, .movie(id: 1)], animated: false)
        #expect(routes.allSatisfy { !$0.isVisible && !$0.isDismissed } && !stack.animatesLastChange)
        stack.show()
        #expect(routes[1].isVisible && stack.warnings.isEmpty)
    }

    // MARK: - Ended stacks

    /// A child stack presented on an ended stack waits hidden with it, and shows with it.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aChildStackPresentedOnAnEndedStackWaitsForIt() {
        let parent = shownStack(.list)
        parent.end()
        parent.push(.list)
        let child = FlowStack<SettingsRoute>()
        child.push(.settings)
        let sheet = parent.present(child, as: .settings)
        #expect(!sheet.isDismissed && !child.isVisible && !child.routes[0].isVisible)
        parent.show()
        #expect(child.isVisible && child.routes[0].isVisible && sheet.isVisible)
        let watch = Watch(child)
        parent.end()
        #expect(watch.dismissals == 1 && child.routes.isEmpty && parent.warnings.isEmpty)
    }

    // MARK: - Changes and animation

    /// Every verb's `animated` is what the view applies; a verb that changes nothing (popping
    /// to the root from it, a misuse) is not a change.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aVerbThatChangesNothingIsNotAChange() {
        let logs = LogCapture()
        let stack = shownStack(.list, logger: logs.logger)
        let count = stack.changeCount
        #expect(stack.popToRoot(animated: false).isEmpty)
        stack.pop(to: FlowRoute<MovieRoute>.unrelated, animated: false)
        stack.dismiss(animated: false)
        #expect(stack.changeCount == count && stack.animatesLastChange)
        let sheet = stack.present(.share, animated: false)
        #expect(stack.changeCount == count + 1 && !stack.animatesLastChange)
        stack.setPresentation(nil, at: 0, style: .sheet, shown: sheet)  // swiped down
        #expect(stack.changeCount == count + 2 && stack.animatesLastChange)
        #expect(logs.messages(at: .error).count == 2)
    }
}

extension FlowRoute<MovieRoute> {
    /// A route of no stack.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    static var unrelated: FlowRoute<MovieRoute> { FlowStack<MovieRoute>().push(.list) }
}
