/// Where decoded bytes go, a byte at a time: an array (tests, tools) or ``DecodedBytes``.
protocol DecodedByteSink {
    mutating func append(_ byte: UInt8)
}

extension Array: DecodedByteSink where Element == UInt8 {}

/// The bytes ``CharacterReferenceDecoder`` writes for one text or value, into room its caller
/// made big enough beforehand: stores without the capacity and uniqueness checks of an
/// array's append, which a text with many references pays per run and per byte.
struct DecodedBytes: DecodedByteSink {
    private let base: UnsafeMutablePointer<UInt8>
    /// How many bytes were written.
    private(set) var count = 0

    init(_ base: UnsafeMutablePointer<UInt8>) {
        self.base = base
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// Appends `bytes[range]`.
    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        guard !range.isEmpty, let source = bytes.baseAddress else { return }
        (base + count).update(from: source + range.lowerBound, count: range.count)
        count += range.count
    }
}
