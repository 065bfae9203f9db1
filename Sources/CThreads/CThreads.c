#define _GNU_SOURCE
#include "CThreads.h"
#include <sched.h>
#include <unistd.h>

int cthreads_start_elsewhere(pthread_t *thread, void *(*body)(void *), void *context) {
#if defined(__linux__)
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) return pthread_create(thread, NULL, body, context);
    int current = sched_getcpu();
    cpu_set_t allowed;
    if (current >= 0 && current < CPU_SETSIZE && sched_getaffinity(0, sizeof allowed, &allowed) == 0) {
        CPU_CLR(current, &allowed);
        if (CPU_COUNT(&allowed) > 0) pthread_attr_setaffinity_np(&attributes, sizeof allowed, &allowed);
    }
    int result = pthread_create(thread, &attributes, body, context);
    pthread_attr_destroy(&attributes);
    return result;
#else
    return pthread_create(thread, NULL, body, context);
#endif
}

int cthreads_usable_processors(void) {
#if defined(__linux__)
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) == 0 && CPU_COUNT(&allowed) > 0) return CPU_COUNT(&allowed);
#endif
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    return online > 0 ? (int)online : 1;
}
