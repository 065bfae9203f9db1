#if canImport(Glibc)
import Glibc
#endif

/// Asks the system to back big fresh memory with 2 MB pages as it is first touched.
package enum HugePages {
    package static let size = 2 << 20

    /// Advises the whole 2 MB pages inside `bytes` bytes from `start`, memory not yet touched:
    /// each then costs one fault, not 512 of 4 KB pages zeroed one at a time. Where the system
    /// keeps huge pages off, or has none free, nothing changes.
    package static func advise(_ start: UnsafeMutableRawPointer, bytes: Int) {
        #if os(Linux)
        let first = (UInt(bitPattern: start) + UInt(size) - 1) & ~UInt(size - 1)
        let end = (UInt(bitPattern: start) + UInt(bytes)) & ~UInt(size - 1)
        guard end > first, let pointer = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(pointer, Int(end - first), MADV_HUGEPAGE)
        #endif
    }
}
