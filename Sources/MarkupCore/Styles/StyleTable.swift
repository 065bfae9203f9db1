/// Resolved styles stored once each; nodes refer to them by index.
///
/// Found by hash through a ``HashedIndex``, so a style is stored (and copied) once, in
/// ``styles``, and growing the table rehashes numbers rather than styles.
struct StyleTable {
    private(set) var styles: [MarkupStyle] = []
    private var index: HashedIndex

    /// An empty table with room for `capacity` styles before it grows: grown from empty, the
    /// array would be reallocated several times and the index rehashed.
    init(capacity: Int = 32) {
        index = HashedIndex(capacity: capacity)
        styles.reserveCapacity(capacity)
    }

    /// Whether the style with id `id` equals `style`, compared where it is stored (reading it
    /// out of the array copies it, retaining its strings).
    func style(_ id: Int32, equals style: borrowing MarkupStyle) -> Bool {
        styles.withUnsafeBufferPointer { MarkupStyle.hasSameFields($0.baseAddress! + Int(id), as: style) }
    }

    mutating func intern(_ style: consuming MarkupStyle) -> Int32 {
        // The style's packed words through a multiply-and-shift hash: `Hasher`'s set-up and
        // finalization cost more than the rest of a look-up.
        let words = style.hashWords
        var hasher = ByteHash(seed: words.0)
        hasher.add(words.1)
        hasher.add(words.2)
        let hash = hasher.value
        // Stored styles are compared in place: reading one from the array copies it.
        let found = styles.withUnsafeBufferPointer { stored in
            index.find(hash) { MarkupStyle.hasSameFields(stored.baseAddress! + $0, as: style) }
        }
        if let found { return Int32(found) }
        styles.append(style)
        return Int32(index.insert(hash))
    }
}
