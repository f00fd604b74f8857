#if canImport(UIKit) && !os(watchOS)
    /// The keys under which UIKit objects keep their presentation state
    /// (`objc_setAssociatedObject`): each only needs an address no other key has, for the
    /// whole run, so each is one byte allocated once and never freed.
    @MainActor
    enum AssociatedKeys {
        /// A view controller's `PresentationLifecycle`.
        static let lifecycle = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
        /// A window's `WindowPresentation`.
        static let windowPresentation = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    }
#endif
