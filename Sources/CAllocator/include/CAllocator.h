#ifndef MARKSCOPE_CALLOCATOR_H
#define MARKSCOPE_CALLOCATOR_H

/// Makes blocks of `bytes` and more get mappings of their own, returned to the system when
/// freed (glibc's M_MMAP_THRESHOLD, which also stops glibc from raising it by itself).
/// Returns 0 where the C library has no such setting.
int callocator_map_blocks_from(int bytes);

/// Keeps freed blocks in the heap for the next allocation: blocks below `mapFrom` bytes come
/// from the heap (M_MMAP_THRESHOLD), and the heap's free top is given back to the system only
/// past `trimFrom` bytes (M_TRIM_THRESHOLD). Returns 0 where the C library has no such setting.
int callocator_keep_freed_blocks(int mapFrom, int trimFrom);

/// Makes every thread allocate from the one heap the main thread uses (glibc's M_ARENA_MAX of
/// 1), not a heap of its own. Returns 0 where the C library has no such setting.
int callocator_share_one_heap(void);

/// Grows the heap by `bytes` at once and keeps freed blocks in it, as
/// `callocator_keep_freed_blocks(mapFrom, trimFrom)` does: the allocations that follow come
/// from that room. Returns where the room starts, none of it touched yet (a block given back
/// to the heap, for advice about its pages only), or NULL where the C library takes none of it.
void *callocator_grow_heap(long bytes, int mapFrom, int trimFrom);

#endif
