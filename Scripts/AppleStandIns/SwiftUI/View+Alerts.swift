/// https://developer.apple.com/documentation/swiftui/visibility
@frozen public enum Visibility: Hashable, CaseIterable {
    /// https://developer.apple.com/documentation/swiftui/visibility/automatic
    case automatic
    /// https://developer.apple.com/documentation/swiftui/visibility/visible
    case visible
    /// https://developer.apple.com/documentation/swiftui/visibility/hidden
    case hidden
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
    /// (the string-title variant; its builders are view builders)
    nonisolated public func alert<S, A, M, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        EmptyView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
    /// (the string-title variant; its builders are view builders)
    nonisolated public func confirmationDialog<S, A, M, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        EmptyView()
    }
}
