/// The text of a theme file, read with plain system calls (``FileBytes``).
///
/// Reads as Foundation's `String(contentsOfFile:encoding: .utf8)` did (a leading byte order
/// mark dropped; nil for a file that is missing, unreadable, a directory or not UTF-8), without
/// what Foundation does on the way: a dictionary of the file's attributes (the process's first
/// `String: Hashable`, a search of every conformance of the binary) and, for each theme folder
/// that has no such file, an error value built and thrown away.
enum ThemeFileText {
    static func read(_ path: String) -> String? {
        guard case .success(let bytes) = FileBytes.read(path) else { return nil }
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let text = bytes.starts(with: byteOrderMark) ? bytes[3...] : bytes[...]
        return String(validating: text, as: UTF8.self)
    }
}
