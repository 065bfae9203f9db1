import Testing
@testable import MarkupCore

@Suite struct PlainTextStripperTests {
    private func strip(_ html: String) -> String { MarkupDocument(html: html).styled.plainText }

    @Test func collapsesWhitespaceAndDecodesEntities() {
        #expect(strip("  <b>Sale</b>\n   <i>now</i> &amp;&nbsp;more  ") == "Sale now &\u{A0}more")
    }

    @Test func blocksAndBreaks() {
        #expect(strip("<h1>Title</h1><p>One<br>two</p><p>Three</p>") == "Title\n\nOne\ntwo\n\nThree")
        #expect(strip("<ul><li>a<li>b<ul><li>c</ul></ul>after") == "a\nb\nc\n\nafter")
        #expect(strip("<table><tr><td>a<td>b<tr><td>c<td>d</table>") == "a\tb\nc\td")
    }

    @Test func hiddenContentIsLeftOut() {
        #expect(strip("<style>p{}</style><script>x()</script><title>T</title>Visible<span hidden>no</span><span style='display:none'>no</span>") == "Visible")
    }

    @Test func preformattedKeepsSpaces() {
        #expect(strip("<pre>  a   b\n c</pre>") == "  a   b\n c")
    }

    @Test func lineAndParagraphSeparatorsBreak() {
        #expect(strip("one\u{2028}two\u{2029}three") == "one\ntwo\n\nthree")
        #expect(strip("one \u{2028} two") == "one\ntwo")
        #expect(strip("<pre>a\u{2028}b</pre>") == "a\nb")
        #expect(strip("a\u{2027}\u{202F}b") == "a\u{2027}\u{202F}b", "their neighbours are text")
    }

    @Test func cjkAndEmojiSurvive() {
        #expect(strip("<p>週年慶🎉 <b>八折</b></p><p>👨‍👩‍👧‍👦 🇹🇼</p>") == "週年慶🎉 八折\n\n👨‍👩‍👧‍👦 🇹🇼")
    }
}
