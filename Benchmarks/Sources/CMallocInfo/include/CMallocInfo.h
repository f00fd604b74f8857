// glibc's malloc_trim, for the push-memory benchmark: Swift's Glibc module does not
// export <malloc.h>.
#ifndef C_MALLOC_INFO_H
#define C_MALLOC_INFO_H

#include <stdlib.h>  // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>

/// Returns the heap's free pages to the system (glibc's malloc_trim(0)).
static inline void cmallocinfo_release_free_memory(void) {
    (void)malloc_trim(0);
}
#else
static inline void cmallocinfo_release_free_memory(void) {}
#endif

#endif
