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

    /// A profile's `[attributes]` goes through the same reload as its other sections: a
    /// changed mapping restyles the custom attributes.
    @Test func aChangedAttributeMappingRestyles() throws {
        var state = try PreviewFixture.state("Save ^[50% off](color: '#e00000')\n", path: "notes.md")
        func sale() throws -> MarkupStyle {
            try #require(state.snapshot?.document.styled.runs.first { $0.text == "50% off" }).style
        }
        #expect(try sale().foregroundColor == nil)
        PreviewUpdate.profileLoaded(.success(Profile(path: "markscope.toml").customAttribute("color", property: "color")),
                                    now: 1, in: &state)
        #expect(try sale().foregroundColor == RGBAColor(rgb: 0xE00000))
        #expect(state.message == "profile reloaded")
        PreviewUpdate.profileLoaded(.success(Profile(path: "markscope.toml").customAttribute("color", property: "background-color")),
                                    now: 2, in: &state)
        #expect(try sale().foregroundColor == nil)
        #expect(try sale().backgroundColor == RGBAColor(rgb: 0xE00000))
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

    @Test func theSourcePaneHighlightsMarkdownSyntaxAsMarkup() throws {
        let state = try PreviewFixture.state("**b** [l](u) ^[x](k: 'v')", path: "notes.md")
        let document = try #require(state.snapshot).document
        let row = SourceRows.rows(document, theme: state.theme)[0]
        let tag = state.theme.uiStyle("source.tag")
        let text = state.theme.uiStyle("source.text")
        let styles = row.cells.map(\.style)
        #expect(styles[0] == tag && styles[1] == tag)  // **
        #expect(styles[2] == text)  // b
        #expect(styles[6] == tag)  // [
        #expect(styles[8] == state.theme.uiStyle("source.attribute"))  // ], where the destination starts
        #expect(styles[10] == state.theme.uiStyle("source.value"))  // u, the destination
        #expect(styles[18] == state.theme.uiStyle("source.attribute"))  // k, a custom attribute's key
        #expect(styles[22] == state.theme.uiStyle("source.value"))  // v
    }

    @Test func stepModeKeepsTheFormat() throws {
        let state = try PreviewFixture.state("**a** b\n", path: "notes.md")
        let prefix = try #require(state.snapshot).prefix(tokens: 3)
        #expect(prefix.format == .markdown)
    }
}
