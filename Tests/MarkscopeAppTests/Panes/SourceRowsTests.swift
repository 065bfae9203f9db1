import Testing
@testable import MarkscopeApp
import MarkupCore
import MarkupTerminal

/// The source pane's rows: one cell per shown cluster, each knowing its bytes, coloured by
/// what the bytes are.
@Suite struct SourceRowsTests {
    /// Lines where ASCII meets what is not: combining marks and emoji modifiers after an ASCII
    /// letter, CJK (two columns), a tab after wide text, controls, a lone mark at a line's start.
    static let mixedLines = [
        "<p class=\"x\">Cafe\u{301} &amp; cre\u{300}me &bogus &#x41; e\u{301}\u{302}!</p>",
        "\t<b>送料無料</b>\tA\u{1F44D}\u{1F3FD}B\tx\u{200D}y <!-- note -->",
        "\u{301}start a\u{7}b\u{1B}[31m end\ttab",
        "a\tb\t\tc 新\td",
    ]

    @Test func everyCellIsTheClusterAtItsBytesWithTheLookOfItsKind() throws {
        let html = Self.mixedLines.joined(separator: "\n")
        let state = try PreviewFixture.state(html)
        let document = try #require(state.snapshot).document
        let rows = SourceRows.rows(document, theme: state.theme)
        #expect(rows.count == Self.mixedLines.count)
        var lineStart = 0
        for (index, line) in Self.mixedLines.enumerated() {
            let expected = Self.cells(line, startingAt: lineStart)
            let row = rows[index]
            #expect(row.cells.map(\.grapheme) == expected.map(\.grapheme), "line \(index + 1)")
            #expect(row.cells.map(\.width) == expected.map(\.width), "line \(index + 1)")
            #expect(row.cells.map(\.range) == expected.map(\.range), "line \(index + 1)")
            lineStart += line.utf8.count + 1
        }
    }

    @Test func bytesAreColouredByTheTokenTheyBelongTo() throws {
        let state = try PreviewFixture.state("<a href=\"u\">x &amp; y</a><!--c-->")
        let document = try #require(state.snapshot).document
        let styles = SourceRows.rows(document, theme: state.theme)[0].cells.map(\.style)
        let look = { (name: String) in state.theme.uiStyle("source." + name) }
        #expect(styles[0] == look("tag"))  // <
        #expect(styles[3] == look("attribute"))  // h
        #expect(styles[9] == look("value"))  // u
        #expect(styles[12] == look("text"))  // x
        #expect(styles[14] == look("entity") && styles[18] == look("entity"))  // & … ;
        #expect(styles[20] == look("text"))  // y
        #expect(styles[25] == look("comment"))  // <!--
    }

    @Test func wrappedRowsCutLinesAtTheWidthAndKeepTheirBytes() throws {
        let line = "<p>" + String(repeating: "word 送料 ", count: 12) + "</p>"
        let state = try PreviewFixture.state(line)
        let document = try #require(state.snapshot).document
        let rows = SourceRows.rows(document, theme: state.theme, wrapWidth: 17)
        #expect(rows.count > 1)
        var bytes = 0
        for index in rows.indices {
            let row = rows[index]
            #expect(RenderedDocument.width(of: row.cells) <= 17)
            #expect(row.range?.start == bytes)
            bytes = row.range?.end ?? bytes
        }
        #expect(bytes == line.utf8.count)
    }

    /// What a row must hold, found the slow way: the line's text cut into clusters, each
    /// shown as ``VisibleCluster`` shows it, a tab as spaces to the next multiple of four.
    static func cells(_ line: String, startingAt start: Int) -> [(grapheme: String, width: UInt8, range: SourceRange?)] {
        var cells: [(grapheme: String, width: UInt8, range: SourceRange?)] = []
        var offset = start
        var column = 0
        for cluster in line {
            let range = SourceRange(start: offset, end: offset + cluster.utf8.count)
            if cluster == "\t" {
                let spaces = 4 - column % 4
                for _ in 0..<spaces { cells.append((" ", 1, range)) }
                column += spaces
            } else {
                let visible = VisibleCluster(cluster)
                cells.append((visible.text, UInt8(visible.width), range))
                if visible.width == 2 { cells.append(("", 0, range)) }
                column += visible.width
            }
            offset += cluster.utf8.count
        }
        return cells
    }
}
