import Observation
import RxFlow
import RxFlowSwiftUI
import RxFlowTesting
import Testing

/// The models' observed properties, whose accessors are written by hand (their key paths are
/// made once per type): a view that reads one hears of each change to it, and of nothing else.
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
