/// Values a command leaves to the end of the process rather than freeing them itself.
///
/// A printer's last use of a document comes just before the process exits, which returns
/// its memory at once; freeing it object by object first (every node, style and string of
/// the tree) only costs time: 7.5M instructions for a 1 MB document.
enum ProcessLifetime {
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` alive until the process exits.
    static func keep(_ value: Any) {
        kept.append(value)
    }
}
