/// Searches over bytes eight at a time, where a plain loop goes one by one.
enum ByteScanning {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

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
        guard let base = bytes.baseAddress else { return bytes.count }
        let count = bytes.count
        var offset = start
        while offset + 8 <= count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            if contains(word, ASCII.lineFeed) || contains(word, ASCII.carriageReturn) { break }
            offset += 8
        }
        while offset < count, base[offset] != ASCII.lineFeed, base[offset] != ASCII.carriageReturn { offset += 1 }
        return offset
    }

    /// Whether any of the eight bytes of `word` is `byte`: XOR turns those bytes to zero, and
    /// subtracting one from each byte sets the high bit of a zero byte that was clear before.
    @inline(__always)
    private static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        let matches = word ^ (ones &* UInt64(byte))
        return (matches &- ones) & ~matches & highBits != 0
    }
}
