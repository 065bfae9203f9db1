#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// The text of a theme file, read with plain system calls.
///
/// Reads as Foundation's `String(contentsOfFile:encoding: .utf8)` did (a leading byte order
/// mark dropped; nil for a file that is missing, unreadable, a directory or not UTF-8), without
/// what Foundation does on the way: a dictionary of the file's attributes (the process's first
/// `String: Hashable`, a search of every conformance of the binary) and, for each theme folder
/// that has no such file, an error value built and thrown away.
enum ThemeFileText {
    static func read(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG {
            bytes.reserveCapacity(Int(status.st_size))
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let text = bytes.starts(with: byteOrderMark) ? bytes[3...] : bytes[...]
        return String(validating: text, as: UTF8.self)
    }
}
