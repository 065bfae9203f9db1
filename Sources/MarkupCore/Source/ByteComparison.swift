/// Equality of byte buffers, eight bytes at a time (the standard library compares one by one).
enum ByteComparison {
    static func equal(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        guard let a = first.baseAddress, let b = second.baseAddress else { return true }
        let count = first.count
        var offset = 0
        while offset + 8 <= count {
            let wordA = UnsafeRawPointer(a + offset).loadUnaligned(as: UInt64.self)
            let wordB = UnsafeRawPointer(b + offset).loadUnaligned(as: UInt64.self)
            if wordA != wordB { return false }
            offset += 8
        }
        while offset < count {
            if a[offset] != b[offset] { return false }
            offset += 1
        }
        return true
    }
}
