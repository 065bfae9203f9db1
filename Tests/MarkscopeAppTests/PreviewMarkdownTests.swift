import MarkupCore
import MarkupMarkdown
import Testing
@testable import MarkscopeApp

/// The previewer reads a `.md` file as Markdown on every reload, and its token panes name each
/// token's Markdown construct.
@Suite struct PreviewMarkdownTests {
    private func text(_ row: PaneRow) -> String { row.cells.map(\.grapheme).joined() }

    @Test func aMarkdownPathIsReadAsMarkdownOnEveryReload() throws {
        var state = try PreviewFixture.state("# Title\n\n**bold** <i>x</i>\n", path: "notes.md")
        #expect(state.documentFormat == .markdown)
        #expect(state.snapshot?.document.tokens.isMarkdown == true)
        #expect(state.snapshot?.document.styled.plainText.hasPrefix("Title") == true)
        PreviewUpdate.documentLoaded(.success(Array("*again*".utf8)), now: 1, clock: { 0 }, in: &state)
        #expect(state.snapshot?.document.format == .markdown)
        #expect(state.snapshot?.document.styled.plainText == "again")
    }

    @Test func anHTMLPathStaysHTML() throws {
        let state = try PreviewFixture.state("**x**", path: "copy.html")
        #expect(state.documentFormat == .html)
        #expect(state.snapshot?.document.styled.plainText == "**x**")
    }

    @Test func tokenPanesNameTheMarkdownConstruct() throws {
        var state = try PreviewFixture.state("*a*", path: "notes.md")
        state.detail = .tokens
        state.refreshDetail()
        let raw = (0..<state.rowCount(.detail)).map { text(state.rows(.detail)[$0]) }
        #expect(raw.count == 5)
        #expect(raw[1].hasSuffix("md:emph"))
        state.detail = .normalized
        state.refreshDetail()
        let normalized = (0..<state.rowCount(.detail)).map { text(state.rows(.detail)[$0]) }
        #expect(normalized.contains { $0.contains("<em>") && $0.hasSuffix("md:emph") })
    }

    @Test func stepModeKeepsTheFormat() throws {
        let state = try PreviewFixture.state("**a** b\n", path: "notes.md")
        let prefix = try #require(state.snapshot).prefix(tokens: 3)
        #expect(prefix.format == .markdown)
    }
}
