import Testing
@testable import MarkupCore

@Suite struct SourceTextTests {
    @Test func dropsByteOrderMark() {
        let source = SourceText([0xEF, 0xBB, 0xBF] + Array("<b>x</b>".utf8))
        #expect(source.bytes == Array("<b>x</b>".utf8))
        #expect(source.diagnostics.isEmpty)
    }

    @Test func locatesLinesWithLFCRLFAndCR() {
        let source = SourceText("a\nbc\r\nd\re")
        #expect(source.lineStarts == [0, 2, 6, 8])
        #expect(source.location(of: 0) == SourceLocation(line: 1, column: 1))
        #expect(source.location(of: 3) == SourceLocation(line: 2, column: 2))
        #expect(source.location(of: 6) == SourceLocation(line: 3, column: 1))
        #expect(source.location(of: 9) == SourceLocation(line: 4, column: 2))
        #expect(source.describe(SourceRange(start: 2, end: 4)) == "2:1-2:3")
    }

    @Test func columnsCountUTF8Bytes() {
        let source = SourceText("日本<b>")
        #expect(source.location(of: 6) == SourceLocation(line: 1, column: 7))
    }

    @Test func replacesInvalidUTF8AndReportsIt() {
        let source = SourceText([0x61, 0xFF, 0x62, 0xE3, 0x81, 0x63] as [UInt8])
        #expect(String(decoding: source.bytes, as: UTF8.self) == "a\u{FFFD}b\u{FFFD}c")
        #expect(source.diagnostics.count == 2)
        #expect(source.diagnostics[0].range == SourceRange(start: 1, end: 4))
        #expect(source.diagnostics[0].code == .invalidUTF8)
        // A truncated three-byte sequence is one replacement (Unicode's maximal subpart).
        #expect(source.diagnostics[1].range == SourceRange(start: 5, end: 8))
    }

    @Test func summarizesFloodsOfInvalidBytes() {
        let bytes = [UInt8](repeating: 0x61, count: 10) + (0..<100).flatMap { _ in [0xFF as UInt8, 0x61] }
        let source = SourceText(bytes)
        #expect(source.diagnostics.count == UTF8Repair.reportLimit + 1)
        #expect(source.diagnostics.last?.message.contains("80 more") == true)
    }

    @Test func rejectsOverlongAndSurrogateEncodings() {
        let overlong = SourceText([0xC0, 0xAF] as [UInt8])
        #expect(String(decoding: overlong.bytes, as: UTF8.self) == "\u{FFFD}\u{FFFD}")
        #expect(overlong.diagnostics.count == 1, "adjacent replacements share one diagnostic")
        #expect(SourceText([0xED, 0xA0, 0x80] as [UInt8]).diagnostics.count >= 1)
        #expect(SourceText(Array("😀".utf8)).diagnostics.isEmpty)
    }

    @Test func repairsAsTheStandardLibraryDoes() {
        // Random runs of ASCII, continuation bytes and every kind of lead byte: the repaired
        // bytes are what `String(decoding:as:)` makes of them (U+FFFD per maximal subpart).
        var generator = SystemRandomNumberGenerator()
        let pools: [ClosedRange<UInt8>] = [0x20...0x7E, 0x80...0xBF, 0xC0...0xDF, 0xE0...0xEF, 0xF0...0xFF]
        for _ in 0..<3_000 {
            let bytes = (0..<Int.random(in: 1...24, using: &generator)).map { _ in
                UInt8.random(in: pools.randomElement(using: &generator)!, using: &generator)
            }
            let source = SourceText(bytes)
            #expect(source.bytes == Array(String(decoding: bytes, as: UTF8.self).utf8), "\(bytes)")
            #expect(source.diagnostics.isEmpty == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
        }
        // Every two- and three-byte sequence with a lead byte the fast path takes.
        for lead in UInt8(0xC2)...0xEF {
            for second in UInt8(0x70)...0xC4 {
                let bytes = lead < 0xE0 ? [lead, second, 0x41] : [lead, second, 0x80, 0x41]
                #expect(SourceText(bytes).bytes == Array(String(decoding: bytes, as: UTF8.self).utf8), "\(bytes)")
                let third = [lead, 0xA0, second, 0x41]
                #expect(SourceText(third).bytes == Array(String(decoding: third, as: UTF8.self).utf8), "\(third)")
            }
        }
    }

    @Test func findsAnInvalidByteAtEveryOffsetOfLongText() {
        // Text long enough for the word steps: ASCII, CJK, emoji and Latin mixed, one bad byte at each
        // offset, before, inside and after words.
        let text = Array("ab 日本語 cdefghij 新品上市 klmnopqrstuvwxyz 😀🛍️ 今すぐ購入 é 0123456789".utf8)
        #expect(SourceText(text).diagnostics.isEmpty)
        for offset in 0...text.count {
            for bad: UInt8 in [0xFF, 0x80, 0xC0] {
                var bytes = text
                bytes.insert(bad, at: offset)
                let source = SourceText(bytes)
                #expect(source.bytes == Array(String(decoding: bytes, as: UTF8.self).utf8), "\(offset)")
                #expect(!source.diagnostics.isEmpty, "\(offset)")
            }
        }
    }

    @Test func makesControlCharactersVisible() {
        #expect(ControlCharacters.makeVisible("a\u{1B}[31mb\u{7}") == "a\u{241B}[31mb\u{2407}")
        #expect(ControlCharacters.makeVisible("x\u{9B}2Jy") == "x\u{241B}[2Jy")
        #expect(ControlCharacters.makeVisible("tab\tline\n") == "tab\tline\n")
        #expect(ControlCharacters.makeVisible("a\nb", keepingLineBreaks: false) == "a\u{240A}b")
    }

    /// The byte scan gives, for every mix of controls, line breaks and their neighbours in UTF-8
    /// (U+00A0 and U+00BF share C1's lead byte), each scalar's own placeholder.
    @Test func makesVisibleWhatEachScalarsPlaceholderSays() {
        let pieces: [String] = ["a", "\u{0}", "\u{9}", "\n", "\r", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9B}",
                                "\u{9F}", "\u{A0}", "\u{BF}", "é", "日", "🎉", "\r\n", " "]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for keeping in [true, false] {
                var expected = ""
                for scalar in text.unicodeScalars {
                    expected += ControlCharacters.placeholder(for: scalar, keepingLineBreaks: keeping) ?? String(scalar)
                }
                #expect(ControlCharacters.makeVisible(text, keepingLineBreaks: keeping) == expected, "\(text.debugDescription)")
            }
        }
    }
}
