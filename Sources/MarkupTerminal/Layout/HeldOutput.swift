import MarkupCore

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
    /// Guards everything below.
    private let monitor = ThreadMonitor()
    private var state = State.holding
    private var chunks: [[UInt8]] = []
    private var heldBytes = 0
    private var isFinished = false

    init(limit: Int, send: @escaping ([UInt8]) -> Void) {
        self.limit = limit
        self.send = send
    }

    /// The second half's thread: a chunk of its bytes, held, sent or dropped.
    func add(_ chunk: [UInt8]) {
        let passes = monitor.locked {
            switch state {
            case .passing:
                return true
            case .dropping:
                return false
            case .holding:
                chunks.append(chunk)
                heldBytes += chunk.count
                monitor.broadcast()
                while state == .holding, heldBytes >= limit { monitor.wait() }
                return false
            }
        }
        if passes { send(chunk) }
    }

    /// The second half's thread: it has added its last chunk.
    func finish() {
        monitor.locked {
            isFinished = true
            monitor.broadcast()
        }
    }

    /// The caller's thread: returns once the second half has added a chunk or finished (what
    /// it did before, such as laying out its first line, is then seen by the caller).
    func waitForFirstChunk() {
        monitor.locked {
            while chunks.isEmpty, !isFinished, state == .holding { monitor.wait() }
        }
    }

    /// The caller's thread: sends what is held; later chunks are sent as they come, by the
    /// second half's thread.
    func sendHeldAndPassOn() {
        monitor.locked {
            chunks.forEach(send)
            chunks = []
            heldBytes = 0
            state = .passing
            monitor.broadcast()
        }
    }

    /// The caller's thread: drops what is held and every later chunk.
    func drop() {
        monitor.locked {
            chunks = []
            heldBytes = 0
            state = .dropping
            monitor.broadcast()
        }
    }
}
