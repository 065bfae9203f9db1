import Testing
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

/// vim and less motions: `0` `$`, `f` `b` (words), Ctrl-D Ctrl-U (half page), Home End, PgUp PgDn.
@Suite struct PreviewMotionTests {
    /// `0` and `$` go to the first and last column of the source line, and the selection follows.
    @Test func zeroAndDollarGoToTheStartAndEndOfTheSourceLine() throws {
        var state = try PreviewFixture.state("<p>Sale now on</p>\n<p>x</p>")
        _ = PreviewFixture.press([.character("$")], in: &state)
        #expect(state.cursor(.source).column == 17, "on the '>' of </p>")
        #expect(state.selection == SourceRange(start: 14, end: 18))
        _ = PreviewFixture.press([.character("0")], in: &state)
        #expect(state.cursor(.source).column == 0)
        #expect(state.selection == SourceRange(start: 0, end: 3))
    }

    /// In the render `0` and `$` go to the first and last cell of the rendered line.
    @Test func zeroAndDollarInTheRender() throws {
        var state = try PreviewFixture.state("<p>Sale now on</p>")
        _ = PreviewFixture.press([.tab, .character("$")], in: &state)
        #expect(state.focus == .render)
        #expect(state.cursor(.render).column == 10)
        #expect(state.selection == SourceRange(start: 13, end: 14), "the 'n' of 'on'")
        _ = PreviewFixture.press([.character("0")], in: &state)
        #expect(state.cursor(.render).column == 0)
    }

    /// `f` and `b` move to the next and previous word, across lines, in the source and the render.
    @Test func wordMotionsInTheSourceAndTheRender() throws {
        var state = try PreviewFixture.state("<p>Sale now</p>\n<p>on</p>")
        _ = PreviewFixture.press([.character("0")], in: &state)
        var columns: [Int] = []
        for _ in 0..<4 {
            _ = PreviewFixture.press([.character("f")], in: &state)
            columns.append(state.cursor(.source).column)
        }
        #expect(columns == [1, 2, 3, 8], "'p', '>', 'Sale', 'now'")
        _ = PreviewFixture.press(Array(repeating: .character("f"), count: 4), in: &state)
        #expect(state.cursor(.source).row == 1, "past '</p>' onto the next line")
        #expect(state.cursor(.source).column == 0)
        _ = PreviewFixture.press([.character("b")], in: &state)
        #expect(state.cursor(.source).row == 0)
        #expect(state.cursor(.source).column == 14, "the '>' of '</p>'")
        _ = PreviewFixture.press([.tab, .character("0"), .character("f")], in: &state)
        #expect(state.cursor(.render).column == 5, "'now' in 'Sale now'")
        #expect(state.selection == SourceRange(start: 8, end: 9))
        _ = PreviewFixture.press([.character("b")], in: &state)
        #expect(state.cursor(.render).column == 0)
    }

    /// Ctrl-D and Ctrl-U move half a page; Home and End the first and last row; PgUp PgDn a page.
    @Test func halfPagesAndEnds() throws {
        let html = (1...60).map { "<p>line \($0)</p>" }.joined(separator: "\n")
        var state = try PreviewFixture.state(html, width: 120, height: 30)
        let page = ScreenLayout.visibleRows(.source, in: state)
        _ = PreviewFixture.press([.control("d")], in: &state)
        #expect(state.cursor(.source).row == page / 2)
        _ = PreviewFixture.press([.control("d"), .control("u")], in: &state)
        #expect(state.cursor(.source).row == page / 2)
        _ = PreviewFixture.press([.end], in: &state)
        #expect(state.cursor(.source).row == 59)
        _ = PreviewFixture.press([.home], in: &state)
        #expect(state.cursor(.source).row == 0)
        _ = PreviewFixture.press([.pageDown], in: &state)
        #expect(state.cursor(.source).row == page)
        _ = PreviewFixture.press([.pageUp], in: &state)
        #expect(state.cursor(.source).row == 0)
    }

    /// The help lists the new keys, and `w` stays the width key.
    @Test func helpListsTheMotionsAndWStaysWidth() throws {
        let keys = KeyBindings.help.map { $0.keys + " " + $0.action }.joined(separator: " ")
        for key in ["0 / $", "f / b", "Ctrl-D Ctrl-U", "Home End"] { #expect(keys.contains(key)) }
        var state = try PreviewFixture.state("<p>x</p>")
        _ = PreviewFixture.press([.character("w")], in: &state)
        #expect(state.widthSlot != .fit)
    }
}
