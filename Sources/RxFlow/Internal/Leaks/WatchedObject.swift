/// An object a leak check watches: held weakly, with its type (read while it was alive, named
/// only in a report) and the role it had, which decides what excuses it for being alive later.
struct WatchedObject {
    enum Role {
        /// A flow: only a run of its own (under any coordinator) excuses it.
        case flow
        /// A presentable (a flow's root, a contributed presentable): it may still be shown
        /// unless it was dismissed. `knownDismissed`: the engine saw its dismissal (needed
        /// for presentables without a `PresentationState`, whose state the engine does not
        /// keep once it lets go).
        case presentable(knownDismissed: Bool)
        /// A stepper: usually held by its presentable (a screen's view model), so whatever
        /// excuses one of `holders` (indices of other watched objects) excuses it too.
        case stepper(holders: [Int])
    }

    weak var object: AnyObject?
    /// The identity while the engine held it: no two watched objects share one.
    let identity: ObjectIdentifier
    let type: any AnyObject.Type
    /// Its type's name as the app writes it, as events and the navigation graph name it.
    var typeName: String { TypeName.of(type) }
    var role: Role

    init(_ object: AnyObject, role: Role) {
        self.object = object
        identity = ObjectIdentifier(object)
        type = Swift.type(of: object)
        self.role = role
    }
}
