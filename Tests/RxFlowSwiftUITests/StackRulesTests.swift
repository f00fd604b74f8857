import Testing

@testable import RxFlowSwiftUI

/// The pure rules: visibility from a stack's shape, one route's presence, path comparisons.
struct StackRulesTests {
    typealias Layer = StackVisibility.Layer

    @Test func onlyTheTopOfAShownPathIsVisible() {
        #expect(StackVisibility.compute(isShown: true, pathIsEmpty: false, layers: []).pathTop)
        #expect(!StackVisibility.compute(isShown: false, pathIsEmpty: false, layers: []).pathTop)
        #expect(!StackVisibility.compute(isShown: true, pathIsEmpty: true, layers: []).pathTop)
    }

    @Test func aSheetLeavesWhatIsUnderItVisible() {
        let result = StackVisibility.compute(
            isShown: true, pathIsEmpty: false, layers: [Layer(covers: false), Layer(covers: false)])
        #expect(result == .init(pathTop: true, layers: [true, true]))
    }

    @Test func aCoverHidesEverythingUnderItButNotWhatIsOverIt() {
        let result = StackVisibility.compute(
            isShown: true, pathIsEmpty: false,
            layers: [Layer(covers: false), Layer(covers: true), Layer(covers: false)])
        #expect(result == .init(pathTop: false, layers: [false, true, true]))
    }

    @Test func nothingIsVisibleOnAHiddenStack() {
        let result = StackVisibility.compute(isShown: false, pathIsEmpty: false, layers: [Layer(covers: true)])
        #expect(result == .init(pathTop: false, layers: [false]))
    }

    @Test func aRouteIsShownHiddenAndDismissedOnce() {
        var machine = PresenceMachine()
        #expect(machine.visibilityComputed(false) == .none)
        #expect(machine.visibilityComputed(true) == .show)
        #expect(machine.visibilityComputed(true) == .none)
        #expect(machine.ended() == .hideAndDismiss)
        #expect(machine.ended() == .none)
        #expect(machine.visibilityComputed(true) == .none)
        #expect(machine.hasEnded)
    }

    @Test func aHiddenRouteIsDismissedWithoutHiding() {
        var machine = PresenceMachine()
        _ = machine.visibilityComputed(true)
        #expect(machine.visibilityComputed(false) == .hide)
        #expect(machine.ended() == .dismiss)
    }

    @Test func aStackShownAgainCanBeDismissedAgain() {
        var machine = PresenceMachine()
        #expect(machine.ended() == .dismiss)
        #expect(machine.reenter() == .reenter)
        #expect(machine.reenter() == .none)
        #expect(machine.visibilityComputed(true) == .show)
        #expect(machine.ended() == .hideAndDismiss)
    }

    @MainActor @Test func pathChangesCompareByIdentity() {
        let (a, b, c) = (Box(), Box(), Box())
        let removed = PathChange.removed(from: [a, b, c], keeping: [a])
        #expect(removed.map(ObjectIdentifier.init) == [c, b].map(ObjectIdentifier.init))
        #expect(PathChange.removed(from: [a, b], keeping: [b, a]).isEmpty)
        #expect(PathChange.isTruncation(of: [a, b, c], to: [a]))
        #expect(PathChange.isTruncation(of: [a, b], to: [a, b]))
        #expect(!PathChange.isTruncation(of: [a, b], to: [a, c]))
        #expect(!PathChange.isTruncation(of: [a], to: [a, b]))
        #expect(PathChange.removed(from: [a], keeping: [a, b]).isEmpty)
        #expect(PathChange.commonPrefixCount([1, 2, 3], [1, 2, 4, 5]) { $0 } == 2)
        #expect(PathChange.commonPrefixCount([1, 2], []) { $0 } == 0)
        #expect(PathChange.commonPrefixCount([a, b], [1, 2]) { $0 === a ? 1 : 3 } == 1)
    }

    private final class Box {}
}
