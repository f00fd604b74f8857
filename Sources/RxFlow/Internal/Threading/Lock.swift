import Foundation

#if !canImport(Darwin) && !RXFLOW_TSAN_VISIBLE_LOCKS
    import Synchronization
#endif

/// A mutual-exclusion lock for the few fields that other threads touch (a relay's
/// listeners, a sink's subscription).
///
/// `Mutex` where it is available at our deployment targets (Linux); on Apple platforms it
/// needs macOS 15 / iOS 18, so `NSLock` stands in. Not copyable: it lives inline in its
/// owner, so a relay or a sink costs no extra allocation for it on Linux.
///
/// ThreadSanitizer cannot see `Mutex`'s contended path (a futex wait in the prebuilt
/// standard library), so it reports accesses made under a contended `Mutex` as races. CI's
/// ThreadSanitizer run therefore builds with `-DRXFLOW_TSAN_VISIBLE_LOCKS`, which swaps in
/// `NSLock` (a pthread mutex, which it intercepts): the same critical sections, checked.
@usableFromInline
struct Lock: ~Copyable, @unchecked Sendable {
    #if canImport(Darwin) || RXFLOW_TSAN_VISIBLE_LOCKS
        @usableFromInline let base = NSLock()
    #else
        @usableFromInline let base = Mutex<Void>(())
    #endif

    @usableFromInline
    init() {}

    /// Runs `body` while holding the lock.
    @inlinable
    borrowing func withLock<Result>(_ body: () -> Result) -> Result {
        #if canImport(Darwin) || RXFLOW_TSAN_VISIBLE_LOCKS
            base.lock()
            defer { base.unlock() }
            return body()
        #else
            return base.withLock { _ in body() }
        #endif
    }
}
