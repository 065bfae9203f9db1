import GoldenSupport
import MarkupCore
import Testing
@testable import MarkupMarkdown

/// Each Markdown construct becomes the tokens of the element it means, the start token over
/// its opening syntax and the end token over its closing syntax.
@Suite struct MarkdownTokenizerTests {
    private func tokens(_ markdown: String) -> [String] { TokenNotation.tokens(markdown) }

    @Test func headingAndEmphasis() {
        #expect(tokens("# Hi *there*\n") == [
            "<h1>0-2", #""Hi "2-5"#, "<em>5-6", #""there"6-11"#, "</em>11-12", "</h1>12-12",
        ])
        #expect(tokens("Title\n===\n").prefix(2) == ["<h1>0-0", #""Title"0-5"#])
        #expect(tokens("###### six\n").first == "<h6>0-7")
    }

    @Test func paragraphStrongAndSoftBreak() {
        #expect(tokens("a **b**\nc\n") == [
            "<p>0-0", #""a "0-2"#, "<strong>2-4", #""b"4-5"#, "</strong>5-7", #""\n"7-8"#, #""c"8-9"#, "</p>9-9",
        ])
    }

    @Test func hardBreaksAreBr() {
        #expect(tokens("a  \nb") == ["<p>0-0", #""a"0-3"#, "<br/>3-4", #""b"4-5"#, "</p>5-5"])
        #expect(tokens("a\\\nb") == ["<p>0-0", #""a"0-1"#, "<br/>1-3", #""b"3-4"#, "</p>4-4"])
    }

    @Test func tightListItemsHaveNoParagraphs() {
        #expect(tokens("- a\n- b\n") == [
            "<ul>0-0", "<li>0-2", #""a"2-3"#, "</li>3-3", "<li>4-6", #""b"6-7"#, "</li>7-7", "</ul>7-7",
        ])
    }

    @Test func looseListItemsKeepTheirParagraphs() {
        #expect(tokens("- a\n\n- b\n") == [
            "<ul>0-0", "<li>0-2", "<p>2-2", #""a"2-3"#, "</p>3-3", "</li>3-3",
            "<li>5-7", "<p>7-7", #""b"7-8"#, "</p>8-8", "</li>8-8", "</ul>8-8",
        ])
    }

    @Test func orderedListsSayWhereTheyStart() {
        #expect(tokens("1. x\n").first == "<ol>0-0")
        #expect(tokens("3. x\n").first == "<ol start=3>0-0")
        let list = MarkdownTokenizer.tokenize("12. x\n").readTokens[0]
        #expect(list.attributes[0].valueRange == SourceRange(start: 0, end: 2))
    }

    @Test func codeSpanTextIsBetweenTheBackticks() {
        #expect(tokens("`a b`") == ["<p>0-0", "<code>0-1", #""a b"1-4"#, "</code>4-5", "</p>5-5"])
        #expect(tokens("``a`b``") == ["<p>0-0", "<code>0-2", #""a`b"2-5"#, "</code>5-7", "</p>7-7"])
    }

    @Test func fencedCodeBlockIsPreAndCodeWithItsLanguage() {
        #expect(tokens("```swift\nlet x\n```\n") == [
            "<pre>0-9", "<code class=language-swift>9-9", #""let x\n"9-15"#, "</code>15-15", "</pre>15-18",
        ])
        // An indented block starts after its indentation.
        #expect(tokens("    code\n") == ["<pre>4-4", "<code>4-4", #""code\n"4-8"#, "</code>8-8", "</pre>8-8"])
    }

    @Test func linksAndImages() {
        #expect(tokens(#"[l](u "t")"#) == ["<p>0-0", "<a href=u title=t>0-1", #""l"1-2"#, "</a>2-10", "</p>10-10"])
        #expect(tokens("![a *b*](i.png)") == ["<p>0-0", "<img src=i.png alt=a b/>0-15", "</p>15-15"])
        // The destination is an attribute over the closing syntax, its value over the URL.
        let link = MarkdownTokenizer.tokenize("[l](dest)").readTokens[1]
        #expect(link.attributes[0].range == SourceRange(start: 2, end: 9))
        #expect(link.attributes[0].valueRange == SourceRange(start: 4, end: 8))
        let autolink = MarkdownTokenizer.tokenize("see www.x.com").readTokens[2]
        #expect(autolink.attributes[0].valueRange == SourceRange(start: 4, end: 13))
    }

    @Test func blockQuoteAndThematicBreak() {
        #expect(tokens("> q\n\n---\n") == [
            "<blockquote>0-2", "<p>2-2", #""q"2-3"#, "</p>3-3", "</blockquote>3-3", "<hr/>5-8",
        ])
    }

    @Test func tablesHaveHeadAndBodyWithAlignedCells() {
        #expect(tokens("| a | b |\n|:-|-:|\n| 1 | ~~2~~ |\n") == [
            "<table>0-0", "<thead>0-0", "<tr>0-1", "<th align=left>1-2", #""a"2-3"#, "</th>3-4",
            "<th align=right>5-6", #""b"6-7"#, "</th>7-8", "</tr>8-9", "</thead>9-9",
            "<tbody>18-18", "<tr>18-19", "<td align=left>19-20", #""1"20-21"#, "</td>21-22",
            "<td align=right>23-24", "<del>24-26", #""2"26-27"#, "</del>27-29", "</td>29-30", "</tr>30-31",
            "</tbody>31-31", "</table>31-31",
        ])
    }

    @Test func taskItemsHaveACheckboxOverTheirBrackets() {
        #expect(tokens("- [ ] a\n- [x] b\n") == [
            "<ul>0-0", "<li>0-2", "<input type=checkbox disabled=/>2-5", #"" "5-6"#, #""a"6-7"#, "</li>7-7",
            "<li>8-10", "<input type=checkbox disabled= checked=/>10-13", #"" "13-14"#, #""b"14-15"#, "</li>15-15",
            "</ul>15-15",
        ])
    }

    @Test func escapesAndEntitiesAreResolvedOverTheirSourceBytes() {
        #expect(tokens(#"\* &amp; &#x1F600;"#) == ["<p>0-0", #""* & 😀"0-18"#, "</p>18-18"])
    }

    @Test func everyTokenNamesItsMarkdownConstruct() {
        let stream = MarkdownTokenizer.tokenize("# *a* <b>x</b>\n")
        #expect(stream.isMarkdown)
        #expect(stream.markdownConstructs == ["heading", "emph", "text", "emph", "text", "html_inline", "text",
                                              "html_inline", "heading"])
        #expect(!Tokenizer.tokenize("<p>x").isMarkdown)
    }

    @Test func emptyInputHasNoTokens() {
        #expect(tokens("").isEmpty)
        #expect(tokens("\n\n  \n").isEmpty)
    }
}
