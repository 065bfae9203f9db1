import Testing
@testable import MarkupCore

@Suite struct ByteScanningTests {
    /// What a byte-by-byte loop finds, for comparison.
    private func firstIndex(_ bytes: [UInt8], from start: Int, where matches: (UInt8) -> Bool) -> Int {
        bytes[start...].firstIndex(where: matches) ?? bytes.count
    }

    @Test func findsTheFirstNonASCIIByteAtEveryPositionAndStart() {
        for length in 0...20 {
            for position in 0...length {
                var bytes = [UInt8](repeating: 0x7F, count: length)
                if position < length { bytes[position] = 0xC3 }
                for start in 0...length {
                    let found = bytes.withUnsafeBufferPointer { ByteScanning.firstNonASCII($0, from: start) }
                    let expected = firstIndex(bytes, from: start) { $0 >= 0x80 }
                    #expect(found == expected, "length \(length), byte \(position), from \(start)")
                }
            }
        }
    }

    @Test func findsTheFirstLineBreakButNoNeighbouringByte() {
        // 0x0B, 0x0C, 0x8A and 0x8D differ from LF or CR in one bit: none may match.
        for breakByte: UInt8 in [0x0A, 0x0D] {
            for length in 0...20 {
                for position in 0...length {
                    var bytes = (0..<length).map { [0x09, 0x0B, 0x0C, 0x8A, 0x8D, 0x41][$0 % 6] as UInt8 }
                    if position < length { bytes[position] = breakByte }
                    for start in 0...length {
                        let found = bytes.withUnsafeBufferPointer { ByteScanning.firstLineBreak($0, from: start) }
                        let expected = firstIndex(bytes, from: start) { $0 == 0x0A || $0 == 0x0D }
                        #expect(found == expected, "length \(length), break at \(position), from \(start)")
                    }
                }
            }
        }
    }

    /// Bytes drawn from an alphabet of the searched bytes, their one-bit neighbours and the
    /// extremes, by a fixed generator: runs of matches next to each other are where a borrow
    /// between bytes would show.
    private func mixedBytes(count: Int, seed: UInt64) -> [UInt8] {
        let alphabet: [UInt8] = [0x00, 0x01, 0x0C, 0x0D, 0x26, 0x27, 0x3C, 0x3D, 0x7F, 0x80, 0xA6, 0xBC, 0xFF, 0x41]
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return alphabet[Int(state >> 33) % alphabet.count]
        }
    }

    @Test func findsTheFirstOfAByteAmongNeighboursAndRepeats() {
        for seed in 0..<200 as Range<UInt64> {
            let bytes = mixedBytes(count: Int(seed % 37), seed: seed)
            for byte: UInt8 in [0x00, 0x0D, 0x26, 0x3C, 0xFF] {
                for start in 0...bytes.count {
                    let found = bytes.withUnsafeBufferPointer { ByteScanning.first(byte, in: $0, from: start) }
                    #expect(found == firstIndex(bytes, from: start) { $0 == byte }, "seed \(seed), byte \(byte), from \(start)")
                }
            }
        }
    }

    @Test func linesStartAfterEachBreakWithCRLFCountedOnce() {
        let source = SourceText("a long first line, past eight bytes\r\nsecond\rthird\n\nfifth line is also long\r")
        #expect(source.lineStarts == [0, 37, 44, 50, 51, 75])
        #expect(source.location(of: 44) == SourceLocation(line: 3, column: 1))
    }
}
