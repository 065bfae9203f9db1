import Testing
import MarkupCore
@testable import MarkupTerminal

/// `render` writes the lines of data tables and of layout tables' side-by-side rows from their
/// pieces (``RowLine``), not from lines of cells: its bytes must be those of every line of
/// cells written by ``ANSIWriter/appendLine(_:to:)``, with each kind of border, at any width,
/// colour depth and link mode.
@Suite struct TableRowWriteTests {
    /// What a row's line must get right: borders and rules, padding to the column, header
    /// cells centred, spans, cells of several lines beside cells of one, cells that show
    /// nothing (trailing blanks trimmed, into the prefixes when nothing else shows), prefixes
    /// of lists and quotes fitted and cut, a caption, wide clusters, links, side-by-side rows
    /// indented by their first cell's padding.
    @Test(arguments: [
        "<table><tr><th>Name</th><th>Price</th></tr><tr><td>Tea</td><td>$3</td></tr></table>",
        "<table><caption>Menu</caption><thead><tr><th colspan=2>Both</th></tr></thead>"
            + "<tr><td>a cell with enough words to wrap at a narrow width</td><td>b</td></tr></table>",
        "<table><tr><td></td><td> </td></tr><tr><td>x</td><td></td></tr></table>",
        "<blockquote><table><tr><td>quoted</td><td>table</td></tr></table></blockquote>",
        "<ul><li><table><tr><td>in a</td><td>list item</td></tr></table></li></ul>",
        "<table><tr><td style='text-align:right'>right</td><td style='text-align:center'>mid</td>"
            + "<td>漢字 😀 <a href='https://x.example/a'>link</a></td></tr></table>",
        "<table><tr><td><p>one</p><p>two</p></td><td><b>bold</b> <u>under</u></td></tr></table>",
        "<table role='presentation' width='100%'><tr><td style='padding-left:16px'>left column text</td>"
            + "<td>right column with more words in it</td></tr></table>",
        "<blockquote><table role='presentation'><tr><td>side</td><td>by side</td></tr>"
            + "<tr><td>&nbsp;</td><td>second row</td></tr></table></blockquote>",
    ])
    func tableRowsWriteTheBytesOfTheirCells(_ html: String) throws {
        let document = MarkupDocument(html: html).styled
        for borders in [Theme.TableBorders.box, .ascii, .none] {
            var theme = try TerminalGolden.theme("default")
            theme.tableBorders = borders
            for width in [1, 13, 40, 80] {
                for depth in [ColorDepth.none, .trueColor] {
                    for hyperlinks in depth == .none ? [false] : [false, true] {
                        let writer = ANSIWriter(depth: depth, hyperlinks: hyperlinks)
                        let options = LayoutOptions(width: width, hyperlinks: hyperlinks, showsAttributes: depth != .none)
                        let cells = SegmentWriteTests.viaCells(document, theme: theme, options: options, writer: writer)
                        let rows = SegmentWriteTests.viaSegments(document, theme: theme, options: options, writer: writer)
                        #expect(cells == rows, "\(html), \(borders), width \(width), \(depth), hyperlinks \(hyperlinks)")
                    }
                }
            }
        }
    }
}
