#if canImport(SwiftUI)
    import SwiftUI

    /// Renders a `FlowStack`: a `NavigationStack` bound to its path, its presentations as sheets
    /// and full-screen covers, and each route's view built by `content`.
    ///
    /// It decides nothing: what the user does goes through the stack's bindings (`path`,
    /// `setPresentation(_:at:style:)`), where the stack applies its rules. A presentation that
    /// holds a child stack renders as `content` builds it, usually a `FlowStackView` of that stack
    /// (`route.childStack(of:)`).
    ///
    /// ```swift
    /// FlowStackView(flow.stack) { route in
    ///     switch route.value {
    ///     case .list: ListView(model: route.viewModel(as: ListModel.self)!)
    ///     case .movie(let id): MovieView(id: id)
    ///     }
    /// }
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public struct FlowStackView<Route: Hashable, RouteView: View>: View {
        private let stack: FlowStack<Route>
        private let content: (FlowRoute<Route>) -> RouteView

        /// Renders `stack`, building each route's view with `content`.
        public init(_ stack: FlowStack<Route>, @ViewBuilder content: @escaping (FlowRoute<Route>) -> RouteView) {
            self.stack = stack
            self.content = content
        }

        /// The navigation stack, with the presentations over it; a change the flow made with
        /// `animated: false` is rendered with animations disabled.
        public var body: some View {
            let (change, animated) = (stack.changeCount, stack.animatesLastChange)
            return PresentationLayer(stack: stack, level: 0, content: content, base: navigation)
                .transaction(value: change) { transaction in
                    if !animated { transaction.disablesAnimations = true }
                }
        }

        private var navigation: some View {
            let stack = stack
            return NavigationStack(
                path: Binding(get: { @MainActor in stack.path }, set: { @MainActor in stack.path = $0 })
            ) {
                root.navigationDestination(for: FlowRoute<Route>.self, destination: content)
            }
        }

        @ViewBuilder private var root: some View {
            if let first = stack.routes.first { content(first) }
        }
    }

    /// `base` with the presentation at `level` over it, whose content carries the next level.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    struct PresentationLayer<Route: Hashable, RouteView: View, Base: View>: View {
        let stack: FlowStack<Route>
        let level: Int
        let content: (FlowRoute<Route>) -> RouteView
        let base: Base

        var body: some View {
            // Full-screen covers exist on iOS (Mac Catalyst included), tvOS, watchOS and visionOS
            // only; elsewhere a cover is shown as a sheet, through a binding of any style. The
            // Linux type-check of this file defines RXFLOW_TYPECHECK_COVERS to check both branches.
            #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS) || RXFLOW_TYPECHECK_COVERS
                base
                    .sheet(item: binding(.sheet)) { nextLayer(over: $0) }
                    .fullScreenCover(item: binding(.fullScreenCover)) { nextLayer(over: $0) }
            #else
                base.sheet(item: binding(nil)) { nextLayer(over: $0) }
            #endif
        }

        private func nextLayer(over route: FlowRoute<Route>) -> PresentationLayer<Route, RouteView, RouteView> {
            PresentationLayer<Route, RouteView, RouteView>(
                stack: stack, level: level + 1, content: content, base: content(route))
        }

        private func binding(_ style: PresentationStyle?) -> Binding<FlowRoute<Route>?> {
            // The route shown now goes with the write, so that a dismissal SwiftUI writes after
            // the flow replaced it is recognized as late and ignored.
            let (stack, level, shown) = (stack, level, stack.presentation(at: level, style: style))
            return Binding(
                get: { @MainActor in stack.presentation(at: level, style: style) },
                set: { @MainActor in stack.setPresentation($0, at: level, style: style, shown: shown) })
        }
    }
#endif
