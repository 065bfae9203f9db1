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

int callocator_share_one_heap(void) {
    return mallopt(M_ARENA_MAX, 1);
}

void *callocator_grow_heap(long bytes, int mapFrom, int trimFrom) {
    if (bytes <= 0 || !callocator_keep_freed_blocks(mapFrom, trimFrom)) return NULL;
    char *block = malloc((size_t)bytes);
    // The heap's top now reaches past the block; only its header was written, so none of
    // the pages inside are in memory yet. Freed, the block joins the top and is kept there.
    free(block);
    return block;
}
#else
int callocator_share_one_heap(void) {
    return 0;
}

void *callocator_grow_heap(long bytes, int mapFrom, int trimFrom) {
    (void)bytes;
    (void)mapFrom;
    (void)trimFrom;
    return NULL;
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
