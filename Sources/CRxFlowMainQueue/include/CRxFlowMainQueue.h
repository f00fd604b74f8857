// "Are we on the main queue?" asked of libdispatch directly (the Swift overlay's
// `DispatchQueue.getSpecific(key:)` boxes and retains its value on every call, which showed
// up on the engine's step path), and the flag of the relays' main-queue fast path (C11
// atomics: `Synchronization.Atomic` needs macOS 15 / iOS 18 on Apple platforms).
#ifndef C_RXFLOW_MAIN_QUEUE_H
#define C_RXFLOW_MAIN_QUEUE_H

#include <stdbool.h>

/// True when the calling code runs on the main queue (or a queue that targets it), as
/// `dispatch_get_specific` sees it. The first call marks the main queue with a specific
/// value (any thread may make it).
bool crxflow_is_main_queue(void);

/// Marks `flag` set (release ordering): a relay sets its own before it makes the subject
/// that serves Combine subscribers.
static inline void crxflow_flag_set(int *flag) {
    __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
}

/// True when a relay may call its listener on the main queue's fast path: its `flag` says
/// it has no Combine subscriber (so no subject to read under its lock), and the caller runs
/// on the main queue.
static inline bool crxflow_relay_fast_path_allowed(const int *flag) {
    return __atomic_load_n(flag, __ATOMIC_ACQUIRE) == 0 && crxflow_is_main_queue();
}

#endif
