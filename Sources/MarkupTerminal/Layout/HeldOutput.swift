#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of the second half of a split `render` (see ``LayoutSplit``), held until the
/// first half's are sent, then sent on as they come.
///
/// Its thread hands chunks to ``add(_:)``; while they are held, it waits once they reach
/// ``limit`` bytes, so that a split render of a big document holds at most that much more
/// than one pass. The caller's thread sends what is held and lets the rest through
/// (``sendHeldAndPassOn()``), or drops it all when the halves do not join (``drop()``).
final class HeldOutput: @unchecked Sendable {
    private enum State {
        case holding
        case passing
        case dropping
    }

    /// The most bytes held before the second half waits.
    let limit: Int
    private let send: ([UInt8]) -> Void
    /// Guards everything below; allocated, so that their addresses never move.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let changed: UnsafeMutablePointer<pthread_cond_t>
    private var state = State.holding
    private var chunks: [[UInt8]] = []
    private var heldBytes = 0
    private var isFinished = false

    init(limit: Int, send: @escaping ([UInt8]) -> Void) {
        self.limit = limit
        self.send = send
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        changed = .allocate(capacity: 1)
        changed.initialize(to: pthread_cond_t())
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        changed.deinitialize(count: 1)
        changed.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// The second half's thread: a chunk of its bytes, held, sent or dropped.
    func add(_ chunk: [UInt8]) {
        pthread_mutex_lock(mutex)
        switch state {
        case .passing:
            pthread_mutex_unlock(mutex)
            send(chunk)
            return
        case .dropping:
            break
        case .holding:
            chunks.append(chunk)
            heldBytes += chunk.count
            pthread_cond_broadcast(changed)
            while state == .holding, heldBytes >= limit { pthread_cond_wait(changed, mutex) }
        }
        pthread_mutex_unlock(mutex)
    }

    /// The second half's thread: it has added its last chunk.
    func finish() {
        pthread_mutex_lock(mutex)
        isFinished = true
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(mutex)
    }

    /// The caller's thread: returns once the second half has added a chunk or finished (what
    /// it did before, such as laying out its first line, is then seen by the caller).
    func waitForFirstChunk() {
        pthread_mutex_lock(mutex)
        while chunks.isEmpty, !isFinished, state == .holding { pthread_cond_wait(changed, mutex) }
        pthread_mutex_unlock(mutex)
    }

    /// The caller's thread: sends what is held; later chunks are sent as they come, by the
    /// second half's thread.
    func sendHeldAndPassOn() {
        pthread_mutex_lock(mutex)
        chunks.forEach(send)
        chunks = []
        heldBytes = 0
        state = .passing
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(mutex)
    }

    /// The caller's thread: drops what is held and every later chunk.
    func drop() {
        pthread_mutex_lock(mutex)
        chunks = []
        heldBytes = 0
        state = .dropping
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(mutex)
    }
}
