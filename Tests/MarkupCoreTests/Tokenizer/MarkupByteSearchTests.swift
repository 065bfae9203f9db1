import Testing
@testable import MarkupCore

/// The tokenizer's sixteen-byte searches, against a byte-by-byte reading, over inputs long
/// enough for several blocks and every tail length, with matches near and past each end.
@Suite struct MarkupByteSearchTests {
    private func mixedBytes(count: Int, seed: UInt64) -> [UInt8] {
        let alphabet: [UInt8] = [0x00, 0x0C, 0x0D, 0x22, 0x26, 0x27, 0x3C, 0x3D, 0x41, 0x61, 0x61, 0x61, 0x80, 0xBC, 0xFF]
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Mostly `a`, so that a block often holds no match.
            let index = Int(state >> 33) % (alphabet.count * 4)
            return index < alphabet.count ? alphabet[index] : 0x61
        }
    }

    private func isDecodingWork(_ byte: UInt8) -> Bool { byte == 0x26 || byte == 0x0D || byte == 0x00 }

    @Test func findsTheFirstLessThanOrDecodingByteFromEveryStart() {
        for seed in 0..<120 as Range<UInt64> {
            let bytes = mixedBytes(count: Int(seed % 70), seed: seed)
            for start in 0...bytes.count {
                let found = bytes.withUnsafeBufferPointer { MarkupByteSearch.firstLessThanOrDecodingWork($0, from: start) }
                let expected = bytes[start...].firstIndex { $0 == 0x3C || isDecodingWork($0) } ?? bytes.count
                #expect(found == expected, "seed \(seed), from \(start)")
            }
        }
    }

    @Test func findsTheFirstQuoteOrDecodingByteFromEveryStart() {
        for seed in 0..<120 as Range<UInt64> {
            let bytes = mixedBytes(count: Int(seed % 70), seed: seed)
            for quote: UInt8 in [0x22, 0x27] {
                for start in 0...bytes.count {
                    let found = bytes.withUnsafeBufferPointer { MarkupByteSearch.firstQuoteOrDecodingWork(quote, $0, from: start) }
                    let expected = bytes[start...].firstIndex { $0 == quote || isDecodingWork($0) } ?? bytes.count
                    #expect(found == expected, "seed \(seed), quote \(quote), from \(start)")
                }
            }
        }
    }

    @Test func findsTheFirstDecodingByteBeforeTheEndOnly() {
        // A block may reach past `end` inside the input: a match there must count as none.
        for seed in 0..<60 as Range<UInt64> {
            let bytes = mixedBytes(count: Int(seed % 50), seed: seed)
            for start in 0...bytes.count {
                for end in start...bytes.count {
                    let found = bytes.withUnsafeBufferPointer { MarkupByteSearch.firstDecodingWork($0, from: start, to: end) }
                    let expected = bytes[start..<end].firstIndex(where: isDecodingWork) ?? end
                    #expect(found == expected, "seed \(seed), from \(start) to \(end)")
                }
            }
        }
    }
}
