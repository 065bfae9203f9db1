import GoldenSupport
import MarkupCore
import PipelineInvariants
import Testing
@testable import MarkupMarkdown

/// Inline and block HTML go through the HTML tokenizer with their ranges where they sit in
/// the Markdown; a misnesting between the two is an ordinary repair.
@Suite struct EmbeddedHTMLTests {
    private func tokens(_ markdown: String) -> [String] { TokenNotation.tokens(markdown) }

    @Test func inlineHTMLKeepsItsBytes() {
        #expect(tokens(#"a <span class="x">b</span>"#) == [
            "<p>0-0", #""a "0-2"#, "<span class=x>2-18", #""b"18-19"#, "</span>19-26", "</p>26-26",
        ])
        let span = MarkdownTokenizer.tokenize(#"a <span class="x">b</span>"#).readTokens[2]
        #expect(span.attributes[0].range == SourceRange(start: 8, end: 17))
        #expect(span.attributes[0].valueRange == SourceRange(start: 15, end: 16))
    }

    @Test func blockHTMLInsideAQuoteSkipsTheQuoteMarkers() {
        #expect(tokens("> <div>\n> x\n> </div>\n") == [
            "<blockquote>0-2", "<div>2-7", #""\nx\n"7-12"#, "</div>14-20", "</blockquote>20-20",
        ])
    }

    @Test func rawTextBlocksKeepTheClosingLineCmarkDrops() {
        #expect(tokens("<style>\na\n</style>\n\npara\n") == [
            "<style>0-7", #""\na\n"7-10"#, "</style>10-18", "<p>20-20", #""para"20-24"#, "</p>24-24",
        ])
        #expect(tokens("> <pre>\n> x\n> </pre>\n")[1...3] == ["<pre>2-7", #""\nx\n"7-12"#, "</pre>14-20"])
    }

    @Test func nulAndAControlByteBothSurvive() {
        // cmark-gfm reads NUL as a stand-in byte the source lacks, put back after (as U+FFFD in
        // Markdown text, which the text between two inline HTML tags is).
        let stream = MarkdownTokenizer.tokenize("a\u{0}b\u{1A}c <b>\u{0}\u{1A}</b>")
        #expect(stream.readTokens.filter { $0.kind == .text }.map(\.text) == ["a\u{FFFD}b\u{1A}c ", "\u{FFFD}\u{1A}"])
    }

    @Test func anIndentedHTMLBlockKeepsItsIndentation() {
        // cmark-gfm puts the block after its indentation, and its literal keeps it: the tags
        // keep their bytes, the indentation (outside the block) is an empty text.
        #expect(tokens("  <div>\nx\n</div>\n") == [#""  "2-2"#, "<div>2-7", #""\nx\n"7-10"#, "</div>10-16"])
    }

    @Test func commentsInMarkdownAreComments() {
        #expect(tokens("<!-- note -->\n\ntext\n").first == "<!-- note -->0-13")
    }

    @Test func misnestingWithHTMLIsAnExplainedRepair() throws {
        let document = MarkupDocument(markdown: "**bold <span>x** y</span>\n")
        #expect(!document.normalized.repairs.isEmpty)
        #expect(document.normalized.repairs.allSatisfy { !$0.explanation.isEmpty })
        #expect(PipelineInvariants.violations(in: document).isEmpty)
        #expect(document.styled.plainText.contains("bold x y"))
    }

    @Test func htmlTokenizerDiagnosticsPointIntoTheMarkdown() {
        // An unterminated comment in a block: its diagnostic sits where the comment starts.
        let document = MarkupDocument(markdown: "para\n\n<!-- open\n")
        let diagnostic = document.diagnostics.first { $0.code == .unterminatedComment }
        #expect(diagnostic?.range.start == 6)
    }
}
