#include "CRxFlowMainQueue.h"

#include <stddef.h>

// libdispatch's own functions, declared here as <dispatch/dispatch.h> declares them: SwiftPM
// gives a C target no search path to the toolchain's copy of that header on Linux.
// `dispatch_get_main_queue()` is a macro for the address of `_dispatch_main_q`.
struct dispatch_queue_s;
extern struct dispatch_queue_s _dispatch_main_q;
extern void dispatch_queue_set_specific(
    struct dispatch_queue_s *queue, const void *key, void *context, void (*destructor)(void *));
extern void *dispatch_get_specific(const void *key);

// The key's address is what identifies it; its value is only ever compared with NULL.
static char crxflow_main_queue_key;

void crxflow_mark_main_queue(void) {
    dispatch_queue_set_specific(&_dispatch_main_q, &crxflow_main_queue_key, &crxflow_main_queue_key, NULL);
}

bool crxflow_is_main_queue(void) {
    return dispatch_get_specific(&crxflow_main_queue_key) != NULL;
}
