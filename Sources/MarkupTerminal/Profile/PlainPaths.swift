#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Profile discovery for paths that need no standardizing, as plain strings with `stat` and
/// `getcwd`; the same answers as ``ProfileLoader/discover(forDocument:fileManager:)`` gives
/// through Foundation, which a test holds them to.
enum PlainPaths {
    /// What discovery found: `path` is nil when no folder up to the root has the file.
    struct Found {
        var path: String?
    }

    /// `name` in the document's folder or the nearest parent folder with one, or nil (not a
    /// `Found`) when a path here is not plain: it has an empty, `.` or `..` component, or starts
    /// with `~` or an automount prefix (`/private`, `/var/automount`), which Foundation's
    /// standardizing would change; the caller then asks Foundation.
    static func discover(_ name: String, forDocument documentPath: String) -> Found? {
        guard let working = currentDirectory(), isPlain(working) else { return nil }
        var folder: String
        if documentPath == "-" {
            folder = working
        } else {
            guard !documentPath.isEmpty, !documentPath.hasPrefix("~") else { return nil }
            var trimmed = Substring(documentPath)
            while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
            let absolute = trimmed.hasPrefix("/") ? String(trimmed) : working + "/" + trimmed
            guard absolute != "/", isPlain(absolute), let slash = absolute.lastIndex(of: "/") else { return nil }
            folder = slash == absolute.startIndex ? "/" : String(absolute[..<slash])
        }
        while true {
            let candidate = folder == "/" ? "/" + name : folder + "/" + name
            guard let isFile = isFile(candidate) else { return nil }
            if isFile {
                return Found(path: candidate.hasPrefix(working + "/") ? String(candidate.dropFirst(working.count + 1)) : candidate)
            }
            if folder == "/" { return Found(path: nil) }
            guard let slash = folder.lastIndex(of: "/") else { return nil }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
    }

    /// Whether an absolute path is already what standardizing makes of it.
    static func isPlain(_ path: String) -> Bool {
        guard path.hasPrefix("/") else { return false }
        if path == "/" { return true }
        if path.hasPrefix("/private/") || path.hasPrefix("/var/automount/") || path.hasSuffix("/") { return false }
        return !path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
            .contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }

    /// Whether `path` is there and not a folder, following a symbolic link; nil for a link
    /// that leads nowhere, which is left to FileManager's own rule.
    static func isFile(_ path: String) -> Bool? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        if (status.st_mode & S_IFMT) == S_IFLNK, stat(path, &status) != 0 { return nil }
        return (status.st_mode & S_IFMT) != S_IFDIR
    }

    /// The working folder (getcwd allocates it as long as it needs).
    static func currentDirectory() -> String? {
        guard let pointer = getcwd(nil, 0) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
