import MarkupCore
#if canImport(Glibc)
import Glibc
#endif

/// A whole file's bytes (or standard input's, for `-`), read with plain system calls: the
/// document, theme and profile readers share it, and Foundation's file reading costs a
/// dictionary of attributes and thrown errors on the way.
package enum FileBytes {
    /// Why a file could not be read.
    package enum Failure: Error, Equatable {
        /// `open` or `read` failed with this errno.
        case system(Int32)
        case directory
        /// Over ``SourceRange/maximumOffset`` bytes.
        case tooLarge
    }

    /// The bytes of `path` (`-`: standard input); `beforeReading` is told a regular file's size
    /// before its bytes are read into memory (a command can ready its heap for that size).
    package static func read(_ path: String, beforeReading: (Int) -> Void = { _ in }) -> Result<[UInt8], Failure> {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.system(errno)) }
        defer { if path != "-" { close(descriptor) } }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR { return .failure(.directory) }
        // A regular file is read straight into an array of its size and one byte more (to see
        // its end in the same call); standard input, a file that grew, and files that give no
        // size (`/proc`), in 64 KB blocks.
        let block = 1 << 16
        let size = Int(status.st_size)
        let isRegular = (status.st_mode & S_IFMT) == S_IFREG
        if isRegular { beforeReading(size) }
        var capacity = isRegular ? min(size, SourceRange.maximumOffset) + 1 : block
        var bytes: [UInt8] = []
        while true {
            let (read, failure) = readBlock(descriptor, capacity: capacity)
            if let failure { return .failure(.system(failure)) }
            if bytes.isEmpty { bytes = read } else { bytes += read }
            if bytes.count > SourceRange.maximumOffset { return .failure(.tooLarge) }
            if read.count < capacity { break }
            capacity = block
        }
        return .success(bytes)
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
