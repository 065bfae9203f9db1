#if canImport(Glibc)
import Glibc
#endif

/// Watches the folders of the document and the theme with inotify; editors save by rename,
/// so files are matched by name within their folder, whatever happened to the old inode.
final class FileWatcher {
    let descriptor: Int32
    /// Folder watch descriptors and the file names watched in each.
    private var folders: [Int32: (path: String, names: Set<String>)] = [:]

    init?() {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    /// Starts watching `path`'s folder for changes to `path`.
    func watch(_ path: String) {
        let (folder, name) = Self.split(path)
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MODIFY | IN_ATTRIB)
        let watch = inotify_add_watch(descriptor, folder, mask)
        guard watch >= 0 else { return }
        folders[watch, default: (folder, [])].names.insert(name)
    }

    /// The watched paths that changed since the last call (empty when nothing did).
    func changedPaths() -> Set<String> {
        var changed = Set<String>()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (watch, length, name) = buffer.withUnsafeBytes { raw -> (Int32, Int, String) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let nameStart = offset + MemoryLayout<inotify_event>.size
                    let nameBytes = raw[nameStart..<min(nameStart + Int(event.len), raw.count)].prefix { $0 != 0 }
                    return (event.wd, Int(event.len), String(decoding: nameBytes, as: UTF8.self))
                }
                if let folder = folders[watch], folder.names.contains(name) {
                    changed.insert(folder.path == "." ? name : folder.path + "/" + name)
                }
                offset += MemoryLayout<inotify_event>.size + length
            }
        }
        return changed
    }

    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }
}
