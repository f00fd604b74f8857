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
            let (alert, dialog) = (
                stack.presentation(at: level, style: .alert), stack.presentation(at: level, style: .confirmationDialog)
            )
            return
                screens
                .alert(alert?.alert?.title ?? "", isPresented: isPresented(.alert), presenting: alert) {
                    buttons(of: $0)
                } message: {
                    message(of: $0)
                }
                .confirmationDialog(
                    dialog?.alert?.title ?? "", isPresented: isPresented(.confirmationDialog),
                    titleVisibility: .visible,
                    presenting: dialog
                ) {
                    buttons(of: $0)
                } message: {
                    message(of: $0)
                }
        }

        /// `base` with the sheet, cover or popover at `level`, whose content is the next layer.
        /// Full-screen covers exist on iOS (Mac Catalyst included), tvOS, watchOS and visionOS,
        /// popovers on iOS, macOS and visionOS; elsewhere they are shown as sheets (for covers,
        /// `PresentationStyle.fullScreenCoversHideWhatIsUnder` tells the model so). The Linux
        /// type-check of this file defines RXFLOW_TYPECHECK_COVERS and RXFLOW_TYPECHECK_POPOVERS
        /// to check both branches of each.
        @ViewBuilder private var screens: some View {
            #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS) || RXFLOW_TYPECHECK_COVERS
                withPopovers.fullScreenCover(item: binding([.fullScreenCover])) { nextLayer(over: $0) }
            #else
                withPopovers
            #endif
        }

        @ViewBuilder private var withPopovers: some View {
            #if os(iOS) || os(macOS) || os(visionOS) || RXFLOW_TYPECHECK_POPOVERS
                withSheets.popover(item: binding([.popover])) { nextLayer(over: $0) }
            #else
                withSheets
            #endif
        }

        private var withSheets: some View {
            base.sheet(item: binding(Self.sheetStyles)) { nextLayer(over: $0) }
        }

        /// What is shown as a sheet here: sheets, and covers and popovers where they do not exist.
        private static var sheetStyles: Set<PresentationStyle> {
            var styles: Set<PresentationStyle> = [.sheet]
            #if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS) || RXFLOW_TYPECHECK_COVERS)
                styles.insert(.fullScreenCover)
            #endif
            #if !(os(iOS) || os(macOS) || os(visionOS) || RXFLOW_TYPECHECK_POPOVERS)
                styles.insert(.popover)
            #endif
            return styles
        }

        private func nextLayer(over route: FlowRoute<Route>) -> PresentationLayer<Route, RouteView, RouteView> {
            PresentationLayer<Route, RouteView, RouteView>(
                stack: stack, level: level + 1, content: content, base: content(route))
        }

        /// The presentation at `level` if it has one of `styles`. The route shown now goes with
        /// the write, so that a dismissal SwiftUI writes after the flow replaced it is recognized
        /// as late and ignored.
        private func binding(_ styles: Set<PresentationStyle>) -> Binding<FlowRoute<Route>?> {
            let (stack, level) = (stack, level)
            let shown = Self.presentation(of: stack, at: level, styles)
            return Binding(
                get: { @MainActor in Self.presentation(of: stack, at: level, styles) },
                set: { @MainActor in
                    // A binding that showed nothing has nothing to dismiss.
                    if $0 == nil, shown == nil { return }
                    stack.setPresentation($0, at: level, style: shown?.style, shown: shown)
                })
        }

        private static func presentation(
            of stack: FlowStack<Route>, at level: Int, _ styles: Set<PresentationStyle>
        ) -> FlowRoute<Route>? {
            stack.presentation(at: level, style: nil).flatMap { route in
                route.style.map(styles.contains) == true ? route : nil
            }
        }

        /// Whether the alert or dialog at `level` is presented; false written when the user
        /// dismissed it without a button (SwiftUI writes it after a button's action too, when the
        /// alert has left already: a late write, ignored).
        private func isPresented(_ style: PresentationStyle) -> Binding<Bool> {
            let (stack, level) = (stack, level)
            let shown = stack.presentation(at: level, style: style)
            return Binding(
                get: { @MainActor in stack.presentation(at: level, style: style) != nil },
                set: { @MainActor in
                    if !$0, let shown { stack.setPresentation(nil, at: level, style: style, shown: shown) }
                })
        }

        /// The alert's buttons: each answers it.
        private func buttons(of route: FlowRoute<Route>) -> some View {
            let stack = stack
            return ForEach(route.alert?.buttons ?? []) { button in
                Button(button.title, role: button.role.map(Self.role)) { _ = stack.answer(route, with: button) }
            }
        }

        @ViewBuilder private func message(of route: FlowRoute<Route>) -> some View {
            if let message = route.alert?.message { Text(message) }
        }

        private static func role(_ role: FlowAlertButton.Role) -> ButtonRole {
            switch role {
            case .cancel: .cancel
            case .destructive: .destructive
            }
        }
    }
#endif
