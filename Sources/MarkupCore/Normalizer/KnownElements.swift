/// The element names HTML knows, in an open-addressing table keyed by the name's bytes
/// packed into two words: the tokenizer finds a tag's slot without making a string, and
/// the normalizer looks names up without hashing a `String` the general way (several times
/// the cost of the rest of the lookup).
enum KnownElements {
    /// Slots of the table; a known name's slot is its small, stable number.
    static let names: [String?] = table.names
    static let categories: [ElementCategories] = table.categories
    /// Each slot's name packed (see ``PackedName``); an empty slot holds an empty one.
    static let packedNames: [PackedName] = table.packed
    static var slotCount: Int { names.count }

    private static let slotBits = 9

    private static let table: (names: [String?], categories: [ElementCategories], packed: [PackedName]) = {
        let count = 1 << slotBits
        var names = [String?](repeating: nil, count: count)
        var categories = [ElementCategories](repeating: [], count: count)
        var packed = [PackedName](repeating: PackedName(), count: count)
        for (name, found) in ElementCategories.byName {
            guard let key = PackedName(name) else { preconditionFailure("<\(name)> is too long to pack") }
            var slot = key.slot
            while names[slot] != nil { slot = (slot + 1) & (count - 1) }
            names[slot] = name
            categories[slot] = found
            packed[slot] = key
        }
        return (names, categories, packed)
    }()

    /// A name of 1 to 16 bytes without NUL as two little-endian words, zero-padded (so the
    /// padding is unambiguous).
    struct PackedName: Equatable {
        static let capacity = 16
        private(set) var low: UInt64 = 0
        private(set) var high: UInt64 = 0

        /// The empty name of an empty slot.
        init() {}

        /// The bytes of `name`; nil when empty, longer than ``capacity`` or holding a NUL.
        init?(_ name: String) {
            var name = name
            guard let packed = name.withUTF8({ PackedName($0) }) else { return nil }
            self = packed
        }

        /// `bytes`; nil when empty, longer than ``capacity`` or holding a NUL (no element's name).
        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard bytes.count > 0, bytes.count <= Self.capacity else { return nil }
            for (position, byte) in bytes.enumerated() {
                guard byte != 0 else { return nil }
                if position < 8 { low |= UInt64(byte) &<< (8 * position) }
                else { high |= UInt64(byte) &<< (8 * (position - 8)) }
            }
        }

        /// The bytes of a tag name as the tokenizer reads it (letters, digits and `-`),
        /// lowercased: of those bytes only A–Z lack the 0x20 bit, so setting it on every
        /// byte lowercases them all at once.
        init?(tagName bytes: UnsafeBufferPointer<UInt8>) {
            guard let packed = PackedName(bytes) else { return nil }
            let count = bytes.count
            let lowMask: UInt64 = count >= 8 ? ~0 : (1 &<< (8 * count)) - 1
            let highMask: UInt64 = count >= 16 ? ~0 : count <= 8 ? 0 : (1 &<< (8 * (count - 8))) - 1
            low = packed.low | (0x2020_2020_2020_2020 & lowMask)
            high = packed.high | (0x2020_2020_2020_2020 & highMask)
        }

        var isEmpty: Bool { low == 0 }

        /// Its first slot in the table: a multiplicative hash of both words.
        var slot: Int {
            Int(truncatingIfNeeded: ((low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9)
                &>> (64 - KnownElements.slotBits))
        }
    }

    /// The slot of a known element name, or nil.
    static func slot(of name: String) -> Int? {
        PackedName(name).flatMap { slot(of: $0, in: packedNames) }
    }

    /// The slot of the known name `name`, or nil, in `packed` (``packedNames``, which a caller
    /// looking up many names holds, to skip the global's access check per lookup).
    static func slot(of name: PackedName, in packed: [PackedName]) -> Int? {
        let mask = packed.count - 1
        var slot = name.slot
        while !packed[slot].isEmpty {
            if packed[slot] == name { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
