/// Searches over bytes eight at a time, where a plain loop goes one by one.
///
/// Each search reads 64-bit words and marks the bytes it wants by the high bit of each
/// byte; the lowest marked byte of a word (words load little-endian) is the first match.
enum ByteScanning {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The offset of the first byte at or after `start` that is not ASCII, or `bytes.count`.
    static func firstNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        let count = bytes.count
        var offset = start
        // Thirty-two bytes a step (two SSE2 or NEON blocks, OR'd), then words find the byte.
        while offset + 32 <= count {
            let first = UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD16<UInt8>.self)
            let second = UnsafeRawPointer(base + offset + 16).loadUnaligned(as: SIMD16<UInt8>.self)
            let words = unsafeBitCast(first | second, to: SIMD2<UInt64>.self)
            if (words[0] | words[1]) & highBits != 0 { break }
            offset += 32
        }
        while offset + 8 <= count, UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) & highBits == 0 {
            offset += 8
        }
        while offset < count, base[offset] < 0x80 { offset += 1 }
        return offset
    }

    /// The offset of the first LF or CR at or after `start`, or `bytes.count`.
    static func firstLineBreak(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        // Lines run long in copy: thirty-two bytes a step (two SSE2 or NEON blocks compared with
        // both bytes at once) up to the block holding a break, which words then find.
        let lineFeed = SIMD16<UInt8>(repeating: ASCII.lineFeed)
        let carriageReturn = SIMD16<UInt8>(repeating: ASCII.carriageReturn)
        var offset = start
        while offset + 32 <= bytes.count {
            let first = UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD16<UInt8>.self)
            let second = UnsafeRawPointer(base + offset + 16).loadUnaligned(as: SIMD16<UInt8>.self)
            let marked = (first .== lineFeed) .| (first .== carriageReturn) .| (second .== lineFeed)
                .| (second .== carriageReturn)
            if any(marked) { break }
            offset += 32
        }
        return firstMatch(bytes, from: offset) { matches($0, ASCII.lineFeed) | matches($0, ASCII.carriageReturn) }
    }

    /// The offset of the first `byte` at or after `start`, or `bytes.count`.
    static func first(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        firstMatch(bytes, from: start) { matches($0, byte) }
    }

    /// Whether `needle` occurs in `bytes`: each place its first byte is found is compared whole.
    static func contains(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let head = pattern.first else { return true }
        let last = bytes.count - pattern.count
        var start = 0
        while start <= last {
            start = first(head, in: bytes, from: start)
            guard start <= last else { return false }
            if ByteComparison.equal(UnsafeBufferPointer(rebasing: bytes[start..<start + pattern.count]), pattern) {
                return true
            }
            start += 1
        }
        return false
    }

    /// The offset of the first byte at or after `start` that `marks` flags, or `bytes.count`.
    @inline(__always)
    private static func firstMatch(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ marks: (UInt64) -> UInt64
    ) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        let count = bytes.count
        var offset = start
        while offset + 8 <= count {
            let marked = marks(UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            if marked != 0 { return offset + marked.trailingZeroBitCount / 8 }
            offset += 8
        }
        while offset < count {
            if marks(UInt64(base[offset])) & 0x80 != 0 { return offset }
            offset += 1
        }
        return count
    }

    /// The high bit of each byte of `word` that is `byte`. XOR turns those bytes to zero, and
    /// subtracting one from each byte sets the high bit of a zero byte that was clear before.
    /// A borrow can mark a byte above a true match too, never below one, so the lowest mark
    /// is always right (the search only reads the lowest).
    @inline(__always)
    private static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let zeroed = word ^ (ones &* UInt64(byte))
        return (zeroed &- ones) & ~zeroed & highBits
    }
}
