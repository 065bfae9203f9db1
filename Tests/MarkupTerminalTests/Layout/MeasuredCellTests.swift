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
                #expect(reused.measured == fresh.measured, "lines of cell \(cell.id.index)")
                #expect(reused.natural == fresh.natural && reused.minimum == fresh.minimum)
                #expect(reused.canRealignByPadding == fresh.canRealignByPadding)
                #expect(reused.flow?.cells == fresh.flow?.cells && reused.flow?.marks == fresh.flow?.marks)
            }
        }
    }
}
