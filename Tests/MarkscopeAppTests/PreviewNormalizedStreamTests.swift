import Testing
@testable import MarkupCore
@testable import MarkscopeApp

/// The previewer makes a document's normalized stream only when pane 2 shows it: with the tree
/// on a reload while pane 2 is the detail pane, else not at all until `2` is pressed; the
/// status line's repair count and step mode's repair jumps read the repairs kept with the tree.
@Suite struct PreviewNormalizedStreamTests {
    private static let html = "<p>ok</p>\n<p>stray </i> here</p>\n<b>Bold<i>Both</b>Italic</i>"

    private static func reload(_ state: inout PreviewState) {
        var time = 0.0
        PreviewUpdate.documentLoaded(.success(Array((html + " ").utf8)), now: 1, clock: { time += 0.001; return time },
                                     in: &state)
    }

    @Test func madeWithTheTreeWhilePaneTwoShowsIt() throws {
        let state = try PreviewFixture.state(Self.html)
        #expect(state.detail == .normalized)
        #expect(state.snapshot!.document.normalizedCache.isFilled)
        #expect(state.snapshot!.repairCount == state.snapshot!.document.normalized.repairs.count)
        #expect(state.detailRows.count > 0)
    }

    @Test func notMadeUntilPaneTwoIsShown() throws {
        var state = try PreviewFixture.state(Self.html)
        _ = PreviewFixture.press([.character("3")], in: &state)
        Self.reload(&state)
        let document = state.snapshot!.document
        #expect(!document.normalizedCache.isFilled)
        #expect(state.snapshot!.repairCount == document.repairs.count && document.repairs.count > 0)
        // Step mode's jump to a repair reads the kept repairs; its prefix document makes no stream.
        _ = PreviewFixture.press([.character("}")], in: &state)
        #expect(state.step != nil)
        #expect(!document.normalizedCache.isFilled && !state.shown!.normalizedCache.isFilled)
        _ = PreviewFixture.press([.character("2")], in: &state)
        #expect(state.shown!.normalizedCache.isFilled)
        let normalized = state.shown!.normalized
        #expect(state.detailRows.count == normalized.tokens.count + normalized.repairs.count)
    }
}
