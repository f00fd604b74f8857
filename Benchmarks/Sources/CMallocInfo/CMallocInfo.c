// Everything is inline in include/CMallocInfo.h; SwiftPM needs one source file per C target.
#include "CMallocInfo.h"
