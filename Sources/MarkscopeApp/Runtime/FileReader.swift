import MarkupCore
import MarkupTerminal
#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file (or standard input for `-`), or says in one line why it cannot.
public enum FileReader {
    /// The bytes of `path` (`-`: standard input); `beforeReading` is told a regular file's size
    /// before they are read.
    public static func read(_ path: String, beforeReading: (Int) -> Void = { _ in }) throws(DocumentReadError) -> [UInt8] {
        switch FileBytes.read(path, beforeReading: beforeReading) {
        case .success(let bytes):
            return bytes
        case .failure(.system(let number)):
            throw DocumentReadError("cannot read '\(path)': \(String(cString: strerror(number)))")
        case .failure(.directory):
            throw DocumentReadError("cannot read '\(path)': it is a directory")
        case .failure(.tooLarge):
            throw DocumentReadError("cannot read '\(path)': it is over 2 GB, the most markscope reads")
        }
    }
}

/// Seconds on a monotonic clock.
public func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
}
