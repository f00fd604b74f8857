import Logging
import Observation
import RxFlow

/// A navigation stack driven by a flow: the routes on its path, the routes presented over it
/// (sheets and full-screen covers), and the verbs UIKit code uses to change them. SwiftUI
/// renders it with `FlowStackView`; every rule lives here, where it runs and is tested on
/// every platform.
///
/// A flow makes a stack its `root` and contributes each route it pushes or presents with
/// the route's view model:
///
/// ```swift
/// case .movieIsPicked(let id):
///     let viewModel = MovieViewModel(id: id)
///     return .route(stack.push(.movie(id: id), viewModel: viewModel))
/// ```
///
/// Each route is a `Presentable` (`FlowRoute`), visible while it is the top of the stack and
/// nothing full-screen covers it, dismissed once when it leaves, whether the flow popped or
/// dismissed it or the user did (Back, swipe back and a sheet swiped down write the bindings
/// `path` and `setPresentation(_:at:style:)`, which apply the same rules). The stack is a
/// `Presentable` too: visible while shown (`show()`, or by the presentation that holds it),
/// dismissed when its presentation ends (`end()`, or that presentation's end).
///
/// Every verb takes `animated` (true by default): `animated: false` applies the change without
/// animation (`animatesLastChange`), for a deep link that jumps.
///
/// Misuse (popping the root, dismissing nothing, writing a path SwiftUI never writes,
/// presenting a stack that presents this one, presenting from a level that presents already)
/// is ignored, recorded in `warnings` and logged.
///
/// It needs the Observation framework: iOS 17, macOS 14, tvOS 17, watchOS 10 or visionOS on
/// Apple platforms, any platform the Swift 6 toolchain supports elsewhere.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class FlowStack<Route: Hashable>: StackPresentable, Observable {
    /// The routes on the path, root first: the root view, then what `NavigationStack` pushed.
    public internal(set) var routes: [FlowRoute<Route>] {
        get {
            access(keyPath: keyPaths.routes)
            return storedRoutes
        }
        set {
            withMutation(keyPath: keyPaths.routes) { storedRoutes = newValue }
        }
        _modify {
            let keyPath = keyPaths.routes
            access(keyPath: keyPath)
            observationRegistrar.willSet(self, keyPath: keyPath)
            defer { observationRegistrar.didSet(self, keyPath: keyPath) }
            yield &storedRoutes
        }
    }
    /// The routes presented over the path, bottom first: each is presented over the one
    /// before it (a sheet over a sheet, a cover over a sheet).
    public internal(set) var presentations: [FlowRoute<Route>] {
        get {
            access(keyPath: keyPaths.presentations)
            return storedPresentations
        }
        set {
            withMutation(keyPath: keyPaths.presentations) { storedPresentations = newValue }
        }
        _modify {
            let keyPath = keyPaths.presentations
            access(keyPath: keyPath)
            observationRegistrar.willSet(self, keyPath: keyPath)
            defer { observationRegistrar.didSet(self, keyPath: keyPath) }
            yield &storedPresentations
        }
    }
    /// The misuses ignored so far, in order.
    public internal(set) var warnings: [FlowStackWarning] {
        get {
            access(keyPath: keyPaths.warnings)
            return storedWarnings
        }
        set {
            withMutation(keyPath: keyPaths.warnings) { storedWarnings = newValue }
        }
        _modify {
            let keyPath = keyPaths.warnings
            access(keyPath: keyPath)
            observationRegistrar.willSet(self, keyPath: keyPath)
            defer { observationRegistrar.didSet(self, keyPath: keyPath) }
            yield &storedWarnings
        }
    }
    /// Whether the last change is shown with animation: the `animated` of the last verb
    /// applied (true by default), true after the user's own changes (Back, a sheet swiped
    /// down). `FlowStackView` renders a change made with `animated: false` in a transaction
    /// with animations disabled: a deep link jumps instead of playing every push.
    public internal(set) var animatesLastChange: Bool {
        get {
            access(keyPath: keyPaths.animatesLastChange)
            return storedAnimatesLastChange
        }
        set {
            withMutation(keyPath: keyPaths.animatesLastChange) { storedAnimatesLastChange = newValue }
        }
    }
    /// How many changes were applied so far (verbs and the user's writes): `FlowStackView`
    /// applies `animatesLastChange` to the update of each change, and to nothing else.
    ///
    /// Its readers hear of every change, and of `end()` too (which empties the stack without
    /// counting a change).
    public var changeCount: Int {
        // Every change writes the path or the presentations, which notify their readers: a
        // reader of the count is a reader of both, and the count notifies nothing itself (one
        // `willSet`/`didSet` pair per change instead of two, each taking the registrar's lock).
        access(keyPath: keyPaths.routes)
        access(keyPath: keyPaths.presentations)
        return storedChangeCount
    }
    /// Where warnings are logged.
    public var logger: Logger

    // The storage of the observed properties above, and their key paths (see `KeyPathCache`).
    // The model's own reads (settling) use these directly: a read through the property is
    // recorded for observers, and only a view's reads need to be.
    //
    // The verbs that run on every navigation (push, pop, the settle) are `@inlinable`, with
    // what they use `@usableFromInline`: the app's module compiles them for its route type.
    // Unspecialized, they looked the generic types up at run time (`FlowRoute<Route>`, its
    // arrays, the `Observable` conformance) several times per push, which cost more than the
    // rest of the push. Stored state is unchecked for exclusivity, as the engine's is: main-
    // actor state, never accessed in overlapping ways.
    @usableFromInline @exclusivity(unchecked) var storedRoutes: [FlowRoute<Route>] = []
    @usableFromInline @exclusivity(unchecked) var storedPresentations: [FlowRoute<Route>] = []
    @exclusivity(unchecked) private var storedWarnings: [FlowStackWarning] = []
    @usableFromInline @exclusivity(unchecked) var storedAnimatesLastChange: Bool = true
    @usableFromInline @exclusivity(unchecked) var storedChangeCount: Int = 0
    @usableFromInline let keyPaths = KeyPathCache.shared { FlowStackKeyPaths<Route>() }
    @usableFromInline let observationRegistrar = ObservationRegistrar()
    /// Set when an observed property is first read through its getter (a view's body, a
    /// test): Observation registers an observer only for what a tracking closure reads, so
    /// until then no change can notify anyone, and changes skip the registrar (a lock and a
    /// look-up per property written, most of a push's cost in the model). Never cleared.
    @usableFromInline @exclusivity(unchecked) var isRead = false

    @usableFromInline let state = PresentationState()
    @usableFromInline @exclusivity(unchecked) var presence = PresenceMachine()
    /// Shown by `show()` (a stack no other stack presents).
    @usableFromInline @exclusivity(unchecked) var isShownByApp = false
    @usableFromInline @exclusivity(unchecked) weak var hostStack: (any StackNode)? {
        didSet { mayHaveHost = hostStack != nil }
    }
    /// Set while `hostStack` was last set to a stack: a settle loads the weak reference (a
    /// run-time call, twice per push and pop) only then. A host that went away since is
    /// found by that load, as before.
    @usableFromInline @exclusivity(unchecked) var mayHaveHost = false
    /// The `FlowTabs` or `FlowSplit` holding this stack in a tab or column, if any: it shows
    /// and hides the stack.
    @usableFromInline weak var containerOwner: AnyObject?
    /// Set while a container holds the stack: with `containerOwner` gone, the container was
    /// released without `end()`, and the stack is free again (see `forgetLostContainer()`).
    @usableFromInline @exclusivity(unchecked) var isContained = false
    /// Held by tabs or a split view that were released without `end()` (the weak owner is
    /// read only for a contained stack).
    @inlinable var hasLostContainer: Bool { isContained && containerOwner == nil }
    /// Routes that left, dismissed at the next settle (so that every change is made before any
    /// listener hears of it).
    @usableFromInline @exclusivity(unchecked) var leaving: [FlowRoute<Route>] = []
    /// How many routes of `leaving` a settle has taken, in order: a queue read from its front
    /// (taking each with `remove(at: 0)` moved all the others, and ending a stack of n routes
    /// cost n²). Emptied with `leaving` once every route is taken.
    @usableFromInline @exclusivity(unchecked) var leavingTaken = 0
    /// A popped route waiting for the settle, when nothing else is waiting: a pop, the most
    /// common change, then costs no append to `leaving` and no removal from it. It left before
    /// anything `leaving` holds (it is set only while `leaving` has nothing left to take), so
    /// it is taken first.
    @usableFromInline @exclusivity(unchecked) var poppedRoute: FlowRoute<Route>?
    /// The route of the path made visible last, if it still is: the only one a settle may
    /// have to hide.
    @usableFromInline @exclusivity(unchecked) var visiblePathRoute: FlowRoute<Route>?
    /// Set by `end()`: the stack is dismissed once its routes are.
    @usableFromInline @exclusivity(unchecked) var isEnding = false
    @usableFromInline @exclusivity(unchecked) var isSettling = false
    @usableFromInline @exclusivity(unchecked) var needsSettle = false

    /// Creates an empty stack, not shown: `show()` it (the app's root) or present it from
    /// another stack (a child flow's stack in a sheet).
    public init(logger: Logger = Logger.current) {
        self.logger = logger
    }

    // MARK: - Path

    /// Pushes a new route for `value` on the path (as the root if the path is empty) and
    /// returns it, to contribute with `viewModel`. A value pushed again is a new route.
    ///
    /// Presentations stay over it, as UIKit keeps what a navigation controller presents when
    /// it pushes: under a sheet the new route is visible, under a full-screen cover it is not
    /// until the cover goes (except on macOS, where a cover is a sheet). On a stack that
    /// ended, it waits, hidden, until the stack is shown again.
    @inlinable @discardableResult
    public func push(_ value: Route, viewModel: (any Stepper)? = nil, animated: Bool = true) -> FlowRoute<Route> {
        pushRoute(FlowRoute(value: value, viewModel: viewModel, style: nil), animated: animated)
    }

    /// Pushes a new route for `value` with `viewModel`, a class instance, as
    /// `push(_:viewModel:animated:)` does with any view model; the route keeps it as it is
    /// (any other view model is cast at run time to be kept as a reference, or boxed).
    @inlinable @discardableResult
    public func push<ViewModel: AnyObject & Stepper>(
        _ value: Route, viewModel: ViewModel, animated: Bool = true
    ) -> FlowRoute<Route> {
        pushRoute(FlowRoute(value: value, viewModel: viewModel, presentation: nil), animated: animated)
    }

    /// Pushes `route`, made by one of the verbs above.
    @inlinable
    func pushRoute(_ route: FlowRoute<Route>, animated: Bool) -> FlowRoute<Route> {
        beginChange(animated: animated)
        withMutation(keyPath: keyPaths.routes) { storedRoutes.append(route) }
        settle()
        return route
    }

    /// Pops the top route and returns it (dismissed); nil and a warning on a stack of one
    /// route or none (the root leaves when another replaces it, `setRoutes(_:)`, or the stack
    /// ends).
    @inlinable @discardableResult
    public func pop(animated: Bool = true) -> FlowRoute<Route>? {
        guard storedRoutes.count > 1 else {
            warnCannotPopRoot()
            return nil
        }
        beginChange(animated: animated)
        let popped = withMutation(keyPath: keyPaths.routes) { storedRoutes.removeLast() }
        if case .none = poppedRoute, leavingTaken == leaving.count {
            poppedRoute = popped
        } else {
            leaving.append(popped)
        }
        settle()
        return popped
    }

    /// Pops every route above the root and returns them, top first.
    @discardableResult
    public func popToRoot(animated: Bool = true) -> [FlowRoute<Route>] {
        guard routes.count > 1 else { return [] }
        beginChange(animated: animated)
        return leave(keepingPath: [routes[0]])
    }

    /// Pops every route above `route` and returns them, top first; a warning if `route` is not
    /// on the path.
    @discardableResult
    public func pop(to route: FlowRoute<Route>, animated: Bool = true) -> [FlowRoute<Route>] {
        guard let index = routes.firstIndex(of: route) else {
            warn(.notInStack, "pop(to: \(route.value)) with a route that is not on the path; ignored.")
            return []
        }
        beginChange(animated: animated)
        return leave(keepingPath: Array(routes[...index]))
    }

    /// Replaces the path with routes for `values`, as a deep link does, and returns the routes
    /// now on the path. The leading routes whose values already match are kept (the same
    /// presentables, not dismissed); the others are dismissed and new routes made, to
    /// contribute (set their `viewModel` first). Presentations are kept: dismiss them first if
    /// the new path should be seen.
    ///
    /// `setRoutes([])` on a stack that has a root is ignored with a warning, as popping the
    /// root is (`.cannotPopRoot`): the root leaves when another replaces it or the stack ends.
    @inlinable @discardableResult
    public func setRoutes(_ values: [Route], animated: Bool = true) -> [FlowRoute<Route>] {
        guard !values.isEmpty || routes.isEmpty else {
            warnSetRoutesEmpty()
            return routes
        }
        beginChange(animated: animated)
        let current = storedRoutes
        let kept = PathChange.commonPrefixCount(current, values) { $0.value }
        var newPath = Array(current[..<kept])
        newPath.reserveCapacity(values.count)
        // An index loop: `map` allocated for every route here (see `PathChange`).
        for index in kept..<values.count {
            newPath.append(FlowRoute(value: values[index], viewModel: nil, presentation: nil))
        }
        leave(keepingPath: newPath)
        return storedRoutes
    }

    // MARK: - Presentations

    /// Presents a new route for `value` over the top-most presentation (or the path) and
    /// returns it, to contribute with `viewModel`. On a stack that ended, it waits, hidden,
    /// until the stack is shown again.
    ///
    /// Nothing is presented over an alert or a confirmation dialog, nor from a level that
    /// presents something already (SwiftUI presents one thing from a level): over the
    /// presentation holding a child stack that presents something, or by a child stack while
    /// the stack presenting it presents something over it. An alert is presented with its
    /// content (`presentAlert(_:_:animated:)`). Otherwise a warning, and the returned route is
    /// dismissed at once.
    @discardableResult
    public func present(
        _ value: Route, style: PresentationStyle = .sheet, viewModel: (any Stepper)? = nil, animated: Bool = true
    ) -> FlowRoute<Route> {
        if let (kind, message) = refusalToPresent(value, style: style, withAlert: false) {
            return refuse(value, style: style, kind, message)
        }
        let route = FlowRoute(value: value, viewModel: viewModel, style: style)
        beginChange(animated: animated)
        presentations.append(route)
        settle()
        return route
    }

    /// Presents `stack`, a child flow's stack, as a route for `value` over the top-most
    /// presentation: a sheet with its own `NavigationStack`. The child stack is visible while
    /// that presentation is, and ends with it. A stack that is shown, or presented already, is
    /// not presented, nor is this stack or one that presents it (a cycle), nor is anything where
    /// `present(_:style:viewModel:animated:)` refuses: a warning, and the returned route is
    /// dismissed at once.
    @discardableResult
    public func present<Child>(
        _ stack: FlowStack<Child>, as value: Route, style: PresentationStyle = .sheet, animated: Bool = true
    ) -> FlowRoute<Route> {
        if let (kind, message) = refusalToPresent(value, style: style, withAlert: false) {
            return refuse(value, style: style, kind, message)
        }
        // A stack whose tabs or split view were released is shown by nothing.
        stack.forgetLostContainer()
        let refusal: (FlowStackWarning.Kind, String)? =
            if isPresented(by: stack) {
                (.presentationCycle, "that stack is this one or presents it")
            } else if stack.hostStack != nil || stack.isShownByApp || stack.containerOwner != nil {
                (.alreadyShown, "that stack is shown already")
            } else {
                nil
            }
        if let (kind, reason) = refusal {
            return refuse(value, style: style, kind, "present(\(stack.label), as: \(value)): \(reason); ignored.")
        }
        stack.hostStack = self
        stack.state.apply(stack.presence.reenter())
        beginChange(animated: animated)
        let route = FlowRoute(value: value, viewModel: nil, style: style, child: stack)
        presentations.append(route)
        settle()
        return route
    }

    /// Dismisses the top-most presentation and returns it; nil and a warning if nothing is
    /// presented.
    @discardableResult
    public func dismiss(animated: Bool = true) -> FlowRoute<Route>? {
        guard let top = presentations.last else {
            warn(.nothingToDismiss, "dismiss() with nothing presented; ignored.")
            return nil
        }
        dismiss(top, animated: animated)
        return top
    }

    /// Dismisses `route` and every presentation over it, as UIKit dismisses what a screen
    /// presents; a warning if `route` is not presented.
    public func dismiss(_ route: FlowRoute<Route>, animated: Bool = true) {
        guard let index = presentations.firstIndex(of: route) else {
            warn(.notPresented, "dismiss(\(route.value)) with a route that is not presented; ignored.")
            return
        }
        beginChange(animated: animated)
        let removed = presentations[index...].reversed()
        presentations.removeSubrange(index...)
        leaving.append(contentsOf: removed)
        settle()
    }

    // MARK: - Internals

    /// Replaces the path with `newPath` and dismisses the routes that left; returns them.
    @inlinable @discardableResult
    func leave(keepingPath newPath: [FlowRoute<Route>]) -> [FlowRoute<Route>] {
        let removed = PathChange.removed(from: storedRoutes, keeping: newPath)
        withMutation(keyPath: keyPaths.routes) { storedRoutes = newPath }
        return leave(removed)
    }

    /// Dismisses `removed`, already off the path (top first), at the settle.
    @inlinable @discardableResult
    func leave(_ removed: [FlowRoute<Route>]) -> [FlowRoute<Route>] {
        leaving.append(contentsOf: removed)
        settle()
        return removed
    }

    /// Whether `stack` is this stack or presents it, directly or through other stacks.
    private func isPresented(by stack: any StackNode) -> Bool {
        var current: (any StackNode)? = self
        while let node = current {
            if node === stack { return true }
            current = node.host
        }
        return false
    }

    /// Records a change about to be applied, and whether it is animated.
    @inlinable
    func beginChange(animated: Bool) {
        // A restoration rebuilds the tree at once: nothing it changes is animated, and it may
        // take away again a route the user had left (see `RestoringStacks`).
        let isRestoring = FlowCoordinator.isRestoring
        if isRestoring { RestoringStacks.note(self) }
        let animated = animated && !isRestoring
        // Written only when it changes: each write notifies observers, under the registrar's lock.
        if storedAnimatesLastChange != animated {
            withMutation(keyPath: keyPaths.animatesLastChange) { storedAnimatesLastChange = animated }
        }
        // Not notified by itself: the write of the path or the presentations that follows
        // (every verb makes one) tells the count's readers (see `changeCount`).
        storedChangeCount += 1
    }

    /// Tells observers that `keyPath` is read (what the `@Observable` macro writes).
    @inlinable
    func access<Member>(keyPath: KeyPath<FlowStack, Member>) {
        isRead = true
        observationRegistrar.access(self, keyPath: keyPath)
    }

    /// Applies `mutation`, telling observers of `keyPath` (what the `@Observable` macro writes),
    /// if there can be any (`isRead`).
    @inlinable
    func withMutation<Member, Result>(
        keyPath: KeyPath<FlowStack, Member>, _ mutation: () throws -> Result
    ) rethrows -> Result {
        guard isRead else { return try mutation() }
        // What `ObservationRegistrar.withMutation` does, without its unspecialized generic call.
        observationRegistrar.willSet(self, keyPath: keyPath)
        defer { observationRegistrar.didSet(self, keyPath: keyPath) }
        return try mutation()
    }

    /// The stack's name in messages.
    var label: String { "FlowStack<\(Route.self)>" }

    @usableFromInline
    func warnCannotPopRoot() {
        warn(.cannotPopRoot, "pop() on a stack of \(storedRoutes.count) route(s); ignored.")
    }

    @usableFromInline
    func warnSetRoutesEmpty() {
        warn(.cannotPopRoot, "setRoutes([]) would remove the root; ignored (end() the stack to empty it).")
    }

    func warn(_ kind: FlowStackWarning.Kind, _ message: String) {
        let warning = FlowStackWarning(kind: kind, message: "\(label): \(message)")
        warnings.append(warning)
        logger.error("\(warning.message)", metadata: ["kind": "\(kind)"])
    }
}
