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

    /// One paragraph that grows onto another line marks its own lines, not every line after it.
    @Test func aParagraphThatWrapsFurtherMarksOnlyItsLines() throws {
        let rest = (1...8).map { "<p>Paragraph \($0) stays as it was</p>" }.joined(separator: "\n")
        var state = try PreviewFixture.state("<p>Short text here.</p>\n" + rest, width: 160, height: 30)
        _ = PreviewFixture.press([.character("w")], in: &state)
        #expect(state.rendered.width == 40)
        let grown = "<p>Short text here, now long enough to wrap onto a second and a third line of copy.</p>\n" + rest
        PreviewUpdate.documentLoaded(.success(Array(grown.utf8)), now: 1, clock: { 0 }, in: &state)
        let text = state.rendered.text
        let first = Set(text.indices.filter { !text[$0].contains("Paragraph") && !text[$0].trimmingCharacters(in: .whitespaces).isEmpty })
        #expect(first.count == 2, "\(text)")
        #expect(state.changedLines == first, "only the grown paragraph's lines: \(state.changedLines.sorted())")
        // A line changed in the middle is marked, and only it.
        let edited = grown.replacingOccurrences(of: "Paragraph 5 stays", with: "Paragraph 5 moved")
        PreviewUpdate.documentLoaded(.success(Array(edited.utf8)), now: 2, clock: { 0 }, in: &state)
        let moved = state.rendered.text.indices.filter { state.rendered.text[$0].contains("Paragraph 5 moved") }
        #expect(state.changedLines == Set(moved))
    }
}
