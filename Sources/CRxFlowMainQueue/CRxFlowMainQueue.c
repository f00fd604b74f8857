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
extern const char *dispatch_queue_get_label(struct dispatch_queue_s *queue);

// The key's address is what identifies it; its value is only ever compared with NULL.
static char crxflow_main_queue_key;
// The main queue's label: a pointer that no other queue's label can equal (libdispatch
// keeps the main queue's own constant string). NULL until the main queue is marked, set
// (with release ordering) after its specific value, so that a thread that reads it set
// also finds the specific value.
static const char *crxflow_main_queue_label;

static const char *crxflow_marked_main_queue_label(void) {
    const char *label = __atomic_load_n(&crxflow_main_queue_label, __ATOMIC_ACQUIRE);
    if (label == NULL) {
        // Idempotent: threads racing here set the same values.
        dispatch_queue_set_specific(&_dispatch_main_q, &crxflow_main_queue_key, &crxflow_main_queue_key, NULL);
        label = dispatch_queue_get_label(&_dispatch_main_q);
        __atomic_store_n(&crxflow_main_queue_label, label, __ATOMIC_RELEASE);
    }
    return label;
}

bool crxflow_is_main_queue(void) {
    const char *main_label = crxflow_marked_main_queue_label();
    // The common case first: the current queue is the main queue itself, which reads one
    // thread-local pointer (passing NULL asks for the current queue's label). Otherwise
    // ask for the specific value, which also finds it through a queue targeting the main
    // queue, and takes a lock to read it.
    if (dispatch_queue_get_label(NULL) == main_label) {
        return true;
    }
    return dispatch_get_specific(&crxflow_main_queue_key) != NULL;
}
