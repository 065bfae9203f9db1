import Testing
import MarkupCore
@testable import MarkupTerminal

/// Lines held end to end in blocks read back as the lines appended, whatever blocks they
/// landed in; copies never see each other's changes; and a layout's lines written straight
/// into blocks are the lines a layout handing each line over makes.
@Suite struct RenderedLinesTests {
    /// A line of `count` cells spelling the line's `number` and letters, each cell its own range.
    private static func line(_ number: Int, count: Int) -> [Cell] {
        let letters = Array("\(number % 10)abcdefghij")
        return (0..<count).map { index in
            Cell(grapheme: String(letters[index % letters.count]), range: SourceRange(start: number, end: number + index + 1))
        }
    }

    /// Lines of lengths from empty to past the largest block, so lines start new blocks at
    /// every size, and one wider than any block gets its own.
    private static let lengths = [0, 1, 80, 1_023, 1, 2_000, 0, 70_000, 3, 65_536, 5, 200_000, 7] + Array(repeating: 80, count: 900)

    @Test func linesReadBackAsAppended() {
        var lines = RenderedLines()
        var expected: [[Cell]] = []
        for (number, count) in Self.lengths.enumerated() {
            let line = Self.line(number, count: count)
            lines.append(line)
            expected.append(line)
        }
        #expect(lines.count == expected.count)
        #expect(Array(lines) == expected)
        for index in expected.indices {
            #expect(lines.withCells(ofLine: index) { Array($0) } == expected[index])
        }
        #expect(lines == RenderedLines(expected))
        #expect(lines != RenderedLines(expected.dropLast()))
        // Lines of the same lengths whose cells differ are told apart.
        var changed = expected
        changed[5][1_000] = Cell.blank()
        #expect(lines != RenderedLines(changed))
    }

    @Test func widthsCountColumnsNotCells() {
        let wide = Cell(grapheme: "漢", width: 2)
        let lines: RenderedLines = [[wide, Cell.continuation(of: wide), Cell.blank()], [], [Cell(grapheme: "e\u{301}")]]
        #expect((0..<3).map(lines.width(ofLine:)) == [3, 0, 1])
    }

    @Test func aLineWrittenInPlaceIsTrimmedAlone() {
        let blanks = [Cell.blank(), Cell.blank()]
        // The line before ends in blanks: trimming the next one must not reach into it.
        var lines: RenderedLines = [Self.line(0, count: 3) + blanks]
        lines.appendLine(reserving: 5) { cells in
            cells += Self.line(1, count: 2)
            cells += blanks + [Cell.blank()]
        }
        lines.trimLastLine(while: \.isSpace)
        #expect(Array(lines) == [Self.line(0, count: 3) + blanks, Self.line(1, count: 2)])
        lines.appendLine(reserving: 2) { $0 += blanks }
        lines.trimLastLine(while: \.isSpace)
        #expect(Array(lines) == [Self.line(0, count: 3) + blanks, Self.line(1, count: 2), []])
        lines.trimLastLine(while: { _ in true })
        #expect(lines[1] == Self.line(1, count: 2))
        // More cells than reserved are kept too, and the lines before stay where they were.
        lines.appendLine(reserving: 0) { $0 += Self.line(3, count: 5_000) }
        #expect(lines.last == Self.line(3, count: 5_000))
        #expect(Array(lines.prefix(2)) == [Self.line(0, count: 3) + blanks, Self.line(1, count: 2)])
    }

    @Test func joinedLinesKeepTheirOrderAndTheirParts() {
        let first = RenderedLines(Self.lengths.prefix(8).enumerated().map { Self.line($0, count: $1) })
        let second = RenderedLines(Self.lengths.suffix(20).enumerated().map { Self.line(100 + $0, count: $1) })
        let secondBefore = Array(second)
        var joined = first
        joined.append(contentsOf: second)
        #expect(Array(joined) == Array(first) + secondBefore)
        // Writing after a join writes into the last block `second` shares: `second` keeps its own.
        joined.append([Cell.blank()] + Self.line(7, count: 4) + [Cell.blank()])
        joined.trimLastLine(while: \.isSpace)
        joined.appendLine(reserving: 3) { $0 += Self.line(8, count: 3) }
        #expect(Array(second) == secondBefore)
        #expect(Array(joined) == Array(first) + secondBefore
                + [[Cell.blank()] + Self.line(7, count: 4), Self.line(8, count: 3)])
        // Joining nothing, into nothing, and lines emptied before.
        var empty = RenderedLines()
        empty.append(contentsOf: first)
        #expect(empty == first)
        var emptied = second
        emptied.removeAll()
        var withEmptied = first
        withEmptied.append(contentsOf: emptied)
        withEmptied.append(Self.line(9, count: 2))
        #expect(Array(withEmptied) == Array(first) + [Self.line(9, count: 2)])
        #expect(Array(second) == secondBefore)
    }

    @Test func copiesAreIndependent() {
        var lines: RenderedLines = [Self.line(0, count: 10)]
        let copy = lines
        lines.append(Self.line(1, count: 10))
        lines.trimLastLine(while: { _ in true })
        lines.appendLine(reserving: 1) { $0.append(Cell.blank()) }
        #expect(Array(copy) == [Self.line(0, count: 10)])
        var emptied = copy
        emptied.removeAll()
        #expect(emptied.isEmpty)
        emptied.append(Self.line(2, count: 3))
        #expect(Array(emptied) == [Self.line(2, count: 3)])
        #expect(Array(copy) == [Self.line(0, count: 10)])
    }

    @Test func linesHoldAboutTwiceTheirCellsAtMost() {
        var lines = RenderedLines()
        lines.append(Self.line(0, count: 3))
        #expect(lines.heldCells < 24)
        for number in 1...2_000 { lines.append(Self.line(number, count: 40)) }
        #expect(lines.heldCells <= 2 * 80_003 + 64)
        // Emptying lets the blocks go: the room of a block a copy shares is not made again.
        let copy = lines
        lines.removeAll()
        #expect(lines.heldCells == 0)
        #expect(copy.count == 2_001)
        lines.append(Self.line(1, count: 2))
        #expect(lines.heldCells < 24)
    }

    /// Documents whose lines take every way into a layout's lines: wrapped flows under quote
    /// bars and list markers (cut at narrow widths), centred and right-aligned text, data
    /// tables with captions, stacked when too narrow, and layout tables centred or narrowed
    /// inside other layout tables.
    private static let documents = [
        "<blockquote><ul><li>one two three four five six<li><ol><li>nested item with words</ol></ul></blockquote>",
        "<p style='text-align:center'>centred words that wrap around</p><p align=right>right words here</p>",
        "<table border=1><caption>Prices per month</caption><tr><th>Plan<th>Price<tr><td>Basic<td>$9<tr><td>Pro plan<td>$19</table>",
        "<blockquote><table border=1><tr><td>inside a quote<td>two</table></blockquote><p>after</p>",
        "<table role=presentation width=60% align=center><tr><td><table role=presentation width=50%><tr><td><p>deep copy in narrowed tables</p><ul><li>item</ul></table></table>",
        "<center><table role=presentation><tr><td>centred at its content<br>two lines</table></center><p>x</p>",
        "<ul><li><table border=1><tr><td>a cell in a list<td>b</table><li>next</ul>",
    ]

    @Test func linesKeptAreTheLinesHandedOver() throws {
        let theme = try ThemeLoader(searchPaths: []).load("default")
        let styled = try Self.documents.map { MarkupDocument(bytes: Array($0.utf8)).styled }
            + RealCopyRenderTests.names.prefix(12).map { try RealCopyRenderTests.document($0, width: 80).styled }
        for (number, document) in styled.enumerated() {
            for width in [7, 20, 40, 80] {
                let options = LayoutOptions(width: width)
                var handedOver: [[Cell]] = []
                DocumentLayout.render(document, theme: theme, options: options) { handedOver.append($0) }
                let kept = DocumentLayout.render(document, theme: theme, options: options, split: nil).lines
                #expect(Array(kept) == handedOver, "document \(number) at \(width) columns")
            }
        }
    }
}
