import Testing
import MarkupCore
@testable import MarkupTerminal

/// Table cells are measured by one spare engine per engine, started over for each cell: what
/// a cell leaves behind (open marks, lists, blank lines, nested and layout tables, link
/// numbers) must not reach the next one.
@Suite struct MeasuredCellTests {
    static let table = """
        <table>
        <tr><th>Plan</th><td><u>Under<del>lined and struck</del></u> text</td><td><ul><li>one</li><li>two</li></ul></td></tr>
        <tr><td><blockquote>Quoted</blockquote><p>After</p></td><td>日本語のセル and words</td><td></td></tr>
        <tr><td><table><tr><td>inner</td><td>cell</td></tr></table></td><td style="text-align:center">centred<br>lines</td>
        <td><a href="https://x.test/">a link</a> <pre>pre  text</pre></td></tr>
        <tr><td><table role="presentation"><tr><td>layout</td><td>table</td></tr></table></td><td>&nbsp;</td>
        <td><h2>Heading</h2>last</td></tr>
        </table>
        """

    @Test func aSpareEngineMeasuresEachCellAsANewEngineDoes() throws {
        let document = MarkupDocument(html: Self.table)
        let theme = try TerminalGolden.theme("default")
        let tree = document.styled.tree
        let cells = (0..<tree.count).map { tree[NodeID($0)] }.filter {
            if case .tableCell = $0.kind { true } else { false }
        }
        #expect(cells.count >= 12)
        for options in [LayoutOptions(width: 80), LayoutOptions(width: 80, showsAttributes: false)] {
            let reusing = DocumentLayout.topLevelEngine(document.styled, theme: theme, options: options,
                                                        links: LinkRegistry())
            for cell in cells {
                let header: ElementRoles = if case .tableCell(header: true) = cell.kind { [.tableHeader] } else { [] }
                let reused = MeasuredCell(cell, engine: reusing, roles: header)
                let fresh = MeasuredCell(cell, engine: DocumentLayout.topLevelEngine(
                    document.styled, theme: theme, options: options, links: LinkRegistry()), roles: header)
                #expect(reused.unwrapped == fresh.unwrapped, "lines of cell \(cell.id.index)")
                #expect(reused.lineCount == fresh.lineCount && reused.isBlank == fresh.isBlank)
                #expect(reused.natural == fresh.natural && reused.minimum == fresh.minimum)
                #expect(reused.canRealignByPadding == fresh.canRealignByPadding)
                #expect(reused.flow?.cells == fresh.flow?.cells && reused.flow?.marks == fresh.flow?.marks)
            }
        }
    }

    static let flows = """
        <table>
        <tr><td>plain words</td><td><b>bold</b> and <i>leaning</i> text</td><td>well-known hyphen-ated</td></tr>
        <tr><td>日本語のセル and words</td><td>&nbsp;<br>between<br>&nbsp;<br>&nbsp;<br>lines<br>&nbsp;</td><td>&nbsp;</td></tr>
        <tr><td>ends with a break<br></td><td><span style="white-space:pre">  kept   spaces  </span></td>
        <td style="white-space:pre">pre\tline  \nsecond   </td></tr>
        <tr><td><span style="background:red">  </span>x <span style="background:red">  </span></td><td></td>
        <td><a href="https://x.test/">linked</a> <u>under</u> <del>struck</del></td></tr>
        </table>
        """

    /// A cell that is one inline flow is measured from the flow, without lines: its widths
    /// and lines are those of the lines an engine lays out unwrapped, in a data table and in
    /// a layout table (which drops lines that show nothing at the flow's edges).
    @Test func aFlowIsMeasuredAsItsUnwrappedLines() throws {
        // A cell wider than the unbounded width: measuring wraps it.
        let long = "<table><tr><td>" + String(repeating: "word ", count: 2_100) + "</td></tr></table>"
        let document = MarkupDocument(html: Self.flows + long)
        let theme = try TerminalGolden.theme("default")
        let tree = document.styled.tree
        let cells = (0..<tree.count).map { tree[NodeID($0)] }.filter {
            if case .tableCell = $0.kind { true } else { false }
        }
        #expect(cells.count == 13)
        for inLayoutTable in [false, true] {
            var flows = 0
            for cell in cells {
                let engine = DocumentLayout.topLevelEngine(document.styled, theme: theme, options: LayoutOptions(width: 80),
                                                           links: LinkRegistry())
                engine.surroundings.inLayoutTable = inLayoutTable
                let measured = MeasuredCell(cell, engine: engine, roles: [])
                let laidOut = engine.nestedEngine(width: 10_000, roles: [])
                laidOut.surroundings.ignoresAlignment = true
                laidOut.layout(childrenOf: cell, align: .start)
                let lines = Array(laidOut.lines)
                if measured.flow != nil { flows += 1 }
                #expect(measured.unwrapped == lines, "lines of cell \(cell.id.index)")
                #expect(measured.lineCount == lines.count)
                let widths = lines.map(RenderedDocument.width(of:))
                #expect(measured.natural == max(1, widths.max() ?? 1), "width of cell \(cell.id.index)")
                let runs = lines.flatMap { line in
                    line.filter { $0.width > 0 }.split(whereSeparator: { $0.isSpace || $0.width == 2 })
                        .map { $0.reduce(0) { $0 + Int($1.width) } } + (line.contains { $0.width == 2 } ? [2] : [])
                }
                #expect(measured.minimum == min(max(1, runs.max() ?? 1), measured.natural))
                #expect(measured.isBlank == lines.allSatisfy { $0.allSatisfy { $0.isSpace || $0.isContinuation } })
                for width in [1, 3, 8, 80] where measured.natural <= width {
                    var cellLines = CellLines()
                    measured.appendLines(width: width, align: .start, engine: engine, to: &cellLines)
                    let laid = (0..<cellLines.count).map { index in
                        var line: [Cell] = []
                        cellLines.appendLine(index, to: &line)
                        return line
                    }
                    #expect(laid == lines)
                    #expect((0..<cellLines.count).map(cellLines.width(ofLine:)) == widths)
                }
            }
            #expect(flows >= 11)
        }
    }
}
