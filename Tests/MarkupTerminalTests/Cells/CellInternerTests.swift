import Testing
@testable import MarkupTerminal

@Suite struct CellInternerTests {
    /// Swift holds these equal (canonically equivalent); a cell must still show what was written.
    private let composed = "\u{EA}\u{301}"
    private let decomposed = "e\u{302}\u{301}"

    @Test func clustersAndLinksKeepTheirBytes() {
        #expect(composed == decomposed)
        #expect(Array(Cell(grapheme: composed).grapheme.utf8) == Array(composed.utf8))
        #expect(Array(Cell(grapheme: decomposed).grapheme.utf8) == Array(decomposed.utf8))
        #expect(Cell(grapheme: composed) != Cell(grapheme: decomposed))
        let link = "https://example.com/caf\u{E9}"
        let equivalent = "https://example.com/cafe\u{301}"
        #expect(Array(Cell(grapheme: "a", hyperlink: link).hyperlink!.utf8) == Array(link.utf8))
        #expect(Array(Cell(grapheme: "a", hyperlink: equivalent).hyperlink!.utf8) == Array(equivalent.utf8))
    }

    @Test func layoutShowsEquivalentClustersAsWritten() throws {
        // The second of each pair is laid out after the first was seen (and cached, and interned).
        let copy = "\(composed) \(decomposed) \(composed) \u{387}\u{B7} x\u{340} x\u{300}"
        let lines = try TerminalGolden.text(copy, width: 40)
        #expect(lines.map { Array($0.utf8) } == [Array(copy.utf8)])
    }
}
