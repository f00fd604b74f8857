@_spi(RxFlowInternals) import RxFlow
@_spi(RxFlowInternals) import RxFlowHeadless
import RxFlowSwiftUI

/// The flows, presentables and steppers a store has seen, held weakly, to say which ones are
/// still alive once everything should have been released.
@MainActor
final class ReleaseTracker {
    /// How a tracked object is named if it outlives the store. Screens and types are named
    /// only then, from the object still alive: naming a type costs a reflection, and most
    /// tracked objects are released.
    private enum Label {
        /// A screen: its type and its title when reported.
        case screen
        /// The object's type.
        case type
        /// A text made when tracked (a route's description).
        case text(String)
    }

    private struct Entry {
        weak var object: AnyObject?
        let label: Label
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

    /// Tracks `object` (a class instance: values cannot leak), to be named by `label`.
    private func track(_ object: AnyObject, as label: Label) {
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
        track(object, as: .type)
    }

    /// Tracks a flow, its root and the steppers it holds in its stored properties.
    func track(flow: any Flow) {
        track(flow, as: .type)
        track(presentable: flow.root)
        trackSteppers(heldBy: flow)
    }

    /// Tracks a presentable: a screen with its title, anything else by type, and the steppers
    /// it holds (a screen's view model).
    func track(presentable: any Presentable) {
        track(presentable, as: presentable is ViewController ? .screen : .type)
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
            let description = (presentable as? any CustomStringConvertible)?.description
            track(presentable, as: description.map(Label.text) ?? .type)
            trackSteppers(heldBy: presentable)
        }
    }

    /// The labels of what is still alive, in the order first seen.
    var alive: [String] {
        order.compactMap { id in
            guard let entry = entries[id], let object = entry.object else { return nil }
            return Self.name(object, as: entry.label)
        }
    }

    private static func name(_ object: AnyObject, as label: Label) -> String {
        switch label {
        case .text(let text): text
        case .screen: (object as? ViewController)?.label ?? TypeName.of(type(of: object))
        case .type: TypeName.of(type(of: object))
        }
    }

    /// Class-instance steppers in `owner`'s stored properties (and its superclasses').
    private func trackSteppers(heldBy owner: AnyObject) {
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror {
            for child in current.children {
                if let stepper = child.value as? any Stepper, type(of: stepper) is AnyClass {
                    track(stepper as AnyObject, as: .type)
                }
            }
            mirror = current.superclassMirror
        }
    }
}
