/// Finds stored values by hash: an open-addressing table of their indices in the caller's
/// array, at most half full. Values are stored (and copied) once, by the caller; growing
/// rehashes numbers, not values; and no `Hashable` key type is needed (the first use of a
/// dictionary keyed by a new type costs the runtime a conformance search through the binary).
package struct HashedIndex: Sendable {
    private var hashes: [Int] = []
    /// Indices, -1 where empty; a power of two long.
    private var slots: [Int32]

    public init() {
        slots = [Int32](count: 64, filledWith: -1)
    }

    /// An index with room for `capacity` values before it grows: a table that would otherwise
    /// start small and grow rehashes every value it holds each time it doubles.
    public init(capacity: Int) {
        var slotCount = 64
        while slotCount < capacity * 2 { slotCount *= 2 }
        slots = [Int32](count: slotCount, filledWith: -1)
        hashes.reserveCapacity(slotCount / 2)
    }

    /// The index of a stored value with `hash` that `matches` accepts, else nil.
    public func find(_ hash: Int, where matches: (Int) -> Bool) -> Int? {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if hashes[index] == hash, matches(index) { return index }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Records that the value with `hash` is stored at the next index (the number of values
    /// recorded so far), and returns that index.
    @discardableResult
    public mutating func insert(_ hash: Int) -> Int {
        let index = hashes.count
        // Room for as many hashes as the first table takes, at the first insert: growing one
        // at a time would reallocate the array six times before the first rehash.
        if index == 0 { hashes.reserveCapacity(slots.count / 2) }
        hashes.append(hash)
        if hashes.count * 2 > slots.count {
            grow()
        } else {
            // One uniqueness check of the slots for the write, none per probe.
            slots.withUnsafeMutableBufferPointer { Self.place(index, hash: hash, in: $0) }
        }
        return index
    }

    /// A hash of a string's UTF-8 bytes, for values told apart by their bytes.
    public static func hash(utf8 string: String) -> Int {
        var hasher = Hasher()
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        return hasher.finalize()
    }

    /// Whether two strings have the same UTF-8 bytes (`==` also holds canonically equivalent
    /// text equal).
    public static func sameUTF8(_ first: String, _ second: String) -> Bool {
        guard first.utf8.count == second.utf8.count else { return false }
        var first = first
        var second = second
        return first.withUTF8 { a in second.withUTF8 { b in ByteComparison.equal(a, b) } }
    }

    /// A table twice as long, every recorded index placed again in one pass.
    private mutating func grow() {
        var grown = [Int32](count: slots.count * 2, filledWith: -1)
        grown.withUnsafeMutableBufferPointer { grown in
            hashes.withUnsafeBufferPointer { hashes in
                for index in hashes.indices { Self.place(index, hash: hashes[index], in: grown) }
            }
        }
        slots = grown
    }

    /// Puts `index` in the first empty slot from its hash's.
    @inline(__always)
    private static func place(_ index: Int, hash: Int, in slots: UnsafeMutableBufferPointer<Int32>) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index)
    }
}
