import Testing
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

/// `:LINE` goes to a source line; Ctrl-O goes back to where the cursor was before the last
/// `Enter` or `:` jump.
@Suite struct PreviewJumpTests {
    private static let html = (1...40).map { "<p>line \($0)</p>" }.joined(separator: "\n")

    /// `:25` Enter puts the source cursor on line 25 (its first text selected) with a prompt
    /// in the status line while typed; Escape gives up, a bad number says so.
    @Test func colonLineGoesToASourceLine() throws {
        var state = try PreviewFixture.state(Self.html, width: 120, height: 30)
        _ = PreviewFixture.press([.tab, .character(":")], in: &state)
        #expect(state.lineInput == "")
        PreviewFixture.type("25", in: &state)
        let buffer = PreviewView.render(state)
        #expect(PreviewFixture.cell(buffer, row: 29, text: ":25") != nil)
        _ = PreviewFixture.press([.enter], in: &state)
        #expect(state.lineInput == nil)
        #expect(state.focus == .source)
        #expect(state.cursor(.source).row == 24)
        let start = state.snapshot!.document.source.lineStarts[24]
        #expect(state.selection == SourceRange(start: start, end: start + 3), "the <p> starting line 25")
        let top = state.cursor(.source).top
        #expect(top <= 24 && 24 < top + ScreenLayout.visibleRows(.source, in: state))
        _ = PreviewFixture.press([.character(":"), .character("9"), .escape], in: &state)
        #expect(state.cursor(.source).row == 24)
        _ = PreviewFixture.press([.character(":"), .character("x"), .enter], in: &state)
        #expect(state.message == "not a line number: x")
        _ = PreviewFixture.press([.character(":"), .character("9"), .character("9"), .enter], in: &state)
        #expect(state.cursor(.source).row == 39, "past the end: the last line")
    }

    /// Ctrl-O returns to the place before `:` jumps, newest first, focus and pane included.
    @Test func controlOGoesBackAfterColonJumps() throws {
        var state = try PreviewFixture.state(Self.html, width: 120, height: 30)
        _ = PreviewFixture.press([.down, .down, .right], in: &state)
        let before = state.cursor(.source)
        let selected = state.selection
        _ = PreviewFixture.press([.character(":")], in: &state)
        PreviewFixture.type("30", in: &state)
        _ = PreviewFixture.press([.enter, .character(":"), .character("5"), .enter], in: &state)
        #expect(state.cursor(.source).row == 4)
        _ = PreviewFixture.press([.control("o")], in: &state)
        #expect(state.cursor(.source).row == 29)
        _ = PreviewFixture.press([.control("o")], in: &state)
        #expect(state.cursor(.source) == before)
        #expect(state.selection == selected)
        _ = PreviewFixture.press([.control("o")], in: &state)
        #expect(state.cursor(.source) == before)
        #expect(state.message == "no earlier place")
    }

    /// After `Enter` on a diagnostic jumps to the source, Ctrl-O goes back to the diagnostics
    /// pane with its cursor on the same row.
    @Test func controlOGoesBackAfterEnterJumps() throws {
        var state = try PreviewFixture.state("<p>ok</p>\n<p>stray </i> here</p>\n<p>and </b> more</p>")
        _ = PreviewFixture.press([.character("5"), .down], in: &state)
        let row = state.cursor(.detail).row
        #expect(row == 1)
        _ = PreviewFixture.press([.enter], in: &state)
        #expect(state.focus == .source)
        #expect(state.cursor(.source).row == 2)
        _ = PreviewFixture.press([.control("o")], in: &state)
        #expect(state.focus == .detail)
        #expect(state.detail == .diagnostics)
        #expect(state.cursor(.detail).row == row)
    }
}
