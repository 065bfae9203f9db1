import Testing
@testable import MarkupCore

@Suite struct PackedBytesTests {
    @Test func equalExactlyWhenTheBytesAre() {
        // Trailing NUL against the padding, one byte across the word boundary, and prefixes.
        let texts = ["", "a", "a\0", "\0", "abcdefgh", "abcdefgh\0", "abcdefghi", "abcdefghij", "bacdefghi",
                     "0123456789abcdef", "0123456789abcdeF", "·", "\u{0387}", "é", "e\u{301}"]
        for first in texts {
            for second in texts {
                let same = Array(first.utf8) == Array(second.utf8)
                #expect((PackedBytes(first) == PackedBytes(second)) == same, "\(first.debugDescription) \(second.debugDescription)")
            }
        }
    }

    @Test func holdsAtMostSixteenBytes() {
        #expect(PackedBytes(String(repeating: "x", count: 16))?.count == 16)
        #expect(PackedBytes(String(repeating: "x", count: 17)) == nil)
        #expect(PackedBytes(Character("👍🏽"))?.count == 8)
        #expect(PackedBytes(Character("👨‍👩‍👧‍👦")) == nil)  // 25 bytes
    }

    @Test func settingBit5LowercasesLettersOnlyInTheBytesItHolds() {
        #expect(PackedBytes("ABCDEFGHIJ-09")?.settingBit5() == PackedBytes("abcdefghij-09"))
        #expect(PackedBytes("Td")?.settingBit5() == PackedBytes("td"))
        // The padding stays zero, so a short name never equals a longer one.
        #expect(PackedBytes("B")?.settingBit5() != PackedBytes("b "))
    }

    @Test func hashesFitTheirBits() {
        for text in ["a", "table", "figcaption", "0123456789abcdef"] {
            for bits in [1, 6, 9, 16, 32, 62] {
                let hash = PackedBytes(text)!.hash(bits: bits)
                #expect(hash >= 0 && hash < 1 << bits)
            }
        }
    }
}
