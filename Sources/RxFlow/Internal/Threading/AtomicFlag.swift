#if canImport(Darwin) || RXFLOW_TSAN_VISIBLE_LOCKS
    import CRxFlowMainQueue
#else
    import Synchronization
#endif

/// A flag that any thread may set once and read, without a lock (release and acquire
/// ordering): a relay's "has a Combine subscriber", read on the path of every step.
///
/// `Atomic` where it is available at our deployment targets (Linux), inline in its owner;
/// on Apple platforms it needs macOS 15 / iOS 18, so a heap cell with C11 atomics
/// (`CRxFlowMainQueue`) stands in, as `Lock` does with `NSLock`. CI's ThreadSanitizer run
/// builds that variant too (`-DRXFLOW_TSAN_VISIBLE_LOCKS`, see `Lock`), so it is exercised
/// on Linux.
@usableFromInline
struct AtomicFlag: ~Copyable, @unchecked Sendable {
    #if canImport(Darwin) || RXFLOW_TSAN_VISIBLE_LOCKS
        @usableFromInline let cell: UnsafeMutablePointer<CInt>
    #else
        @usableFromInline let value = Atomic<Int>(0)
    #endif

    @usableFromInline
    init() {
        #if canImport(Darwin) || RXFLOW_TSAN_VISIBLE_LOCKS
            cell = .allocate(capacity: 1)
            cell.initialize(to: 0)
        #endif
    }

    #if canImport(Darwin) || RXFLOW_TSAN_VISIBLE_LOCKS
        deinit {
            cell.deallocate()
        }
    #endif

    /// Sets the flag (release ordering).
    func set() {
        #if canImport(Darwin) || RXFLOW_TSAN_VISIBLE_LOCKS
            crxflow_flag_set(cell)
        #else
            value.store(1, ordering: .releasing)
        #endif
    }

    /// Whether the flag was set (acquire ordering).
    @inlinable
    var isSet: Bool {
        #if canImport(Darwin) || RXFLOW_TSAN_VISIBLE_LOCKS
            crxflow_flag_is_set(cell)
        #else
            value.load(ordering: .acquiring) != 0
        #endif
    }
}
