import RxFlow
import RxFlowHeadless
import RxFlowSwiftUI

/// The flows, presentables and steppers a store has seen, held weakly, to say which ones are
/// still alive once everything should have been released.
@MainActor
final class ReleaseTracker {
    private struct Entry {
        weak var object: AnyObject?
        let label: String
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The labels in the order they were first seen, for a stable report.
    private var order: [ObjectIdentifier] = []

    /// What is never tracked: objects the store itself holds until it goes.
    private var ignored: Set<ObjectIdentifier> = []

    /// Never tracks `object`, which the caller holds for as long as the tracker lives (so
    /// its identifier cannot be reused by another object meanwhile).
    func ignore(_ object: AnyObject) {
        ignored.insert(ObjectIdentifier(object))
    }

    /// Tracks `object` (a class instance: values cannot leak) under `label`.
    func track(_ object: AnyObject, as label: String) {
        let id = ObjectIdentifier(object)
        guard !ignored.contains(id) else { return }
        if let entry = entries[id], entry.object != nil { return }
        if entries[id] == nil { order.append(id) }
        entries[id] = Entry(object: object, label: label)
    }

    /// Tracks `value` if it is a class instance, described by its type.
    func track(anyValue value: Any) {
        guard type(of: value) is AnyClass else { return }
        let object = value as AnyObject
        track(object, as: String(describing: type(of: value)))
    }

    /// Tracks a flow, its root and the steppers it holds in its stored properties.
    func track(flow: any Flow) {
        track(flow, as: String(describing: type(of: flow)))
        track(presentable: flow.root)
        trackSteppers(heldBy: flow)
    }

    /// Tracks a presentable: a screen with its title, anything else by type, and the steppers
    /// it holds (a screen's view model).
    func track(presentable: any Presentable) {
        if let screen = presentable as? ViewController {
            track(screen, as: ScreenLabel.of(screen))
        } else {
            track(presentable, as: String(describing: type(of: presentable)))
        }
        trackSteppers(heldBy: presentable)
    }

    /// Tracks every screen in `window`'s hierarchy (children and presentations) and their
    /// steppers.
    func track(hierarchyOf window: Window) {
        guard let root = window.rootViewController else { return }
        var pending = [root]
        var seen: Set<ObjectIdentifier> = []
        while let screen = pending.popLast() {
            guard seen.insert(ObjectIdentifier(screen)).inserted else { continue }
            track(presentable: screen)
            pending.append(contentsOf: screen.children)
            if let presented = screen.presentedViewController { pending.append(presented) }
        }
    }

    /// Tracks every route and child stack on `stack` and their steppers (a route's view model).
    func track(presentablesOf stack: any StackPresentable) {
        for presentable in stack.presentables {
            // A route describes itself with its value: `FlowRoute<MovieRoute> movie(id: 1)`.
            let label = (presentable as? any CustomStringConvertible)?.description
            track(presentable, as: label ?? String(describing: type(of: presentable)))
            trackSteppers(heldBy: presentable)
        }
    }

    /// The labels of what is still alive, in the order first seen.
    var alive: [String] {
        order.compactMap { id in entries[id].flatMap { $0.object == nil ? nil : $0.label } }
    }

    /// Class-instance steppers in `owner`'s stored properties (and its superclasses').
    private func trackSteppers(heldBy owner: AnyObject) {
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror {
            for child in current.children {
                if let stepper = child.value as? any Stepper, type(of: stepper) is AnyClass {
                    track(stepper as AnyObject, as: String(describing: type(of: stepper)))
                }
            }
            mirror = current.superclassMirror
        }
    }
}
