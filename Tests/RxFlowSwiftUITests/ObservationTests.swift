import Observation
import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// The models' observed properties, whose accessors are written by hand (their key paths are
/// made once per type): a view that reads one hears of each change to it, and of nothing else,
/// but for the change counts, which notify nothing themselves: their readers hear of the
/// writes that every change makes (the path or the presentations, the tabs or the selection).
@MainActor
struct ObservationTests {
    /// A read of each observed property of a stack, and a change to it.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private var stackChanges: [(String, (FlowStack<MovieRoute>) -> Any, (FlowStack<MovieRoute>) -> Void)] {
        [
            ("routes", { $0.routes }, { $0.push(.movie(id: 1)) }),
            ("presentations", { $0.presentations }, { $0.present(.share) }),
            ("warnings", { $0.warnings }, { $0.dismiss($0.routes[0]) }),
            ("animatesLastChange", { $0.animatesLastChange }, { $0.pop(animated: false) }),
            ("changeCount", { $0.changeCount }, { $0.push(.cast(id: 2)) }),
        ]
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func eachPropertyOfAStackTellsItsReadersOfItsChanges() {
        let stack = shownStack(.list, logger: LogCapture().logger)
        for (name, read, change) in stackChanges {
            #expect(changed(stack, reading: read, by: change), "\(name)")
        }
        // A read of the path does not hear of a change to the warnings only.
        stack.popToRoot()
        #expect(!changed(stack, reading: { $0.routes }, by: { $0.pop() }))
        #expect(stack.warnings.map(\.kind) == [.notPresented, .cannotPopRoot])
    }

    /// A stack skips Observation's notifications until something reads it (nothing can observe
    /// it before): whichever property is read first, its reader hears of the next change.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aStackChangedBeforeAnyReadTellsItsFirstReaderOfTheNextChange() {
        for (name, read, change) in stackChanges {
            let stack = shownStack(.list, .movie(id: 3), logger: LogCapture().logger)
            stack.pop(animated: false)
            stack.push(.movie(id: 4))
            #expect(changed(stack, reading: read, by: change), "\(name)")
        }
    }

    /// The change count notifies nothing itself (one notification per change, not two): its
    /// readers hear of each change through the path and the presentations, which every verb
    /// writes. A reader of the count alone, and one of the path alone, each hear of a push and
    /// of a pop.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func readersOfTheCountAloneAndOfThePathAloneEachHearOfPushesAndPops() {
        let stack = shownStack(.list, logger: LogCapture().logger)
        let readers: [(String, (FlowStack<MovieRoute>) -> Any)] = [
            ("changeCount", { $0.changeCount }), ("routes", { $0.routes }),
        ]
        for (name, read) in readers {
            let count = stack.changeCount
            #expect(changed(stack, reading: read, by: { $0.push(.movie(id: 1)) }), "\(name) hears a push")
            #expect(changed(stack, reading: read, by: { $0.pop() }), "\(name) hears a pop")
            #expect(stack.changeCount == count + 2)
        }
        #expect(stack.warnings.isEmpty)
    }

    /// Every change counts one and tells the count's readers: the verbs, and the user's writes
    /// (Back, a sheet swiped down). The path's readers hear only of the changes to the path.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func everyChangeTellsTheCountsReadersAndCountsOne() {
        let stack = shownStack(.list, logger: LogCapture().logger)
        let changes: [(String, Bool, (FlowStack<MovieRoute>) -> Void)] = [
            ("push", true, { $0.push(.movie(id: 1)) }),
            ("push without animation", true, { $0.push(.cast(id: 1), animated: false) }),
            ("pop", true, { $0.pop() }),
            ("setRoutes", true, { $0.setRoutes([.list, .movie(id: 2), .cast(id: 2)]) }),
            ("pop(to:)", true, { $0.pop(to: $0.routes[1]) }),
            ("Back", true, { $0.path = [] }),
            ("present", false, { $0.present(.share) }),
            (
                "presentAlert", false,
                { $0.presentAlert(.settings, FlowAlert(title: "Sure?", buttons: [.cancel("No")])) }
            ),
            ("answer", false, { $0.answer($0.presentations[1], buttonTitled: "No") }),
            ("a sheet swiped down", false, { $0.setPresentation(nil, at: 0, style: .sheet) }),
            ("present a cover", false, { $0.present(.player(id: 1), style: .fullScreenCover) }),
            ("dismiss", false, { $0.dismiss() }),
            ("push again", true, { $0.push(.movie(id: 3)) }),
            ("popToRoot", true, { $0.popToRoot() }),
        ]
        for (name, changesPath, change) in changes {
            let count = stack.changeCount
            let (countRead, pathRead) = (ChangeFlag(), ChangeFlag())
            withObservationTracking {
                _ = stack.changeCount
            } onChange: {
                countRead.isSet = true
            }
            withObservationTracking {
                _ = stack.routes
            } onChange: {
                pathRead.isSet = true
            }
            change(stack)
            #expect(countRead.isSet, "\(name) tells the count's readers")
            #expect(pathRead.isSet == changesPath, "\(name) tells the path's readers only if it changes the path")
            #expect(stack.changeCount == count + 1, "\(name) counts one")
        }
        #expect(stack.warnings.isEmpty, "\(stack.warnings)")
    }

    /// `end()` counts no change, but empties the path and the presentations: the count's
    /// readers hear of it, as its documentation says.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func theCountsReadersHearOfAStacksEnd() {
        let stack = shownStack(.list, .movie(id: 1), logger: LogCapture().logger)
        stack.present(.share)
        let count = stack.changeCount
        #expect(changed(stack, reading: { $0.changeCount }, by: { $0.end() }))
        #expect(stack.changeCount == count)
        #expect(stack.routes.isEmpty && stack.presentations.isEmpty)
        #expect(stack.warnings.isEmpty)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func eachPropertyOfTabsTellsItsReadersOfItsChanges() {
        let tabs = FlowTabs<Int>(logger: LogCapture().logger)
        tabs.show()
        let changes: [(String, (FlowTabs<Int>) -> Any, (FlowTabs<Int>) -> Void)] = [
            ("tabs", { $0.tabs }, { $0.add(0) }),
            (
                "selectedTab", { $0.selectedTab as Any },
                {
                    $0.add(1); $0.selection = 1
                }
            ),
            ("warnings", { $0.warnings }, { $0.select(2) }),
            ("animatesLastChange", { $0.animatesLastChange }, { $0.select(0, animated: false) }),
            ("changeCount", { $0.changeCount }, { $0.selection = 1 }),
        ]
        for (name, read, change) in changes {
            #expect(changed(tabs, reading: read, by: change), "\(name)")
        }
        #expect(!changed(tabs, reading: { $0.tabs }, by: { $0.select(0) }))
        #expect(tabs.warnings.map(\.kind) == [.unknownTab])
    }

    /// The tabs' change count notifies nothing itself either: its readers hear of each change
    /// through the tabs and the selection.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func everyChangeOfTabsTellsTheCountsReadersAndCountsOne() {
        let tabs = FlowTabs<Int>(logger: LogCapture().logger)
        tabs.show()
        let changes: [(String, (FlowTabs<Int>) -> Void)] = [
            ("add", { $0.add(0) }),
            ("add another", { $0.add(1) }),
            ("the user's switch", { $0.selection = 1 }),
            ("select without animation", { $0.select(0, animated: false) }),
            ("select", { $0.select(1) }),
            ("end", { $0.end() }),
        ]
        for (name, change) in changes {
            let count = tabs.changeCount
            #expect(changed(tabs, reading: { $0.changeCount }, by: change), "\(name) tells the count's readers")
            #expect(tabs.changeCount == count + 1, "\(name) counts one")
        }
        #expect(tabs.warnings.isEmpty, "\(tabs.warnings)")
    }

    @Test func aRouteDescribesItsTypeAndValue() {
        let stack = shownStack(.movie(id: 1))
        #expect(stack.routes[0].description == "FlowRoute<MovieRoute> movie(id: 1)")
    }

    /// Whether `change` tells a reader of what `read` reads that it changed.
    private func changed<Model: AnyObject>(
        _ model: Model, reading read: (Model) -> Any, by change: (Model) -> Void
    ) -> Bool {
        let flag = ChangeFlag()
        withObservationTracking {
            _ = read(model)
        } onChange: {
            flag.isSet = true
        }
        change(model)
        return flag.isSet
    }
}
