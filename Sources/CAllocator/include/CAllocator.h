#ifndef MARKSCOPE_CALLOCATOR_H
#define MARKSCOPE_CALLOCATOR_H

/// Makes blocks of `bytes` and more get mappings of their own, returned to the system when
/// freed (glibc's M_MMAP_THRESHOLD, which also stops glibc from raising it by itself).
/// Returns 0 where the C library has no such setting.
int callocator_map_blocks_from(int bytes);

#endif
