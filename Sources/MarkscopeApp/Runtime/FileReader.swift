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
        // A regular file is read straight into an array of its size and one byte more (to see
        // its end in the same call); standard input, a file that grew, and files that give no
        // size (`/proc`), in 64 KB blocks.
        let block = 1 << 16
        let size = Int(status.st_size)
        var capacity = (status.st_mode & S_IFMT) == S_IFREG ? min(size, SourceRange.maximumOffset) + 1 : block
        var bytes: [UInt8] = []
        while true {
            let (read, failure) = readBlock(descriptor, capacity: capacity)
            if let failure { throw DocumentReadError("cannot read '\(path)': \(String(cString: strerror(failure)))") }
            if bytes.isEmpty { bytes = read } else { bytes += read }
            if bytes.count > SourceRange.maximumOffset {
                throw DocumentReadError("cannot read '\(path)': it is over 2 GB, the most markscope reads")
            }
            if read.count < capacity { break }
            capacity = block
        }
        return bytes
    }

    /// Up to `capacity` bytes from `descriptor`: fewer only at its end or on a failure (errno).
    private static func readBlock(_ descriptor: Int32, capacity: Int) -> (bytes: [UInt8], failure: Int32?) {
        var failure: Int32?
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            while count < capacity {
                let read = Glibc.read(descriptor, buffer.baseAddress! + count, capacity - count)
                if read == 0 { break }
                if read < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                count += read
            }
        }
        return (bytes, failure)
    }
}

/// Seconds on a monotonic clock.
public func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
}
