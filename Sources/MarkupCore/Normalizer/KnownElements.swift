/// The element names HTML knows, in an open-addressing table with a cheap byte hash: the
/// normalizer looks a name up once or twice per tag, and hashing a `String` the general
/// way costs several times more than the rest of the lookup.
enum KnownElements {
    /// Slots of the table; a known name's slot is its small, stable number.
    static let names: [String?] = table.names
    static let categories: [ElementCategories] = table.categories
    static var slotCount: Int { names.count }

    private static let table: (names: [String?], categories: [ElementCategories]) = {
        let count = 512
        var names = [String?](repeating: nil, count: count)
        var categories = [ElementCategories](repeating: [], count: count)
        for (name, found) in ElementCategories.byName {
            var slot = hash(name) & (count - 1)
            while names[slot] != nil { slot = (slot + 1) & (count - 1) }
            names[slot] = name
            categories[slot] = found
        }
        return (names, categories)
    }()

    /// The slot of a known element name, or nil.
    static func slot(of name: String) -> Int? {
        let mask = names.count - 1
        var slot = hash(name) & mask
        while let candidate = names[slot] {
            if candidate == name { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// FNV-1a over the name's UTF-8 bytes (read in place: iterating a `String.UTF8View`
    /// byte by byte costs several times more).
    private static func hash(_ name: String) -> Int {
        var name = name
        return name.withUTF8 { bytes in
            var value: UInt32 = 2_166_136_261
            for byte in bytes { value = (value ^ UInt32(byte)) &* 16_777_619 }
            return Int(value)
        }
    }
}
