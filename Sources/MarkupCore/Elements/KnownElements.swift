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

    private static let slotBits = 9

    /// Built straight from the category groups, each name placed the first time it comes (a
    /// dictionary of names in between cost as much again, most of it the runtime's first use
    /// of a dictionary of that type).
    private static let table: (names: [String?], categories: [ElementCategories], packed: [PackedBytes]) = {
        let count = 1 << slotBits
        var names = [String?](repeating: nil, count: count)
        var categories = [ElementCategories](repeating: [], count: count)
        var packed = [PackedBytes](repeating: PackedBytes(), count: count)
        for (group, category) in ElementCategories.groups {
            for name in group {
                guard let key = PackedBytes(name), key.count > 0 else {
                    preconditionFailure("<\(name)> cannot be packed")
                }
                var slot = key.hash(bits: slotBits)
                while packed[slot].count > 0, packed[slot] != key { slot = (slot + 1) & (count - 1) }
                if packed[slot].count == 0 {
                    names[slot] = name
                    packed[slot] = key
                }
                categories[slot].insert(category)
            }
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
