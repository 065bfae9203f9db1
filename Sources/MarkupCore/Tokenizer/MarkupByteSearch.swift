/// The tokenizer's searches for one of a few bytes, eight bytes at a time: a text run up to
/// the next `<` noting the bytes decoding needs (`&`, CR, NUL), an attribute value up to its
/// closing quote noting the same.
///
/// Each search reads 64-bit words and marks the bytes it wants by the high bit of each byte;
/// the lowest marked byte of a word (words load little-endian) is the first match.
enum MarkupByteSearch {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The offset of the first `<`, `&`, CR or NUL at or after `start`, or `bytes.count`.
    @inline(__always)
    static func firstLessThanOrDecodingWork(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        first(of: ASCII.lessThan, ASCII.ampersand, in: bytes, from: start)
    }

    /// The offset of the first `quote`, `&`, CR or NUL at or after `start`, or `bytes.count`.
    @inline(__always)
    static func firstQuoteOrDecodingWork(_ quote: UInt8, _ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        first(of: quote, ASCII.ampersand, in: bytes, from: start)
    }

    /// The offset of the first byte at or after `start` that is `one`, `other`, CR or NUL, or
    /// `bytes.count`.
    @inline(__always)
    private static func first(of one: UInt8, _ other: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        let count = bytes.count
        let onePattern = ones &* UInt64(one)
        let otherPattern = ones &* UInt64(other)
        let carriageReturnPattern = ones &* UInt64(ASCII.carriageReturn)
        var offset = start
        while offset + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            let marked = zeroBytes(word ^ onePattern) | zeroBytes(word ^ otherPattern)
                | zeroBytes(word ^ carriageReturnPattern) | zeroBytes(word)
            if marked != 0 { return offset + marked.trailingZeroBitCount / 8 }
            offset += 8
        }
        while offset < count {
            let byte = base[offset]
            if byte == one || byte == other || byte == ASCII.carriageReturn || byte == ASCII.nul { return offset }
            offset += 1
        }
        return count
    }

    /// The high bit of each zero byte of `word`. Subtracting one from each byte sets the high
    /// bit of a zero byte that was clear before; a borrow can mark a byte above a true zero
    /// too, never below one, so the lowest mark is always right (the searches read only the
    /// lowest).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }
}
