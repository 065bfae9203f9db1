import MarkupCore
import Testing
@testable import MarkupTerminal

@Suite struct CellTests {
    private let bold = TerminalStyle(foreground: ThemeColor(RGBAColor(rgb: 0xF38BA8), fallback256: 211, fallback16: 9),
                                     attributes: [.bold])

    @Test func takesTwentyBytes() {
        #expect(MemoryLayout<Cell>.size == 20)
        #expect(MemoryLayout<Cell>.stride == 20)
    }

    /// An inline flow's storage copies cells as bytes and never deinitializes them.
    @Test func holdsNoReferences() {
        #expect(_isPOD(Cell.self))
        #expect(_isPOD(InlineFlow.Marks.self))
    }

    @Test func templateWriterStoresWhatShowingTheByteMakes() {
        let linked = Cell.lookKey(styleKey: bold.cellKey, linkKey: cellStrings.key("https://example.com/w"))
        let templates = [
            Cell(code: 0x20, width: 1, lookKey: linked, nodeIndex: 7, range: SourceRange(start: 3, end: 4)),
            Cell(code: 0x20, width: 1, lookKey: 0, nodeIndex: -1, range: nil),
        ]
        for template in templates {
            var expected = template
            expected.show(ascii: 0x41, rangeStart: 1_000_000, rangeEnd: -1)
            var written = Cell.blank()
            Cell.TemplateWriter(template: template)
                .write(0x41, range: Cell.TemplateWriter.packedRange(start: 1_000_000, end: -1), at: &written)
            #expect(written.graphemeCode == expected.graphemeCode)
            #expect(written.width == expected.width)
            #expect(written.lookKey == expected.lookKey)
            #expect(written.node == expected.node)
            #expect(written.storedRange == expected.storedRange)
            // A wide scalar and its continuation, as layout makes them from a run's template.
            var wide = Cell(code: 0x754C, width: 2, lookKey: template.lookKey,
                            nodeIndex: template.node.map { Int32($0.index) } ?? -1, range: nil)
            wide.setStoredRange(start: 5, end: 8)
            let range = Cell.TemplateWriter.packedRange(start: 5, end: 8)
            var cells = [Cell.blank(), Cell.blank()]
            cells.withUnsafeMutableBufferPointer { buffer in
                let writer = Cell.TemplateWriter(template: template)
                writer.write(0x754C, width: 2, range: range, at: buffer.baseAddress!)
                writer.write(0, width: 0, range: range, at: buffer.baseAddress! + 1)
            }
            for (cell, wanted) in zip(cells, [wide, Cell.continuation(of: wide)]) {
                #expect(cell.graphemeCode == wanted.graphemeCode)
                #expect(cell.width == wanted.width)
                #expect(cell.lookKey == wanted.lookKey)
                #expect(cell.node == wanted.node)
                #expect(cell.storedRange == wanted.storedRange)
            }
        }
    }

    @Test func widthAndClusterShareANumberWithoutMixing() {
        let wide = Cell(grapheme: "界", width: 2, style: bold)
        #expect(wide.width == 2)
        #expect(wide.grapheme == "界")
        #expect(wide.scalar == "界")
        let continuation = Cell.continuation(of: wide)
        #expect(continuation.width == 0)
        #expect(continuation.grapheme == "")
        #expect(continuation.isContinuation)
        // A cluster of several scalars is a key with the top bit set; the width stays apart.
        var family = Cell(grapheme: "👩‍💻", width: 2)
        #expect(family.grapheme == "👩‍💻")
        #expect(family.scalar == nil)
        family.width = 1
        #expect(family.grapheme == "👩‍💻")
        #expect(family.width == 1)
        family.grapheme = "x"
        #expect(family.width == 1)
        #expect(family.scalar == "x")
        // The highest scalar keeps its value beside the widest width.
        let last = Cell(grapheme: "\u{10FFFD}", width: 2)
        #expect(last.scalar == Unicode.Scalar(0x10FFFD))
        #expect(last.width == 2)
    }

    @Test func styleAndLinkAreReadAndChangedApart() {
        let link = "https://example.com/a"
        var cell = Cell(grapheme: "a", style: bold, node: NodeID(7), range: SourceRange(start: 3, end: 4),
                        hyperlink: link)
        #expect(cell.style == bold)
        #expect(cell.hyperlink == link)
        #expect(cell.node == NodeID(7))
        #expect(cell.range == SourceRange(start: 3, end: 4))
        cell.style = .plain
        #expect(cell.isPlain)
        #expect(cell.hyperlink == link)
        cell.hyperlink = nil
        #expect(cell.style == .plain)
        #expect(cell.hyperlink == nil)
        cell.hyperlink = link
        cell.style = bold
        #expect(cell == Cell(grapheme: "a", style: bold, node: NodeID(7), range: SourceRange(start: 3, end: 4),
                             hyperlink: link))
    }

    @Test func cellsLookAlikeExactlyWhenStyleAndLinkMatch() {
        let plain = Cell(grapheme: "a")
        let styled = Cell(grapheme: "a", style: bold)
        let linked = Cell(grapheme: "a", style: bold, hyperlink: "https://example.com/")
        let otherLink = Cell(grapheme: "a", style: bold, hyperlink: "https://example.com/b")
        let plainLinked = Cell(grapheme: "a", hyperlink: "https://example.com/")
        let looks = [plain, styled, linked, otherLink, plainLinked].map(\.lookKey)
        #expect(Set(looks).count == looks.count)
        #expect(Cell(grapheme: "b", style: bold, hyperlink: "https://example.com/").lookKey == linked.lookKey)
        // A cell without a link holds its style's key itself.
        #expect(styled.lookKey == styled.styleKey)
        #expect(linked.styleKey == styled.styleKey)
        #expect(plainLinked.styleKey == 0)
    }
}
