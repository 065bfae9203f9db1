#include "CAllocator.h"
#include <stdlib.h>  // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>

int callocator_map_blocks_from(int bytes) {
    return mallopt(M_MMAP_THRESHOLD, bytes);
}

int callocator_keep_freed_blocks(int mapFrom, int trimFrom) {
    return mallopt(M_MMAP_THRESHOLD, mapFrom) && mallopt(M_TRIM_THRESHOLD, trimFrom);
}
#else
int callocator_map_blocks_from(int bytes) {
    (void)bytes;
    return 0;
}

int callocator_keep_freed_blocks(int mapFrom, int trimFrom) {
    (void)mapFrom;
    (void)trimFrom;
    return 0;
}
#endif
