#include "CAllocator.h"
#include <stdlib.h>  // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>

int callocator_map_blocks_from(int bytes) {
    return mallopt(M_MMAP_THRESHOLD, bytes);
}
#else
int callocator_map_blocks_from(int bytes) {
    (void)bytes;
    return 0;
}
#endif
