/// Searches over bytes eight at a time, where a plain loop goes one by one.
///
/// Each search reads 64-bit words and marks the bytes it wants by the high bit of each
/// byte; the lowest marked byte of a word (words load little-endian) is the first match.
enum ByteScanning {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The offset of the first byte at or after `start` that is not ASCII, or `bytes.count`.
    static func firstNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        let count = bytes.count
        var offset = start
        while offset + 8 <= count, UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) & highBits == 0 {
            offset += 8
        }
        while offset < count, base[offset] < 0x80 { offset += 1 }
        return offset
    }

    /// The offset of the first LF or CR at or after `start`, or `bytes.count`.
    static func firstLineBreak(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        firstMatch(bytes, from: start) { matches($0, ASCII.lineFeed) | matches($0, ASCII.carriageReturn) }
    }

    /// The offset of the first `byte` at or after `start`, or `bytes.count`.
    static func first(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        firstMatch(bytes, from: start) { matches($0, byte) }
    }

    /// The offset of the first `&`, CR or NUL at or after `start` and before `end`, or `end`:
    /// the bytes a character reference decoder has work to do at.
    static func firstReferenceOrControl(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        let limited = UnsafeBufferPointer(rebasing: bytes[..<end])
        return firstMatch(limited, from: start) {
            matches($0, ASCII.ampersand) | matches($0, ASCII.carriageReturn) | matches($0, ASCII.nul)
        }
    }

    /// How many bytes of `bytes` are `byte`.
    static func count(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        let pattern = ones &* UInt64(byte)
        var total = 0
        var offset = 0
        while offset + 8 <= count {
            // A 0 or 1 per byte, summed bytewise for at most 255 words before the eight sums are
            // added up (the baseline x86-64 has no popcount instruction: a bit count is a dozen).
            var sums: UInt64 = 0
            let end = min(count, offset + 8 * 255)
            while offset + 8 <= end {
                let zeroed = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) ^ pattern
                // Exact: no carry crosses bytes, so every zero byte, and only those, keeps its high bit clear.
                let nonZero = ((zeroed & lowBits) &+ lowBits) | zeroed
                sums &+= (~nonZero & highBits) >> 7
                offset += 8
            }
            // Pairs of byte sums into 16-bit lanes (at most 510 each), then the four lanes added.
            let pairs = (sums & 0x00FF_00FF_00FF_00FF) &+ ((sums >> 8) & 0x00FF_00FF_00FF_00FF)
            total += Int((pairs &* 0x0001_0001_0001_0001) >> 48)
        }
        while offset < count {
            if base[offset] == byte { total += 1 }
            offset += 1
        }
        return total
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
