import GoldenSupport
import MarkupCore
import Testing
@testable import MarkupMarkdown

/// Apple's `^[text](key: 'value')` becomes a span carrying the attributes; lists that do not
/// read are warnings at their place, with the text kept.
@Suite struct CustomAttributeTests {
    private func tokens(_ markdown: String) -> [String] { TokenNotation.tokens(markdown) }

    @Test func spanCarriesClassIdAndDataAttributes() {
        #expect(tokens(#"^[Sale](class: 'vip', city: "ams", n: 3, b: true)"#) == [
            "<p>0-0", "<span class=vip data-city=ams data-n=3 data-b=true>0-2", #""Sale"2-6"#, "</span>6-49", "</p>49-49",
        ])
        #expect(tokens("^[x](id: 'top', fontWeight: -1.5)")[1] == "<span id=top data-fontweight=-1.5>0-2")
    }

    @Test func attributeRangesAreTheirSourceBytes() {
        let span = MarkdownTokenizer.tokenize(#"^[Sale](class: 'vip', city: "ams")"#).readTokens[1]
        #expect(span.attributes[0].range == SourceRange(start: 8, end: 20))
        #expect(span.attributes[0].valueRange == SourceRange(start: 16, end: 19))
        #expect(span.attributes[1].valueRange == SourceRange(start: 29, end: 32))
    }

    @Test func caretIsTakenFromTheTextBefore() {
        #expect(tokens("a ^[x](k: 1) b") == [
            "<p>0-0", #""a "0-2"#, "<span data-k=1>2-4", #""x"4-5"#, "</span>5-12", #"" b"12-14"#, "</p>14-14",
        ])
    }

    @Test func spanTextMayHoldMarkdown() {
        #expect(tokens("^[**b** c](k: 'v')") == [
            "<p>0-0", "<span data-k=v>0-2", "<strong>2-4", #""b"4-5"#, "</strong>5-7", #"" c"7-9"#, "</span>9-18", "</p>18-18",
        ])
    }

    @Test func styledByClassAndSelectableByDataAttribute() throws {
        let document = MarkupDocument(markdown: "Visit ^[Amsterdam](city: 'ams', class: 'vip') now")
        let matches = SelectorMatcher.matches(try Selector("[data-city=ams]"), in: document.tree)
        #expect(matches.map(\.tag) == ["span"])
        #expect(matches.first?.classNames == ["vip"])
        #expect(matches.first.map { Array($0.children).map(\.text) } == ["Amsterdam"])
    }

    @Test func malformedListsAreWarningsAtTheirPlaceWithTheTextKept() {
        let document = MarkupDocument(markdown: "^[x](city: ams)")
        let warning = document.diagnostics.first { $0.code == .customAttributes }
        #expect(warning?.severity == .warning)
        #expect(warning?.range.start == 11)
        #expect(warning?.message.contains("city") == true)
        #expect(warning?.formatted(path: "copy.md", in: document.source).hasPrefix("copy.md:1:12: warning:") == true)
        #expect(document.styled.plainText.contains("^[x](city: ams)"))
    }

    @Test(arguments: [
        "^[x](k: 'v' j: 1)", "^[x](k: 'v', k: 'w')", "^[x](k: 'v',)", "^[x](k: 'open)", "^[x](k: {a: 1})", "^[x](k:)",
    ])
    func everyMalformedListWarns(_ markdown: String) {
        let stream = MarkdownTokenizer.tokenize(markdown)
        #expect(stream.diagnostics.contains { $0.code == .customAttributes }, "\(markdown)")
        #expect(!stream.readTokens.contains { $0.name == "span" }, "\(markdown)")
    }

    @Test func listNotClosedOnItsLineWarns() {
        let stream = MarkdownTokenizer.tokenize("^[x](k: 'v'\nmore)")
        #expect(stream.diagnostics.map(\.code) == [.customAttributes])
    }

    @Test func ordinaryLinksAfterACaretAndCodeAreNotAttributes() {
        #expect(tokens("^[x](https://a.b)") == [
            "<p>0-0", #""^"0-1"#, "<a href=https://a.b>1-2", #""x"2-3"#, "</a>3-17", "</p>17-17",
        ])
        let code = MarkdownTokenizer.tokenize("`^[x](k: 1)` and `^[y](k: bad)`")
        #expect(code.diagnostics.isEmpty)
        #expect(code.readTokens.filter { $0.kind == .text }.map(\.text) == ["^[x](k: 1)", " and ", "^[y](k: bad)"])
    }

    @Test func aSpanCmarkDoesNotMakeALinkKeepsItsText() {
        // A link inside the brackets wins, so the outer brackets are text: shown as written.
        let document = MarkupDocument(markdown: "^[a [b](c) d](k: 1)")
        #expect(document.styled.plainText.contains("](k: 1)"))
    }

    @Test(arguments: [
        ("k: 'v'", true), ("k: 1", true), ("'k': 1", true), ("https://a.b", false), ("http://x", false),
        ("dest", false), ("k:v", true), ("", false),
    ])
    func looksLikeAttributes(_ pair: (String, Bool)) {
        let bytes = Array(pair.0.utf8)
        #expect(CustomAttributeList.looksLikeAttributes(bytes, from: 0, to: bytes.count) == pair.1)
    }

    @Test(arguments: [
        ("^[x](k: 'v', n: 3, b: true)", true), ("^[x](k: 'a.b', path: 'a/b')", true), ("^[x](k: '`')", false),
        ("^[x](k: '<b>')", false), ("^[x](k: 'a|b')", false), ("^[x](k: 'a\\'b')", false), ("^[x](k: 'www.a.b')", false),
        ("^[x](k: 'https://a.b')", false), ("^[x](k: 'a@b.c')", false), ("^[x](k: '(a)')", false),
    ])
    func masksThatCannotMoveCodeOrHTMLAreInert(_ pair: (String, Bool)) {
        let bytes = Array(pair.0.utf8)
        let spans = CustomAttributeSpans.scan(bytes)
        #expect(spans.spans.count == 1, "\(pair.0)")
        #expect(spans.masksAreInert(in: bytes) == pair.1, "\(pair.0)")
    }

    @Test func aListThatCouldMoveCodeReadsAsWithTwoParses() {
        // A backtick in a value: the parse of the masked bytes is not trusted to find the code.
        #expect(tokens("^[x](k: '`') and `code`") == [
            "<p>0-0", "<span data-k=`>0-2", #""x"2-3"#, "</span>3-12", #"" and "12-17"#, "<code>17-18", #""code"18-22"#,
            "</code>22-23", "</p>23-23",
        ])
        // A span inside code sends the tokenizer back to two parses: it is dropped, its text kept as written.
        let code = MarkdownTokenizer.tokenize("a `^[x](k: 1)` ^[y](k: 2)")
        #expect(code.readTokens.filter { $0.name == "span" }.count == 2)
        #expect(code.readTokens.filter { $0.kind == .text }.map(\.text) == ["a ", "^[x](k: 1)", " ", "y"])
    }
}
