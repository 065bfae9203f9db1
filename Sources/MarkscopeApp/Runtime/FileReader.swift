import MarkupCore
#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file (or standard input for `-`), or says in one line why it cannot.
public enum FileReader {
    public static func read(_ path: String) throws(DocumentReadError) -> [UInt8] {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw DocumentReadError("cannot read '\(path)': \(String(cString: strerror(errno)))") }
        defer { if path != "-" { close(descriptor) } }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw DocumentReadError("cannot read '\(path)': it is a directory")
        }
        var bytes: [UInt8] = []
        if (status.st_mode & S_IFMT) == S_IFREG { bytes.reserveCapacity(Int(status.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw DocumentReadError("cannot read '\(path)': \(String(cString: strerror(errno)))")
            }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > SourceRange.maximumOffset {
                throw DocumentReadError("cannot read '\(path)': it is over 2 GB, the most markscope reads")
            }
        }
        return bytes
    }
}

/// Seconds on a monotonic clock.
public func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
}
