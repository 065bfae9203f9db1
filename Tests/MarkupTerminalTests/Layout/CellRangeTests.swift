import Testing
import MarkupCore
@testable import MarkupTerminal

/// Every cell of text written as it is in the source points at the bytes it shows: what
/// linking the panes and "why is this red?" look up.
@Suite struct CellRangeTests {
    /// Copy whose clusters take every path of layout: ASCII runs with white space to collapse
    /// and hyphens, lone accented letters, runs of CJK (wide cells and their continuations),
    /// clusters that need segmentation (emoji sequences, a combining mark), tabs in `pre`,
    /// a table, a list and a link.
    static let copy = """
        <p>Limited  offer-ends\n this weekend: Café crème brûlée à la carte.</p>
        <p>限定セールは今週末まで。<b>今すぐ</b>購入！ 🎉 family 👩‍👩‍👧 and e\u{301}clair <a href="https://x.test/">今日</a></p>
        <pre>\tタブ\tの後\nend</pre>
        <table><tr><td>日本語のセル</td><td>English words</td></tr></table>
        <ul><li>項目一：説明文がここに入ります。</li></ul>
        """

    @Test(arguments: [1, 3, 8, 20, 80])
    func verbatimCellsShowTheBytesTheyPointAt(width: Int) throws {
        let document = MarkupDocument(html: Self.copy)
        let rendered = DocumentLayout.render(document.styled, theme: try TerminalGolden.theme("default"),
                                             options: LayoutOptions(width: width))
        var checked = 0
        for line in rendered.lines {
            for (column, cell) in line.enumerated() {
                guard let range = cell.range, let node = cell.node, document.tree[node].isVerbatim else { continue }
                if cell.isContinuation {
                    #expect(column > 0 && line[column - 1].width == 2 && line[column - 1].range == range,
                            "a continuation points where its wide cell does (width \(width))")
                    continue
                }
                let shown = document.source.string(in: range)
                if cell.isSpace {
                    #expect(shown.count == 1 && shown.allSatisfy(\.isWhitespace),
                            "\(shown.debugDescription) at \(range)")
                } else if cell.grapheme == "…" {
                    #expect(DisplayWidth.of(shown) == 2, "a placeholder stands for a wide cluster, not \(shown)")
                } else {
                    #expect(shown == cell.grapheme, "\(cell.grapheme) at \(range) shows \(shown.debugDescription)")
                }
                checked += 1
            }
        }
        #expect(checked >= min(width, 40), "cells checked at width \(width)")
    }
}
