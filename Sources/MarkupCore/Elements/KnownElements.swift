/// The element names HTML knows, in an open-addressing table keyed by the name's bytes
/// packed into two words (``PackedBytes``): the tokenizer finds a tag's slot without making a string, and
/// the normalizer looks names up without hashing a `String` the general way (several times
/// the cost of the rest of the lookup).
enum KnownElements {
    /// Slots of the table; a known name's slot is its small, stable number.
    static let names: [String?] = table.names
    static let categories: [ElementCategories] = table.categories
    /// Each slot's name packed; an empty slot holds no bytes.
    static let packedNames: [PackedBytes] = table.packed
    static var slotCount: Int { names.count }

    static let slotBits = 9

    /// Built from ``placed`` (KnownElementSlots.swift), the names with their slots and categories
    /// worked out from the category groups when the file is generated: placing the groups' 440
    /// names here, hashing and probing each, would cost every render 167K instructions.
    private static let table: (names: [String?], categories: [ElementCategories], packed: [PackedBytes]) = {
        let count = 1 << slotBits
        var names = [String?](repeating: nil, count: count)
        var categories = [ElementCategories](repeating: [], count: count)
        var packed = [PackedBytes](repeating: PackedBytes(), count: count)
        for (slot, name, categoryBits) in placed {
            names[slot] = name
            categories[slot] = ElementCategories(rawValue: categoryBits)
            packed[slot] = PackedBytes(name) ?? PackedBytes()
        }
        return (names, categories, packed)
    }()

    /// The slot of a known element name, or nil.
    static func slot(of name: String) -> Int? {
        PackedBytes(name).flatMap { slot(of: $0, in: packedNames) }
    }

    /// The slot of the known name packed in `name`, or nil, in `packed` (``packedNames``, which
    /// a caller looking up many names holds, to skip the global's access check per lookup).
    static func slot(of name: PackedBytes, in packed: [PackedBytes]) -> Int? {
        let mask = packed.count - 1
        var slot = name.hash(bits: slotBits)
        while packed[slot].count > 0 {
            if packed[slot] == name { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
