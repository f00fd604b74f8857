extension Flows {
    /// Waits until every flow in `flows` is ready, then returns their roots, in order: the
    /// async twin of `use(_:when: .ready)`, for code that reads better without a callback.
    ///
    /// ```swift
    /// let roots = try await Flows.ready(wishlistFlow, watchedFlow)
    /// tabBarController.setViewControllers(roots.compactMap { $0 as? ViewController }, animated: false)
    /// ```
    ///
    /// A flow is ready once it has navigated its first step and every child flow that step
    /// contributed is ready (as for `use(_:when: .ready)`); it may be coordinated after this
    /// call. Returns at once for flows that are already ready, or for no flows.
    ///
    /// - Throws: `FlowsReadinessError.neverReady` as soon as one of the flows ends before
    ///   being ready (its coordinator is released, its root is dismissed, its parent ends),
    ///   and `CancellationError` if the awaiting task is cancelled. The wait never outlives
    ///   either: a flow that is never coordinated is waited for until the task is cancelled.
    ///   A flow that had already ended when the wait began is waited for in the same way,
    ///   like one not coordinated yet: it is ready if it runs again.
    public static func ready(_ flows: any Flow...) async throws -> [any Presentable] {
        try await ready(flows)
    }

    /// Waits until every flow in `flows` is ready, then returns their roots, in order; see
    /// `ready(_:)`.
    public static func ready(_ flows: [any Flow]) async throws -> [any Presentable] {
        let waiter = ReadinessWaiter(flows: flows)
        // The roots stay on the main actor: the continuation only says when to return them.
        var roots: [any Presentable] = []
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled { waiter.cancel() }
                ReadinessRegistry.shared.wait(waiter, for: flows) { outcome in
                    switch outcome {
                    case .ready(let readyRoots):
                        roots = readyRoots
                        continuation.resume()
                    case .neverReady: continuation.resume(throwing: FlowsReadinessError.neverReady)
                    case .cancelled: continuation.resume(throwing: CancellationError())
                    }
                }
            }
        } onCancel: {
            // Cancellation may come from any thread; the waiter lives on the main actor.
            MainQueue.run { waiter.cancel() }
        }
        return roots
    }

    /// Waits until `flow` is ready, then returns its root as a `Root`; see `ready(_:)`.
    ///
    /// ```swift
    /// let root = try await Flows.ready(settingsFlow, as: SplitViewController.self)
    /// ```
    ///
    /// - Throws: what `ready(_:)` throws, and `FlowsReadinessError.rootTypeMismatch` if the
    ///   root is not a `Root`.
    public static func ready<Root>(_ flow: any Flow, as rootType: Root.Type) async throws -> Root {
        try typed(try await ready([flow]))[0]
    }

    /// Waits until every flow in `flows` is ready, then returns their roots as `Root`s, in
    /// order; see `ready(_:)`.
    ///
    /// - Throws: what `ready(_:)` throws, and `FlowsReadinessError.rootTypeMismatch` if a
    ///   root is not a `Root`.
    public static func ready<Root>(_ flows: [any Flow], as rootType: Root.Type) async throws -> [Root] {
        try typed(try await ready(flows))
    }

    private static func typed<Root>(_ roots: [any Presentable]) throws -> [Root] {
        try roots.map { root in
            guard let typed = root as? Root else {
                throw FlowsReadinessError.rootTypeMismatch(
                    expected: TypeName.of(Root.self), actual: TypeName.of(type(of: root)))
            }
            return typed
        }
    }
}
