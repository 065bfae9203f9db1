import Foundation

/// The process-wide table of cell styles: a ``CellInterner`` for styles alone, which finds a
/// style by its two packed words (see ``TerminalStyle/packedBits``), equal exactly when the
/// styles are, with no closure, `Hasher` or derived `==` (layout interns every distinct look
/// of a document). Key 0 is ``TerminalStyle/plain``.
final class CellStyleTable: @unchecked Sendable {
    private let lock = NSLock()
    // Read and written under the lock only: accesses need no exclusivity checks.
    @exclusivity(unchecked) private var styles: [TerminalStyle] = []
    @exclusivity(unchecked) private var packed: [(UInt64, UInt64)] = []
    /// Indices into ``styles``, -1 where empty: open addressing, a power of two long, at most half full.
    @exclusivity(unchecked) private var slots = [Int32](repeating: -1, count: 64)
    /// The last style looked up and its key: runs of cells share one.
    @exclusivity(unchecked) private var last: (bits: (UInt64, UInt64), key: UInt32)

    init() {
        last = (TerminalStyle.plain.packedBits, 0)
        _ = insert(.plain, bits: last.bits)
    }

    /// The key of `style`, adding it on first use.
    func key(_ style: TerminalStyle) -> UInt32 {
        let bits = style.packedBits
        lock.lock()
        defer { lock.unlock() }
        if last.bits == bits { return last.key }
        let key = find(bits) ?? insert(style, bits: bits)
        last = (bits, key)
        return key
    }

    /// The style of a key handed out by ``key(_:)``.
    func value(_ key: UInt32) -> TerminalStyle {
        lock.lock()
        defer { lock.unlock() }
        return styles[Int(key)]
    }

    private func find(_ bits: (UInt64, UInt64)) -> UInt32? {
        let mask = slots.count - 1
        var slot = Self.hash(bits) & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if packed[index] == bits { return UInt32(index) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private func insert(_ style: TerminalStyle, bits: (UInt64, UInt64)) -> UInt32 {
        let key = styles.count
        styles.append(style)
        packed.append(bits)
        if packed.count * 2 > slots.count {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            for index in packed.indices { place(index) }
        } else {
            place(key)
        }
        return UInt32(key)
    }

    private func place(_ index: Int) {
        let mask = slots.count - 1
        var slot = Self.hash(packed[index]) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index)
    }

    /// The two words mixed into one, its low bits spread (they pick the slot).
    private static func hash(_ bits: (UInt64, UInt64)) -> Int {
        var mixed = bits.0 &* 0x9E37_79B9_7F4A_7C15 ^ bits.1
        mixed ^= mixed >> 31
        mixed &*= 0xBF58_476D_1CE4_E5B9
        mixed ^= mixed >> 29
        return Int(truncatingIfNeeded: mixed)
    }
}

let cellStyles = CellStyleTable()

extension TerminalStyle {
    /// The style's key in ``cellStyles``: 0 for plain, without a lookup.
    var cellKey: UInt32 { isPlain ? 0 : cellStyles.key(self) }
}
