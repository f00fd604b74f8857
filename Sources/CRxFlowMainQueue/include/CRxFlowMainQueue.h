// "Are we on the main queue?" asked of libdispatch directly. The Swift overlay's
// `DispatchQueue.getSpecific(key:)` boxes and retains its value on every call, which showed
// up on the engine's step path; libdispatch's C function answers with a pointer comparison.
#ifndef C_RXFLOW_MAIN_QUEUE_H
#define C_RXFLOW_MAIN_QUEUE_H

#include <stdbool.h>

/// True when the calling code runs on the main queue (or a queue that targets it), as
/// `dispatch_get_specific` sees it. The first call marks the main queue with a specific
/// value (any thread may make it).
bool crxflow_is_main_queue(void);

#endif
