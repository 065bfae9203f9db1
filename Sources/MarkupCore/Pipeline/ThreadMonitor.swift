#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock and a condition to wait on under it: the C library's (`pthread_mutex_t`,
/// `pthread_cond_t`), allocated so that their addresses never move. Synchronization's `Mutex`
/// needs macOS 15 and would add a library for the loader to resolve at every start.
package final class ThreadMonitor: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// `body`'s result, run holding the lock.
    package func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Inside ``locked(_:)``: gives the lock up until another thread calls ``broadcast()``
    /// (or the system wakes this one: wait in a loop on what is awaited), then takes it again.
    package func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread waiting in ``wait()``.
    package func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
