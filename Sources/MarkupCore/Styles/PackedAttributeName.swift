/// An attribute name of at most eight bytes packed into one word, first byte lowest, as the
/// style stage compares names with the few that set a look: one comparison of numbers per
/// candidate, where comparing with a string walks its UTF-8 view.
struct PackedAttributeName: Equatable {
    /// The name's length in bytes, as the source or side buffer holds it.
    var length: Int
    var word: UInt64

    /// The name of the attribute at entry `index` of `tables`, lowercased as HTML reads names
    /// (a name written out in the side buffer is read as it is); nil when longer than eight
    /// bytes, which no name that sets a look is. A NUL byte packs as zero, which no such name
    /// holds, as a NUL read as U+FFFD matches none of them.
    /// (A function, not an initializer: an initializer takes its arguments owned, which
    /// costs a retain and release of each of the tables' arrays per name.)
    static func of(entry index: Int, in tables: TokenTables, source: SourceText) -> PackedAttributeName? {
        let span = tables.attributes[index]
        let length = Int(span.nameLength)
        guard length <= 8 else { return nil }
        let word = if span.nameStart >= 0 {
            source.bytes.withUnsafeBufferPointer {
                pack($0, from: Int(span.nameStart), count: length, lowercasing: true)
            }
        } else {
            tables.sideBuffer.withUnsafeBufferPointer {
                pack($0, from: Int(~span.nameStart), count: length, lowercasing: false)
            }
        }
        return PackedAttributeName(length: length, word: word)
    }

    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int,
                             lowercasing: Bool) -> UInt64 {
        guard count > 0 else { return 0 }
        var word: UInt64 = 0
        if let base = bytes.baseAddress, start + 8 <= bytes.count {
            // Eight bytes at once, those past the name masked off.
            let mask: UInt64 = count == 8 ? ~0 : (1 << (8 * UInt64(count))) - 1
            word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)) & mask
        } else {
            for position in 0..<count { word |= UInt64(bytes[start + position]) << (8 * position) }
        }
        return lowercasing ? lowercased(word) : word
    }

    /// `word` with the ASCII capitals of its bytes lowercased (bytes from 0x80 kept), all
    /// eight at once: a byte's top bit is set where it is at least `A`, at most `Z` and ASCII.
    static func lowercased(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low7 = word & (0x7F * ones)
        let atLeastA = low7 &+ (0x80 - 0x41) * ones
        let pastZ = low7 &+ (0x80 - 0x5B) * ones
        let capitals = atLeastA & ~pastZ & ~word & (0x80 * ones)
        return word | capitals >> 2
    }

    /// `name` packed as it is written (a lowercased name); nil when longer than eight bytes.
    init?(_ name: String) {
        let utf8 = name.utf8
        guard utf8.count <= 8 else { return nil }
        length = utf8.count
        word = 0
        for (position, byte) in utf8.enumerated() { word |= UInt64(byte) << (8 * position) }
    }

    /// A name given as its length and packed word (the names below: computed, as a stored
    /// constant is read through a once-check at every use).
    init(length: Int, word: UInt64) {
        self.length = length
        self.word = word
    }

    static var id: PackedAttributeName { PackedAttributeName(length: 2, word: 0x6469) }
    static var href: PackedAttributeName { PackedAttributeName(length: 4, word: 0x6665_7268) }
    static var size: PackedAttributeName { PackedAttributeName(length: 4, word: 0x657A_6973) }
    static var face: PackedAttributeName { PackedAttributeName(length: 4, word: 0x6563_6166) }
    static var type: PackedAttributeName { PackedAttributeName(length: 4, word: 0x6570_7974) }
    static var style: PackedAttributeName { PackedAttributeName(length: 5, word: 0x65_6C79_7473) }
    static var color: PackedAttributeName { PackedAttributeName(length: 5, word: 0x72_6F6C_6F63) }
    static var align: PackedAttributeName { PackedAttributeName(length: 5, word: 0x6E_6769_6C61) }
    static var `class`: PackedAttributeName { PackedAttributeName(length: 5, word: 0x73_7361_6C63) }
    static var hidden: PackedAttributeName { PackedAttributeName(length: 6, word: 0x6E65_6464_6968) }
    static var bgcolor: PackedAttributeName { PackedAttributeName(length: 7, word: 0x72_6F6C_6F63_6762) }
}
