/// The tokenizer's searches for one of a few bytes, sixteen bytes at a time: a text run up to
/// the next `<` noting the bytes decoding needs (`&`, CR, NUL), an attribute value up to its
/// closing quote noting the same, and the next of those bytes inside a text or value.
///
/// Each search compares a block of sixteen bytes with each wanted byte at once (SSE2 or NEON
/// compares), and reads the first match from the two words of the combined mask: a matching
/// byte is 0xFF there, the first in memory the lowest of its little-endian word.
enum MarkupByteSearch {
    /// The offset of the first `<`, `&`, CR or NUL at or after `start`, or `bytes.count`.
    @inline(__always)
    static func firstLessThanOrDecodingWork(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        first(of: ASCII.lessThan, ASCII.ampersand, in: bytes, from: start, to: bytes.count)
    }

    /// The offset of the first `quote`, `&`, CR or NUL at or after `start`, or `bytes.count`.
    @inline(__always)
    static func firstQuoteOrDecodingWork(_ quote: UInt8, _ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        first(of: quote, ASCII.ampersand, in: bytes, from: start, to: bytes.count)
    }

    /// The offset of the first `&`, CR or NUL at or after `start` and before `end`, or `end`.
    @inline(__always)
    static func firstDecodingWork(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        first(of: ASCII.ampersand, ASCII.ampersand, in: bytes, from: start, to: end)
    }

    /// The offset of the first byte at or after `start` and before `end` that is `one`,
    /// `other`, CR or NUL, or `end`. A block may reach past `end` while it stays inside
    /// `bytes`: a match there counts as none.
    @inline(__always)
    private static func first(of one: UInt8, _ other: UInt8, in bytes: UnsafeBufferPointer<UInt8>,
                              from start: Int, to end: Int) -> Int {
        guard let base = bytes.baseAddress else { return end }
        let count = bytes.count
        let onePattern = SIMD16<UInt8>(repeating: one)
        let otherPattern = SIMD16<UInt8>(repeating: other)
        let carriageReturnPattern = SIMD16<UInt8>(repeating: ASCII.carriageReturn)
        let nulPattern = SIMD16<UInt8>(repeating: ASCII.nul)
        var offset = start
        while offset < end, offset + 16 <= count {
            let block = UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD16<UInt8>.self)
            let marked = (block .== onePattern) .| (block .== otherPattern) .| (block .== carriageReturnPattern)
                .| (block .== nulPattern)
            let words = unsafeBitCast(marked, to: SIMD2<UInt64>.self)
            let low = UInt64(littleEndian: words[0])
            if low != 0 { return min(offset + low.trailingZeroBitCount / 8, end) }
            let high = UInt64(littleEndian: words[1])
            if high != 0 { return min(offset + 8 + high.trailingZeroBitCount / 8, end) }
            offset += 16
        }
        while offset < end {
            let byte = base[offset]
            if byte == one || byte == other || byte == ASCII.carriageReturn || byte == ASCII.nul { return offset }
            offset += 1
        }
        return end
    }
}
