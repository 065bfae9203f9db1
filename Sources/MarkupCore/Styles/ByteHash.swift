/// A hash of numbers and strings' UTF-8 bytes, eight bytes at a time, for tables keyed by an
/// element's inputs (a style's attribute values): about a fifth of the cost of `Hasher` on
/// short values, and the same for equal bytes in every run.
struct ByteHash {
    private var state: UInt64

    init(seed: UInt64) {
        state = (seed ^ 0x243F_6A88_85A3_08D3) &* Self.multiplier
    }

    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The hash, its bits mixed down to the low ones that open addressing probes with.
    var value: Int {
        var mixed = state
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        return Int(Int64(bitPattern: mixed))
    }

    mutating func add(_ word: UInt64) {
        state = (state ^ word) &* Self.multiplier
        state ^= state >> 29
    }

    /// Adds the string's length and bytes.
    mutating func add(_ string: String) {
        add(UInt64(string.utf8.count))
        let done: Void? = string.utf8.withContiguousStorageIfAvailable { add($0) }
        if done == nil { Array(string.utf8).withUnsafeBufferPointer { add($0) } }
    }

    /// Adds the length and bytes of a string's UTF-8 (the same as ``add(_:)-(String)`` of it).
    mutating func add(bytes: UnsafeBufferPointer<UInt8>) {
        add(UInt64(bytes.count))
        add(bytes)
    }

    private mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset + 8 <= bytes.count {
            add(UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            offset += 8
        }
        let remaining = bytes.count - offset
        guard remaining > 0 else { return }
        // The last one to seven bytes as one word, first byte lowest: read in one load where
        // the eight bytes before the end are the value's, else in at most three (four, two and
        // one bytes), not byte by byte (most values are short: a tail costs what the rest does).
        let tail: UInt64
        if bytes.count >= 8 {
            let last = UInt64(littleEndian: UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self))
            tail = last >> (8 * UInt64(8 - remaining))
        } else {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            var position = UnsafeRawPointer(base + offset)
            if remaining & 4 != 0 {
                word = UInt64(UInt32(littleEndian: position.loadUnaligned(as: UInt32.self)))
                position += 4
                shift = 32
            }
            if remaining & 2 != 0 {
                word |= UInt64(UInt16(littleEndian: position.loadUnaligned(as: UInt16.self))) << shift
                position += 2
                shift += 16
            }
            if remaining & 1 != 0 { word |= UInt64(position.load(as: UInt8.self)) << shift }
            tail = word
        }
        add(tail)
    }

    /// Whether two strings have the same UTF-8 bytes (`==` also holds canonically equivalent
    /// text equal, which would show different bytes).
    static func sameBytes(_ first: String, _ second: String) -> Bool {
        guard first.utf8.count == second.utf8.count else { return false }
        let result = first.utf8.withContiguousStorageIfAvailable { a in
            second.utf8.withContiguousStorageIfAvailable { b in ByteComparison.equal(a, b) }
        }
        return (result ?? nil) ?? first.utf8.elementsEqual(second.utf8)
    }
}
