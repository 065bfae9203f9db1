/// The element names HTML knows, in an open-addressing table keyed by the name's bytes
/// packed into two words (``PackedBytes``): the tokenizer finds a tag's slot without making a string, and
/// the normalizer looks names up without hashing a `String` the general way (several times
/// the cost of the rest of the lookup).
enum KnownElements {
    // The table itself (`names`, `categories`, `packedNames`) is written out in
    // KnownElementSlots.swift, generated from the category groups with each name's slot worked
    // out: the compiler lays the three arrays out as constant data, where placing the groups'
    // 440 names at start-up, hashing and probing each, would cost every render 167K instructions.

    static var slotCount: Int { names.count }

    static let slotBits = 9

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
