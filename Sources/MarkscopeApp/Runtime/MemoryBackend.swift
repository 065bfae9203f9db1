#if canImport(Glibc)
import Glibc
#endif
import MarkupTerminal

/// A terminal in memory, for driving the event loop in tests (as ratatui's TestBackend):
/// it keeps the last frame drawn, plays a script of keys, resizes, pauses and actions, and
/// records what the loop did to the terminal, in order.
final class MemoryBackend: TerminalBackend {
    /// One step of the script, played in order.
    enum Step {
        case key(Key)
        /// The terminal takes this size (read as a resize, as curses reports one).
        case resize(width: Int, height: Int)
        /// Nothing is typed for up to `seconds` of real time, or until `until` holds for the
        /// last frame: file changes and reloads happen meanwhile.
        case pause(seconds: Double, until: ((CellBuffer) -> Bool)?)
        /// Runs `action` (writes a file, notes the state or the screen) once the keys before it
        /// have been handled and drawn.
        case run(() -> Void)
    }

    /// What the loop did to the terminal.
    enum Entry: Equatable {
        case draw, invalidate, send(String), suspend, resume, stop
        /// Something a test noted in the order (an editor that ran, say).
        case note(String)
    }

    private(set) var size: (width: Int, height: Int)
    let colorDepth: ColorDepth
    private var script: [Step]
    private var pauseStarted: Double?
    /// The last frame drawn (nil before the first).
    private(set) var lastFrame: CellBuffer?
    private(set) var log: [Entry] = []
    /// Whether the script ran out before the loop quit (the backend then typed Ctrl-C).
    private(set) var ranOut = false

    init(width: Int, height: Int, colorDepth: ColorDepth = .color256, script: [Step]) {
        size = (width, height)
        self.colorDepth = colorDepth
        self.script = script
    }

    /// Adds `steps` to the end of the script (for steps that need the loop made first).
    func play(_ steps: [Step]) { script += steps }

    /// Steps that type `text`, a key a character.
    static func typing(_ text: String) -> [Step] { text.map { .key(.character($0)) } }

    /// The last frame's rows, trailing spaces removed.
    var screen: [String] { lastFrame?.lines ?? [] }

    /// Adds `entry` to the log (for a test's own steps, such as an editor running).
    func note(_ text: String) { log.append(.note(text)) }

    func draw(_ buffer: CellBuffer, depth: ColorDepth) {
        lastFrame = buffer
        log.append(.draw)
    }

    func invalidate() { log.append(.invalidate) }
    func send(_ sequence: String) { log.append(.send(sequence)) }
    func suspend() { log.append(.suspend) }
    func resume() { log.append(.resume) }
    func stop() { log.append(.stop) }

    func wait(milliseconds: Int32, alsoWatching descriptors: [Int32]) {
        // Actions run between turns, so they see the frame the keys before them led to.
        while case .run(let action)? = script.first {
            script.removeFirst()
            action()
        }
        guard case .pause(let seconds, let until)? = script.first else { return }
        let now = monotonicSeconds()
        let started = pauseStarted ?? now
        pauseStarted = started
        if now - started >= seconds || (until.map { condition in lastFrame.map(condition) ?? false } ?? false) {
            script.removeFirst()
            pauseStarted = nil
            return
        }
        let left = Int32(((started + seconds - now) * 1000).rounded(.up))
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        _ = poll(&polled, nfds_t(polled.count), max(0, min(milliseconds, left)))
    }

    func readKey() -> Key? {
        guard let step = script.first else {
            if ranOut { return nil }
            ranOut = true
            return .control("c")
        }
        switch step {
        case .key(let key):
            script.removeFirst()
            return key
        case .resize(let width, let height):
            script.removeFirst()
            size = (width, height)
            return nil
        case .run, .pause:
            return nil
        }
    }
}
