import Testing
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

/// Step mode's jumps: `t` steps to the token under the cursor, `}` `{` to the next and
/// previous repair; the cursors and the linked highlight follow, and the keys are shown.
@Suite struct PreviewStepTests {
    /// Four repairs: a stray `</i>` (token 6), a stray `</b>` (token 12), a `</b>` that
    /// closes an open `<i>` early (token 20) and the `<i>` reopened for "Italic" (token 21).
    private static let html = "<p>ok</p>\n<p>stray </i> here</p>\n<p>and </b> more</p>\n<b>Bold<i>Both</b>Italic</i>"

    /// The render pane's rows as drawn on the screen, inside its border.
    private static func renderText(_ buffer: CellBuffer, rows: Range<Int>, state: PreviewState) -> [String] {
        let area = ScreenLayout.areas(for: state)[.render]!
        return rows.map { row in
            (area.column + 1..<area.column + area.width - 1).map { buffer[row, $0] }.filter { !$0.isContinuation }
                .map(\.grapheme).joined().trimmingCharacters(in: .whitespaces)
        }
    }

    /// With the source cursor on "more" (line 3), `t` feeds the pipeline up to that token: the
    /// render shows the copy so far, the cursor stays on the token and the render's cursor
    /// goes to it. On "ok" (line 1) `t` steps back.
    @Test func tStepsToTheTokenUnderTheCursor() throws {
        var state = try PreviewFixture.state(Self.html)
        _ = PreviewFixture.press([.down, .down, .character("0")] + Array(repeating: .right, count: 13), in: &state)
        let more = state.snapshot!.document.tokens.tokens.firstIndex { $0.text == " more" }!
        #expect(state.selection == state.snapshot!.document.tokens.tokens[more].range)
        _ = PreviewFixture.press([.character("t")], in: &state)
        #expect(state.step == more + 1)
        #expect(state.rendered.text == ["ok", "", "stray here", "", "and more"])
        #expect(state.selection == state.snapshot!.document.tokens.tokens[more].range)
        #expect(state.focus == .source)
        #expect(state.cursor(.source).row == 2)
        #expect(state.cursor(.render).row == 4, "the render cursor is on the line the token became")
        #expect(state.message == "step \(more + 1)/23 · to the cursor")
        let buffer = PreviewView.render(state)
        #expect(PreviewFixture.cell(buffer, row: 0, text: "step \(more + 1)") != nil, "the render's title")
        #expect(Self.renderText(buffer, rows: 1..<7, state: state) == ["ok", "", "stray here", "", "and more", ""])

        _ = PreviewFixture.press([.character("g"), .character("0"), .right, .right, .right, .character("t")], in: &state)
        #expect(state.step == 2, "on \"ok\", the second token")
        #expect(state.rendered.text == ["ok"])
    }

    /// `t` with step mode off turns it on; from the render pane it steps to the token the
    /// cell under the cursor came from.
    @Test func tFromTheRenderTurnsStepModeOn() throws {
        var state = try PreviewFixture.state(Self.html)
        #expect(state.step == nil)
        _ = PreviewFixture.press([.tab, .down, .down, .character("$"), .character("t")], in: &state)
        let here = state.snapshot!.document.tokens.tokens.firstIndex { $0.text == " here" }!
        #expect(state.step == here + 1)
        #expect(state.rendered.text == ["ok", "", "stray here"])
        #expect(state.focus == .render)
        #expect(state.cursor(.render).row == 2)
        #expect(state.cursor(.source).row == 1)
    }

    /// `}` from step mode off goes to the first repair, then each next one; past the last it
    /// says so and stays. `{` goes back. The repair is selected and shown highlighted in pane 2,
    /// the source cursor on its tag.
    @Test func braceStepsFromRepairToRepair() throws {
        var state = try PreviewFixture.state(Self.html)
        _ = PreviewFixture.press([.character("}")], in: &state)
        #expect(state.step == 7)
        #expect(state.selection == SourceRange(start: 19, end: 23), "the stray </i>")
        #expect(state.cursor(.source).row == 1)
        #expect(state.cursor(.source).column == 9)
        #expect(state.message == "step 7/23 · repair 1 of 4: dropped-end-tag")
        let buffer = PreviewView.render(state)
        let linked = state.theme.uiStyle("link-highlight")
        let repairRow = (0..<state.screenHeight).first { PreviewFixture.cell(buffer, row: $0, text: "↳ dropped-end-tag") != nil }
        #expect(repairRow != nil)
        if let repairRow {
            let cell = PreviewFixture.cell(buffer, row: repairRow, text: "↳ dropped-end-tag")!.cell
            #expect(cell.style.background == linked.background, "the repair is linked to the selection")
        }

        _ = PreviewFixture.press([.character("}")], in: &state)
        #expect(state.step == 13)
        #expect(state.cursor(.source).row == 2)
        _ = PreviewFixture.press([.character("}")], in: &state)
        #expect(state.step == 21)
        #expect(state.message == "step 21/23 · repair 3 of 4: closed-early")
        #expect(state.rendered.text == ["ok", "", "stray here", "", "and more", "", "BoldBoth"])
        #expect(state.cursor(.source).row == 3)
        #expect(state.cursor(.source).column == 14, "on the </b>")
        _ = PreviewFixture.press([.character("}")], in: &state)
        #expect(state.step == 22)
        #expect(state.message == "step 22/23 · repair 4 of 4: reopened")
        #expect(state.rendered.text == ["ok", "", "stray here", "", "and more", "", "BoldBothItalic"])
        _ = PreviewFixture.press([.character("}")], in: &state)
        #expect(state.step == 22)
        #expect(state.message == "no later repair")

        _ = PreviewFixture.press([.character("{"), .character("{")], in: &state)
        #expect(state.step == 13)
        #expect(state.selection == SourceRange(start: 40, end: 44), "the stray </b>")
        _ = PreviewFixture.press([.character("{"), .character("{")], in: &state)
        #expect(state.step == 7)
        #expect(state.message == "no earlier repair")
    }

    /// With step mode off the whole document is fed, so `{` goes to the last repair; a
    /// document with no repair says so and stays out of step mode.
    @Test func braceBackFromTheWholeDocumentAndNoRepairs() throws {
        var state = try PreviewFixture.state(Self.html)
        _ = PreviewFixture.press([.character("{")], in: &state)
        #expect(state.step == 22)
        var clean = try PreviewFixture.state("<p>all <b>fine</b></p>")
        _ = PreviewFixture.press([.character("}")], in: &clean)
        #expect(clean.step == nil)
        #expect(clean.message == "no repairs")
    }

    /// In step mode the status line names its keys; the help lists them.
    @Test func theKeysAreShownInTheStatusLineAndTheHelp() throws {
        var state = try PreviewFixture.state(Self.html)
        let hint = "] [ step  t to cursor  } { repair"
        #expect(PreviewFixture.cell(PreviewView.render(state), row: 29, text: hint) == nil)
        _ = PreviewFixture.press([.character("s")], in: &state)
        #expect(PreviewFixture.cell(PreviewView.render(state), row: 29, text: hint) != nil)
        _ = PreviewFixture.press([.character("?")], in: &state)
        let help = PreviewView.render(state)
        let text = (0..<state.screenHeight).map { row in (0..<state.screenWidth).map { help[row, $0].grapheme }.joined() }
        #expect(text.contains { $0.contains("] [ . ,   t   } {") && $0.contains("step forward / back; step to the cursor; next / previous repair") })
    }
}
