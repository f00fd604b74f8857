import PropertyBased

/// One generated container operation, kept abstract (numbers, not screens) so that a
/// shrunk list still makes sense: `pick` and `detail` choose among what exists when the
/// operation runs.
struct ContainerOperation: Sendable, CustomStringConvertible {
    enum Kind: Sendable, Equatable, CaseIterable {
        case pushNew, pushExisting, pop, popToRoot, popTo, setStack
        case selectTab, setTabs, addChild, removeFromParent
        case presentNew, presentExisting, dismiss, showDetail
        case setRoot, makeKey, resignKey
    }

    /// Smaller is simpler: shrinking moves towards plain pushes.
    let kindCode: Int
    let pick: Int
    let detail: Int

    /// Sequences of exactly `count` operations that still shrink to shorter ones (the
    /// library's `array(of:)` never shrinks below its lower bound, and the suite must run
    /// sequences of 200), quickly: a run stops at its first violation, so candidates first
    /// drop halves, quarters, … down to single operations, latest first, then move single
    /// operations' numbers towards 0.
    static func sequences(of count: Int) -> Generator<[ContainerOperation], [[ContainerOperation]]> {
        Generator(
            run: { rng in
                (0..<count).map { _ in
                    ContainerOperation(
                        kindCode: Int.random(in: 0...99, using: &rng), pick: Int.random(in: 0...1023, using: &rng),
                        detail: Int.random(in: 0...1023, using: &rng))
                }
            },
            shrink: { shrinkCandidates($0) })
    }

    /// Simpler sequences than `operations`, most shrunk first.
    static func shrinkCandidates(_ operations: [ContainerOperation]) -> [[ContainerOperation]] {
        var candidates: [[ContainerOperation]] = []
        var chunk = max(1, operations.count / 2)
        while !operations.isEmpty {
            var start = operations.count - chunk
            while start > -chunk {
                var candidate = operations
                candidate.removeSubrange(max(0, start)..<(start + chunk))
                candidates.append(candidate)
                start -= chunk
            }
            if chunk == 1 { break }
            chunk /= 2
        }
        for index in operations.indices {
            for simpler in operations[index].simpler {
                var candidate = operations
                candidate[index] = simpler
                candidates.append(candidate)
            }
        }
        return candidates
    }

    /// The same operation with one of its numbers moved towards 0.
    var simpler: [ContainerOperation] {
        var candidates: [ContainerOperation] = []
        for (kindCode, pick, detail) in [
            (0, pick, detail), (kindCode, 0, detail), (kindCode, pick, 0),
            (kindCode / 2, pick, detail), (kindCode, pick / 2, detail), (kindCode, pick, detail / 2),
        ] where (kindCode, pick, detail) != (self.kindCode, self.pick, self.detail) {
            candidates.append(ContainerOperation(kindCode: kindCode, pick: pick, detail: detail))
        }
        return candidates
    }

    var kind: Kind {
        switch kindCode {
        case ..<14: .pushNew
        case ..<18: .pushExisting
        case ..<26: .pop
        case ..<29: .popToRoot
        case ..<32: .popTo
        case ..<36: .setStack
        case ..<42: .selectTab
        case ..<45: .setTabs
        case ..<49: .addChild
        case ..<53: .removeFromParent
        case ..<65: .presentNew
        case ..<68: .presentExisting
        case ..<78: .dismiss
        case ..<82: .showDetail
        case ..<88: .setRoot
        case ..<95: .makeKey
        default: .resignKey
        }
    }

    /// Whether the operation asks for an animated transition.
    var animated: Bool { detail & 1 == 1 }

    /// Which kind of new screen an operation makes.
    var newScreenKind: ScreenKind {
        switch (detail >> 1) % 8 {
        case 0, 1, 2: .plain
        case 3: .pusher
        case 4, 5: .navigation
        case 6: .tabs
        default: .split
        }
    }

    /// Full screen or page sheet, for presentations.
    var fullScreen: Bool { (detail >> 4) & 1 == 1 }

    var description: String { "\(kind)(pick: \(pick), detail: \(detail))" }
}

/// The kinds of screens the world makes.
enum ScreenKind: Sendable, Equatable {
    /// A plain screen, which may hold children (`addChild`).
    case plain
    /// A plain screen that pushes a new screen on its navigation controller the first time
    /// it appears (from its own `viewDidAppear`).
    case pusher
    /// A navigation controller, made with a plain root.
    case navigation
    /// A tab bar controller, made with two navigation controllers as tabs.
    case tabs
    /// A split view controller, made with two plain columns.
    case split
}
