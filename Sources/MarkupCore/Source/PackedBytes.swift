/// Up to 16 bytes held in two little-endian words, zero-padded, with their count: a key
/// that compares and hashes in a few instructions, for small tables of short byte strings
/// (element names, grapheme clusters) where a `String` key would be hashed the general way.
package struct PackedBytes: Equatable, Sendable {
    public static let capacity = 16
    public private(set) var low: UInt64 = 0
    public private(set) var high: UInt64 = 0
    public private(set) var count = 0

    /// No bytes (an empty slot of a table).
    public init() {}

    /// Bytes already packed, as a generated table writes them out (``KnownElements``).
    init(low: UInt64, high: UInt64, count: Int) {
        self.low = low
        self.high = high
        self.count = count
    }

    /// `bytes`; nil when there are more than ``capacity``.
    public init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= Self.capacity else { return nil }
        for byte in bytes { append(byte) }
    }

    /// The UTF-8 of `text`; nil when it is longer than ``capacity``.
    public init?(_ text: String) {
        var text = text
        guard let packed = text.withUTF8({ PackedBytes($0) }) else { return nil }
        self = packed
    }

    /// The UTF-8 of `cluster`; nil when it is longer than ``capacity``.
    public init?(_ cluster: Character) {
        for byte in cluster.utf8 {
            guard count < Self.capacity else { return nil }
            append(byte)
        }
    }

    private mutating func append(_ byte: UInt8) {
        if count < 8 { low |= UInt64(byte) &<< (8 * count) } else { high |= UInt64(byte) &<< (8 * (count - 8)) }
        count += 1
    }

    /// The bytes with the 0x20 bit set on each: for bytes known to be ASCII letters, digits
    /// and `-` (as tag names are), of which only A–Z lack it, that lowercases them all at once.
    public func settingBit5() -> PackedBytes {
        let lowMask: UInt64 = count >= 8 ? ~0 : (1 &<< (8 * count)) - 1
        let highMask: UInt64 = count >= 16 ? ~0 : count <= 8 ? 0 : (1 &<< (8 * (count - 8))) - 1
        var result = self
        result.low |= 0x2020_2020_2020_2020 & lowMask
        result.high |= 0x2020_2020_2020_2020 & highMask
        return result
    }

    /// A hash of the bytes, `bits` bits wide (1–62): a table of 2^`bits` slots starts its
    /// search there.
    public func hash(bits: Int) -> Int {
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed &>> (64 - bits))
    }
}
