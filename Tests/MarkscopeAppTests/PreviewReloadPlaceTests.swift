import Testing
import MarkupCore
import MarkupTerminal
@testable import MarkscopeApp

/// What a reload keeps of the user's place, and what it marks as changed.
@Suite struct PreviewReloadPlaceTests {
    static func paragraphs(_ count: Int) -> String {
        (1...count).map { "<p>Paragraph \($0)</p>" }.joined(separator: "\n")
    }

    /// Scrolled to the end of the render, the file shrinks: the pane shows the new end, full,
    /// rather than one line (or none) under an empty pane.
    @Test func aShrinkingFileLeavesNoBlankPane() throws {
        var state = try PreviewFixture.state(Self.paragraphs(80), width: 160, height: 20)
        _ = PreviewFixture.press([.tab, .character("G")], in: &state)
        #expect(state.focus == .render)
        let visible = ScreenLayout.visibleRows(.render, in: state)
        #expect(state.cursor(.render).top > 100, "scrolled to the end")
        PreviewUpdate.documentLoaded(.success(Array(Self.paragraphs(30).utf8)), now: 1, clock: { 0 }, in: &state)
        let count = state.rowCount(.render)
        #expect(count > visible)
        #expect(state.cursor(.render).top == count - visible, "the last screen is full")
        for pane in PaneID.allCases {
            let top = state.cursor(pane).top
            #expect(top <= max(0, state.rowCount(pane) - ScreenLayout.visibleRows(pane, in: state)), "\(pane)")
        }
        let render = ScreenLayout.areas(for: state)[.render]!
        let lines = PreviewView.render(state).lines
        #expect(lines[render.row + 1].contains("Paragraph"), "the first row of the pane shows copy")
    }
}
