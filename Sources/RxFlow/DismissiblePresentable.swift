/// A presentable that code can take away as the user does (Back, a sheet swiped down).
///
/// A restoration does so at the moment the user had: the navigations replayed after that
/// moment then find what the user left them (a deep link that keeps the screens already
/// there pushes again the one the user had gone back from). A contributed presentable that
/// is not dismissible is taken away only at the end of the replay, by its container's
/// `RestorablePresentable` state.
public protocol DismissiblePresentable: Presentable {
    /// Takes the presentable away without animation, with what is over it: pops it from its
    /// stack, or dismisses its presentation. Returns false, changing nothing, when nothing
    /// holds it that can let it go (the root of a stack, a tab).
    func dismissForRestoration() -> Bool
}
