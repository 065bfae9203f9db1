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

    /// How many bytes past the room a caller needs beyond the decoded bytes themselves: a run
    /// of up to 32 bytes is copied as two 16-byte blocks, which may write that far past it.
    static let copySlack = 32

    /// Appends `bytes[range]`. A run of up to 32 bytes whose blocks lie inside `bytes` is
    /// copied as two 16-byte blocks (the bytes after the run are overwritten later or never
    /// read); a longer one through `memcpy`.
    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        guard !range.isEmpty, let source = bytes.baseAddress else { return }
        if range.count <= 32, range.lowerBound + 32 <= bytes.count {
            let from = UnsafeRawPointer(source + range.lowerBound)
            let to = UnsafeMutableRawPointer(base + count)
            to.storeBytes(of: from.loadUnaligned(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self), toByteOffset: 16,
                          as: SIMD16<UInt8>.self)
        } else {
            (base + count).update(from: source + range.lowerBound, count: range.count)
        }
        count += range.count
    }
}
