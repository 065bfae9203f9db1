import CThreads
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work run on a thread of its own while the caller goes on, until ``wait()``: the second
/// half of a split layout or tokenizing.
///
/// A POSIX thread, not a task: the caller blocks in ``wait()`` for work it cannot go on
/// without, which a cooperative pool must not do, and the one-shot commands have no runtime
/// of tasks to start. The work and what it touches are the caller's to keep apart from what
/// it does meanwhile; `pthread_join` orders the thread's writes before the caller's reads
/// after ``wait()``.
package final class WorkerThread: @unchecked Sendable {
    fileprivate let work: () -> Void
    private var thread = pthread_t()

    /// Starts `work` on a new thread; nil when the system will not make one (the caller then
    /// does the work itself).
    package init?(_ work: @escaping () -> Void) {
        self.work = work
        let context = Unmanaged.passRetained(self).toOpaque()
        guard cthreads_start_elsewhere(&thread, runWorkerThread, context) == 0 else {
            Unmanaged<WorkerThread>.fromOpaque(context).release()
            return nil
        }
    }

    /// Returns once the work is done.
    package func wait() {
        pthread_join(thread, nil)
    }

    /// How many processors this process may run on (`taskset` and the like can allow fewer
    /// than are online): a second thread only gains where there is more than one.
    package static var processorCount: Int {
        Int(cthreads_usable_processors())
    }
}

/// The body of a ``WorkerThread``'s thread: `context` is the worker, retained for it.
private func runWorkerThread(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    let worker = Unmanaged<WorkerThread>.fromOpaque(context!).takeRetainedValue()
    worker.work()
    return nil
}
