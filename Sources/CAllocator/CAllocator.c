#include "CAllocator.h"
#include <stdlib.h>  // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>
#include <stdint.h>
#include <sys/mman.h>

int callocator_map_blocks_from(int bytes) {
    return mallopt(M_MMAP_THRESHOLD, bytes);
}

int callocator_keep_freed_blocks(int mapFrom, int trimFrom) {
    return mallopt(M_MMAP_THRESHOLD, mapFrom) && mallopt(M_TRIM_THRESHOLD, trimFrom);
}

int callocator_share_one_heap(void) {
    return mallopt(M_ARENA_MAX, 1);
}

int callocator_keep_heap_in_huge_pages(long bytes, int mapFrom, int trimFrom) {
    if (bytes <= 0 || !callocator_keep_freed_blocks(mapFrom, trimFrom)) return 0;
    const uintptr_t huge = 2 << 20;
    char *block = malloc((size_t)bytes + huge);
    if (block == NULL) return 0;
    // The heap's top now reaches past the block; only its header was written, so none of
    // the pages inside are in memory yet. Freed, the block joins the top and is kept there.
    uintptr_t start = ((uintptr_t)block + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)block + (uintptr_t)bytes + huge) & ~(huge - 1);
    int advised = end > start && madvise((void *)start, end - start, MADV_HUGEPAGE) == 0;
    free(block);
    return advised;
}
#else
int callocator_share_one_heap(void) {
    return 0;
}

int callocator_keep_heap_in_huge_pages(long bytes, int mapFrom, int trimFrom) {
    (void)bytes;
    (void)mapFrom;
    (void)trimFrom;
    return 0;
}

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
