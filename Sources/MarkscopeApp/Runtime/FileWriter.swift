#if canImport(Glibc)
import Glibc
#endif

/// Writes a whole file (created or replaced), or says in one line why it cannot.
enum FileWriter {
    /// nil when `bytes` are written to `path`, else the reason they are not.
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return "cannot write '\(path)': \(String(cString: strerror(errno)))" }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                return "cannot write '\(path)': \(String(cString: strerror(errno)))"
            }
            written += count
        }
        return nil
    }
}
