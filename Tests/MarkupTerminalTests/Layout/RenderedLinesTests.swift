import Testing
import MarkupCore
@testable import MarkupTerminal

/// Lines held end to end in blocks read back as the lines appended, whatever blocks they
/// landed in, and copies never see each other's changes.
@Suite struct RenderedLinesTests {
    /// A line of `count` cells spelling `tag` and the line's number, each cell its own range.
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
            #expect(lines.width(ofLine: index) == expected[index].count)
        }
        #expect(lines == RenderedLines(expected))
        #expect(lines != RenderedLines(expected.dropLast()))
    }

    @Test func aLineWrittenInPlaceIsTrimmedAlone() {
        var lines: RenderedLines = [Self.line(0, count: 3)]
        lines.appendLine(reserving: 5) { cells in
            cells += Self.line(1, count: 2)
            cells += [Cell.blank(), Cell.blank(), Cell.blank()]
        }
        lines.trimLastLine(while: \.isSpace)
        #expect(Array(lines) == [Self.line(0, count: 3), Self.line(1, count: 2)])
        // A line of blanks only is trimmed to nothing, never into the line before it.
        lines.appendLine(reserving: 2) { $0 += [Cell.blank(), Cell.blank()] }
        lines.trimLastLine(while: \.isSpace)
        #expect(Array(lines) == [Self.line(0, count: 3), Self.line(1, count: 2), []])
        // More cells than reserved are kept too.
        lines.appendLine(reserving: 0) { $0 += Self.line(3, count: 5_000) }
        #expect(lines.last == Self.line(3, count: 5_000))
        #expect(lines[1] == Self.line(1, count: 2))
    }

    @Test func joinedLinesKeepTheirOrder() {
        let first = RenderedLines(Self.lengths.prefix(8).enumerated().map { Self.line($0, count: $1) })
        let second = RenderedLines(Self.lengths.suffix(20).enumerated().map { Self.line(100 + $0, count: $1) })
        var joined = first
        joined.append(contentsOf: second)
        #expect(Array(joined) == Array(first) + Array(second))
        // Lines appended after a join go after the second part's.
        joined.append(Self.line(7, count: 4))
        joined.trimLastLine(while: { _ in true })
        #expect(Array(joined) == Array(first) + Array(second) + [[]])
    }

    @Test func copiesAreIndependent() {
        var lines: RenderedLines = [Self.line(0, count: 10)]
        let copy = lines
        lines.append(Self.line(1, count: 10))
        lines.trimLastLine(while: { _ in true })
        lines.appendLine(reserving: 1) { $0.append(Cell.blank()) }
        #expect(copy.count == 1)
        #expect(Array(copy) == [Self.line(0, count: 10)])
        var emptied = copy
        emptied.removeAll()
        #expect(emptied.isEmpty)
        #expect(Array(copy) == [Self.line(0, count: 10)])
        emptied.append(Self.line(2, count: 3))
        #expect(Array(emptied) == [Self.line(2, count: 3)])
        #expect(Array(copy) == [Self.line(0, count: 10)])
    }

    @Test func documentLinesMatchTheirText() throws {
        let source = "<p>" + (0..<400).map { "word\($0)" }.joined(separator: " ") + "</p><ul><li>one<li>two</ul>"
        let document = MarkupDocument(bytes: Array(source.utf8))
        let rendered = DocumentLayout.render(document.styled, theme: try ThemeLoader(searchPaths: []).load("default"),
                                             options: LayoutOptions(width: 30))
        #expect(rendered.text.count == rendered.lines.count)
        for index in rendered.lines.indices {
            let line = rendered.lines[index]
            #expect(rendered.text[index] == line.filter { !$0.isContinuation }.map(\.grapheme).joined())
            #expect(rendered.lines.width(ofLine: index) <= 30)
            #expect(line.last.map { !$0.isSpace } ?? true, "line \(index) keeps no trailing blank")
        }
    }
}
