#ifndef MARKSCOPE_CTHREADS_H
#define MARKSCOPE_CTHREADS_H

#include <pthread.h>

/// Starts `body(context)` on a new thread, as `pthread_create` does, allowed on the
/// processors the caller may use other than the one it runs on now, when there are any
/// (Linux; elsewhere, or when there are none, where the system chooses). Returns
/// `pthread_create`'s result.
int cthreads_start_elsewhere(pthread_t *thread, void *(*body)(void *), void *context);

/// How many processors the calling thread may run on (its affinity, on Linux), else how many
/// are online; at least 1.
int cthreads_usable_processors(void);

#endif
