// "Are we on the main queue?" asked of libdispatch directly. The Swift overlay's
// `DispatchQueue.getSpecific(key:)` boxes and retains its value on every call, which showed
// up on the engine's step path; libdispatch's C function answers with a pointer comparison.
#ifndef C_RXFLOW_MAIN_QUEUE_H
#define C_RXFLOW_MAIN_QUEUE_H

#include <stdbool.h>

/// Marks the main queue (once; any thread may call it, libdispatch serializes it).
void crxflow_mark_main_queue(void);

/// True when the calling code runs on the main queue (or a queue that targets it), as
/// `dispatch_get_specific` sees it; the main queue must have been marked first.
bool crxflow_is_main_queue(void);

#endif
