import Testing
@testable import MarkupCore

@Suite struct ByteHashTests {
    /// The hash of `bytes` as its definition reads: the length, then each eight bytes as a word
    /// (first byte lowest), then the last one to seven bytes as one word.
    private func referenceHash(_ bytes: [UInt8]) -> Int {
        var hash = ByteHash(seed: 0)
        hash.add(UInt64(bytes.count))
        var offset = 0
        while offset < bytes.count {
            var word: UInt64 = 0
            for position in offset..<min(offset + 8, bytes.count) {
                word |= UInt64(bytes[position]) << (8 * UInt64(position - offset))
            }
            hash.add(word)
            offset += 8
        }
        return hash.value
    }

    @Test func everyLengthHashesItsBytesWordByWord() {
        let source: [UInt8] = (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for start in 0..<9 {
            for length in 0...(source.count - start) {
                let bytes = Array(source[start..<start + length])
                let hashed = bytes.withUnsafeBufferPointer { buffer in
                    var hash = ByteHash(seed: 0)
                    hash.add(bytes: buffer)
                    return hash.value
                }
                #expect(hashed == referenceHash(bytes), "start \(start), length \(length)")
            }
        }
    }

    @Test func aStringHashesAsItsUTF8Bytes() {
        for text in ["", "a", "bold", "font-weight", "color:red;font-size:12px", "caf\u{E9}"] {
            var hash = ByteHash(seed: 0)
            hash.add(text)
            #expect(hash.value == referenceHash(Array(text.utf8)), "\(text)")
        }
    }
}
