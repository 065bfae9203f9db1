/// The resolved styles last found for plain elements (a known tag, no rule, no attribute that
/// sets a look), by their parent's resolved style and their place.
///
/// A plain element's delta depends on its place alone (see ``StyleDeltaIndex``), and its
/// style on its delta and its parent's style, so the pair (parent style, place) gives its
/// style. Most elements are plain, and a document meets few such pairs again and again (every
/// `<p>` in its body, every `<b>` in copy of one style): each slot of a small table keeps the
/// last pair that fell there, found for a multiply, a load and a comparison, with no delta,
/// no pair hashed and probed. A pair pushed out is resolved again the long way.
struct PlainElementStyles {
    /// Per slot, `parent << 32 | place` of the pair held there (-1 for none).
    private var keys: [Int]
    /// Per slot, the style id of the pair held there.
    private var styles: [Int32]

    private static let slotBits = 8

    init() {
        keys = [Int](repeating: -1, count: 1 << Self.slotBits)
        styles = [Int32](repeating: 0, count: 1 << Self.slotBits)
    }

    private static func key(parent: Int32, place: StyleDeltaIndex.Place) -> Int {
        Int(UInt32(bitPattern: parent)) << 32 | place
    }

    private static func slot(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> (64 - UInt64(slotBits)))
    }

    /// The style id of a plain element at `place` whose parent has style `parent`, if the pair
    /// is held.
    @inline(__always)
    func style(parent: Int32, place: StyleDeltaIndex.Place) -> Int32? {
        let key = Self.key(parent: parent, place: place)
        let slot = Self.slot(key)
        return keys.withUnsafeBufferPointer { $0[slot] } == key ? styles.withUnsafeBufferPointer { $0[slot] } : nil
    }

    /// Holds `style` as the style of plain elements at `place` whose parent has style `parent`.
    mutating func store(_ style: Int32, parent: Int32, place: StyleDeltaIndex.Place) {
        let key = Self.key(parent: parent, place: place)
        let slot = Self.slot(key)
        keys[slot] = key
        styles[slot] = style
    }
}
