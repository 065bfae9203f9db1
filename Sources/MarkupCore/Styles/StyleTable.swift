/// Resolved styles stored once each; nodes refer to them by index.
///
/// Found by hash through a ``HashedIndex``, so a style is stored (and copied) once, in
/// ``styles``, and growing the table rehashes numbers rather than styles.
struct StyleTable {
    private(set) var styles: [MarkupStyle] = []
    private var index = HashedIndex()

    mutating func intern(_ style: MarkupStyle) -> Int32 {
        let hash = style.hashValue
        if let found = index.find(hash, where: { styles[$0] == style }) { return Int32(found) }
        styles.append(style)
        return Int32(index.insert(hash))
    }
}
