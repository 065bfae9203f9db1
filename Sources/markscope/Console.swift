import MarkupCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to standard output and error, with colour only for terminals that want it.
enum Console {
    /// Writes a line of output; control characters from documents are made visible.
    static func output(_ text: String) {
        let safe = ControlCharacters.makeVisible(text)
        write(safe.hasSuffix("\n") ? safe : safe + "\n", to: STDOUT_FILENO)
    }

    /// Writes text that is already terminal-safe, as it is.
    static func writeTrusted(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes output that is already terminal-safe (it may hold our own escape sequences).
    static func outputTrusted(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n", to: STDOUT_FILENO)
    }

    static func error(_ text: String) {
        let safe = ControlCharacters.makeVisible(text)
        write(safe.hasSuffix("\n") ? safe : safe + "\n", to: STDERR_FILENO)
    }

    /// Writes bytes that are already terminal-safe (UTF-8 with our own escape sequences), as they are.
    static func writeTrusted(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0, to: STDOUT_FILENO) }
    }

    /// Writes all of `text`, retrying short writes.
    static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { write($0, to: descriptor) }
    }

    private static func write(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// Whether a stream is a terminal that understands colour (`TERM` set and not `dumb`, no `NO_COLOR`).
    static func wantsColor(_ descriptor: Int32) -> Bool {
        guard isatty(descriptor) == 1, getenv("NO_COLOR") == nil else { return false }
        guard let term = getenv("TERM").map({ String(cString: $0) }) else { return false }
        return term != "dumb"
    }
}
