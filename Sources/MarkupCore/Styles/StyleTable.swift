/// Resolved styles stored once each; nodes refer to them by index.
///
/// Found by hash in an open-addressing table of indices, so a style is stored (and copied)
/// once, in ``styles``, and growing the table rehashes numbers rather than styles.
struct StyleTable {
    private(set) var styles: [MarkupStyle] = []
    private var hashes: [Int] = []
    /// Indices into ``styles``, -1 where empty; at most half full, a power of two long.
    private var slots = [Int32](repeating: -1, count: 64)

    mutating func intern(_ style: MarkupStyle) -> Int32 {
        let hash = style.hashValue
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if hashes[index] == hash, styles[index] == style { return Int32(index) }
            slot = (slot + 1) & mask
        }
        let index = Int32(styles.count)
        styles.append(style)
        hashes.append(hash)
        slots[slot] = index
        if styles.count * 2 > slots.count { grow() }
        return index
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = hash & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}
