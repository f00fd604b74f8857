// "Are we on the main queue?" asked of libdispatch directly (the Swift overlay's
// `DispatchQueue.getSpecific(key:)` boxes and retains its value on every call, which showed
// up on the engine's step path), and a C11 atomic flag for `AtomicFlag` on Apple platforms
// (where `Synchronization.Atomic` needs macOS 15 / iOS 18).
#ifndef C_RXFLOW_MAIN_QUEUE_H
#define C_RXFLOW_MAIN_QUEUE_H

#include <stdbool.h>

/// True when the calling code runs on the main queue (or a queue that targets it), as
/// `dispatch_get_specific` sees it. The first call marks the main queue with a specific
/// value (any thread may make it).
bool crxflow_is_main_queue(void);

/// Sets `flag` (release ordering): `AtomicFlag` on Apple platforms, where Swift's `Atomic`
/// needs macOS 15 / iOS 18.
static inline void crxflow_flag_set(int *flag) {
    __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
}

/// Whether `flag` was set (acquire ordering).
static inline bool crxflow_flag_is_set(const int *flag) {
    return __atomic_load_n(flag, __ATOMIC_ACQUIRE) != 0;
}

#endif
