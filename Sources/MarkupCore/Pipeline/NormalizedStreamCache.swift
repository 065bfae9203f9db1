#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The normalized stream of a ``MarkupDocument``, made the first time it is read and kept:
/// one box shared by the document's copies (its restyled ones too), safe to read from any
/// thread, as the document is `Sendable`.
///
/// The stream is made outside the lock: two threads reading it first at once may both make it
/// (the normalizer is deterministic, so both make the same stream) and the first kept is
/// returned to both. The lock is the C library's (`pthread_mutex_t`): Synchronization's `Mutex`
/// needs macOS 15 and would add a library for the loader to resolve at every start.
final class NormalizedStreamCache: @unchecked Sendable {
    /// Guards ``kept``; allocated, so that its address never moves.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var kept: NormalizedStream?

    /// A box holding `stream` already (made with the tree), or empty.
    init(_ stream: NormalizedStream? = nil) {
        kept = stream
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// The kept stream, or the one `make` makes, kept from then on.
    func stream(making make: () -> NormalizedStream) -> NormalizedStream {
        if let stream = locked({ kept }) { return stream }
        let made = make()
        return locked {
            if let stream = kept { return stream }
            kept = made
            return made
        }
    }

    /// Whether the stream has been made (tests: nothing that does not show it made it).
    var isFilled: Bool { locked { kept != nil } }

    private func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
