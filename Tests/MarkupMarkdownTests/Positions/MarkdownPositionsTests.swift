import MarkupCore
import Testing
@testable import MarkupMarkdown

/// cmark-gfm's wrong or missing positions (github/cmark-gfm#222) come out right.
@Suite struct MarkdownPositionsTests {
    private func tokens(_ markdown: String) -> [String] { TokenNotation.tokens(markdown) }

    @Test func softBreaksReportedAtZeroSpanTheLineEnding() {
        #expect(tokens("a  \n  b\nc") == [
            "<p>0-0", #""a"0-3"#, "<br/>3-6", #""b"6-7"#, #""\n"7-8"#, #""c"8-9"#, "</p>9-9",
        ])
    }

    @Test func escapedTextAfterAHardBreakIsOnItsOwnLine() {
        // cmark-gfm reports `b\-c` at 1:4-1:7, its columns counted on from the break's line.
        #expect(tokens("a\\\nb\\-c") == [
            "<p>0-0", #""a"0-1"#, "<br/>1-3", #""b-c"3-7"#, "</p>7-7",
        ])
        #expect(tokens("a\\\nb\\-^[x](class: 'a')") == [
            "<p>0-0", #""a"0-1"#, "<br/>1-3", #""b-"3-6"#, "<span class=a>6-8", #""x"8-9"#, "</span>9-22", "</p>22-22",
        ])
        // In a block quote it also leaves out the next line's `> `: `b\-c` is reported at 1:6-1:9.
        #expect(tokens("> a\\\n> b\\-c") == [
            "<blockquote>0-2", "<p>2-2", #""a"2-3"#, "<br/>3-7", #""b-c"7-11"#, "</p>11-11", "</blockquote>11-11",
        ])
    }

    @Test func angleAutolinkShiftedByCmarkCoversItsBrackets() {
        // cmark-gfm reports this link at 2:5-2:17, three bytes right of its `<`.
        #expect(tokens("a\nb <https://a.b> c") == [
            "<p>0-0", #""a"0-1"#, #""\n"1-2"#, #""b "2-4"#, "<a href=https://a.b>4-5", #""https://a.b"5-16"#,
            "</a>16-17", #"" c"17-19"#, "</p>19-19",
        ])
    }

    @Test func extensionAutolinksReportedAtZeroOrOffByOneAreFound() {
        // cmark-gfm puts `www.x.com` a byte early, the bare URL and the address at 0:0, and the
        // text after each at its end before the split.
        #expect(tokens("a www.x.com b https://q.com/z d x@y.com") == [
            "<p>0-0", #""a "0-2"#, "<a href=http://www.x.com>2-2", #""www.x.com"2-11"#, "</a>11-11",
            #"" b "11-14"#, "<a href=https://q.com/z>14-14", #""https://q.com/z"14-29"#, "</a>29-29",
            #"" d "29-32"#, "<a href=mailto:x@y.com>32-32", #""x@y.com"32-39"#, "</a>39-39", "</p>39-39",
        ])
    }

    @Test func anEmptyTextLeftByTheAutolinkExtensionTakesNoBytes() {
        // cmark-gfm leaves an empty text node with the whole line's range before the address.
        #expect(tokens("> mailto:a@b.co x") == [
            "<blockquote>0-2", "<p>2-2", "<a href=mailto:a@b.co>2-2", #""mailto:a@b.co""# + "2-15", "</a>15-15",
            #"" x"15-17"#, "</p>17-17", "</blockquote>17-17",
        ])
    }

    @Test func itemsEndingAtColumnZeroEndAtTheirLastByte() {
        #expect(tokens("- a\n\n  b\n- c\n\nnext\n") == [
            "<ul>0-0", "<li>0-2", "<p>2-2", #""a"2-3"#, "</p>3-3", "<p>7-7", #""b"7-8"#, "</p>8-8", "</li>8-8",
            "<li>9-11", "<p>11-11", #""c"11-12"#, "</p>12-12", "</li>12-12", "</ul>12-12",
            "<p>14-14", #""next"14-18"#, "</p>18-18",
        ])
    }

    @Test func aTableInterruptingAParagraphStartsOnItsHeaderLine() {
        // cmark-gfm reports the paragraph at 0:0 and the table from the paragraph's start.
        #expect(tokens("para one\nhead | b |\n|-|-|\n| 1 | 2 |\n").prefix(12) == [
            "<p>0-0", #""para one"0-8"#, "</p>8-8", "<table>9-9", "<thead>9-9", "<tr>9-9", "<th>9-9", #""head"9-13"#,
            "</th>13-13", "<th>16-16", #""b"16-17"#, "</th>17-17",
        ])
    }

    @Test func reportedPositionsOutsideTheSourceAreRefused() {
        let source = SourceText("ab\ncd")
        let positions = MarkdownPositions(source: source)
        func node(_ sl: Int, _ sc: Int, _ el: Int, _ ec: Int) -> MarkdownNode {
            MarkdownNode(type: "text", startLine: sl, startColumn: sc, endLine: el, endColumn: ec)
        }
        #expect(positions.reported(node(1, 1, 2, 2)) == SourceRange(start: 0, end: 5))
        #expect(positions.reported(node(0, 0, 0, 0)) == nil)
        #expect(positions.reported(node(2, 9, 2, 9)) == nil)
        #expect(positions.reported(node(3, 1, 3, 1)) == nil)
        #expect(positions.reported(node(1, 1, 2, 0)) == SourceRange(start: 0, end: 2))
    }

    @Test func multibyteTextKeepsByteRanges() {
        #expect(tokens("日本 **語** 😀") == [
            "<p>0-0", #""日本 "0-7"#, "<strong>7-9", #""語"9-12"#, "</strong>12-14", #"" 😀"14-19"#, "</p>19-19",
        ])
    }
}
