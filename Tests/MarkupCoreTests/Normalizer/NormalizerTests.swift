import Testing
@testable import MarkupCore

@Suite struct NormalizerTests {
    private func normalized(_ html: String) -> String { Serialization.normalized(html) }
    private func repairs(_ html: String) -> [Repair.Kind] { Normalizer.normalize(html).repairs.map(\.kind) }

    @Test func articleExamples() {
        #expect(normalized("<b>Test<a>Link</a></b>") == "<b>Test<a>Link</a></b>")
        #expect(normalized("<a>Li<b>nk</a>Bold</b>") == "<a>Li<b>nk</+b></a><+b>Bold</b>")
        #expect(normalized("<b>Bold<i>Bold+Italic</b>Italic</i>") == "<b>Bold<i>Bold+Italic</+i></b><+i>Italic</i>")
        #expect(normalized("line<br>break") == "line<br/>break")
        #expect(normalized("<Congratulation!>") == "<Congratulation!>")
    }

    @Test func unknownUnclosedTagsBecomeText() {
        #expect(normalized("Big <Hot> deal") == "Big <Hot> deal")
        #expect(normalized("a<y or z>d") == "a<y or z>d")
        #expect(repairs("Big <Hot> deal") == [.tagAsText])
        // Closed custom elements and those with attribute values stay elements.
        #expect(normalized("<promo-badge>GOLD</promo-badge>") == "<promo-badge>GOLD</promo-badge>")
        #expect(normalized("<x-tag tier=\"gold\">x") == "<x-tag>x</+x-tag>")
    }

    @Test func voidElementsSelfClose() {
        #expect(normalized("<img src=a><hr><wbr><input>x") == "<img/><hr/><wbr/><input/>x")
    }

    @Test func unclosedFormattingRunsToTheEnd() {
        #expect(normalized("<b>Sale") == "<b>Sale</+b>")
        #expect(repairs("<b>Sale") == [.closedAtEnd])
        #expect(Normalizer.normalize("<b>Sale").tokens.last?.origin == nil)
    }

    @Test func strayEndTagsAreDroppedAndReported() {
        #expect(normalized("a</i>b</span>c") == "abc")
        #expect(repairs("a</i>b</span>c") == [.droppedEndTag, .droppedEndTag])
        let repair = Normalizer.normalize("a</i>b").repairs[0]
        #expect(repair.range == SourceRange(start: 1, end: 5))
        #expect(repair.explanation.contains("'</i>'"))
    }

    /// 20 elements closed by one end tag: the repair names the outermost 8 and counts the rest
    /// (100,000 would otherwise make one explanation of a megabyte).
    @Test func aRepairNamesAFewClosedElementsAndCountsTheRest() {
        let html = "<p>" + String(repeating: "<i>x", count: 20) + "</p>"
        let repair = Normalizer.normalize(html).repairs.first { $0.kind == .closedEarly }
        let explanation = repair?.explanation ?? ""
        #expect(explanation.hasPrefix("'</p>' also closed <i> (1:4), <i> (1:8), <i> (1:12)"))
        #expect(explanation.components(separatedBy: "<i> (").count - 1 == 8)
        #expect(explanation.contains(" and 12 more, still open inside it"))
    }

    @Test func blocksCloseParagraphsAndFormattingReopens() {
        #expect(normalized("<p><b>x</p>y") == "<p><b>x</+b></p><+b>y</+b>")
        #expect(normalized("<p>one<p>two") == "<p>one</+p><p>two</+p>")
        #expect(normalized("<p>a<div>b</div>") == "<p>a</+p><div>b</div>")
    }

    @Test func adoptionAgencySplitsFormattingAroundBlocks() {
        #expect(normalized("<b>1<p>2</b>3</p>") == "<b>1</+b><p><+b>2</b>3</p>")
    }

    @Test func nonFormattingElementsCloseWithoutReopening() {
        #expect(normalized("<b><span>x</b>y</span>") == "<b><span>x</+span></b>y")
        #expect(normalized("<span><b>x</span>y") == "<span><b>x</+b></span><+b>y</+b>")
    }

    @Test func listsAndImpliedEnds() {
        #expect(normalized("<ul><li>a<li>b</ul>") == "<ul><li>a</+li><li>b</+li></ul>")
        #expect(normalized("<dl><dt>t<dd>d</dl>") == "<dl><dt>t</+dt><dd>d</+dd></dl>")
        #expect(repairs("<ul><li>a<li>b</ul>").isEmpty)
    }

    @Test func headingsCannotNest() {
        #expect(normalized("<h1>a<h2>b</h2>") == "<h1>a</+h1><h2>b</h2>")
    }

    @Test func tablesGetImpliedRowsAndCellsCloseCells() {
        #expect(normalized("<table><td>a<td>b</table>") == "<table><+tbody><+tr><td>a</+td><td>b</+td></+tr></+tbody></table>")
        #expect(normalized("<td>cell</td>") == "cell")
        #expect(repairs("<td>cell</td>") == [.ignoredTag, .droppedEndTag])
    }

    @Test func formattingDoesNotLeakIntoCells() {
        #expect(normalized("<b>x<table><tr><td>y</td></tr></table>") == "<b>x<table><+tbody><tr><td>y</td></tr></+tbody></table></+b>")
    }

    @Test func loneEndTagsThatBrowsersRepair() {
        #expect(normalized("a</p>b") == "a<+p></p>b")
        #expect(normalized("a</br>b") == "a<+br/>b")
        #expect(repairs("a</br>b") == [.inserted])
    }

    @Test func nestedLinksCloseTheOuterOne() {
        #expect(normalized("<a href=1>one<a href=2>two</a>") == "<a>one</+a><a>two</a>")
    }

    @Test func documentTagsAreIgnoredQuietly() {
        let result = Normalizer.normalize("<html><body><p>x</p></body></html>")
        #expect(Serialization.compact(result) == "<p>x</p>")
        #expect(result.repairs.allSatisfy { !$0.isWarning })
    }

    @Test func preDropsItsFirstNewline() {
        #expect(normalized("<pre>\nline\n</pre>") == "<pre>line\n</pre>")
        let stream = Normalizer.normalize("<pre>\r\nx</pre>")
        let text = stream.tokens[1]
        #expect(stream.text(of: text) == "x")
        #expect(text.range == SourceRange(start: 7, end: 8))
    }

    @Test func selfClosingSyntaxOnNonVoidElementsIsIgnored() {
        #expect(normalized("<span/>x") == "<span>x</+span>")
        #expect(repairs("<span/>x").contains(.ignoredTag))
    }

    @Test func synthesizedTokensLinkToTheirCause() {
        let result = Normalizer.normalize("<b>Bold<i>Both</b>Italic</i>")
        let closeI = result.tokens[4]
        #expect(closeI.isSynthesized && closeI.kind == .endTag && result.name(of: closeI) == "i")
        #expect(closeI.origin == 4)
        #expect(closeI.range == SourceRange(start: 14, end: 18))
        let reopen = result.tokens[6]
        #expect(reopen.isSynthesized && reopen.kind == .startTag && result.name(of: reopen) == "i")
        #expect(result.text(of: result.sourceTokens[reopen.origin!]) == "Italic")
    }

    @Test func outputIsAlwaysBalanced() {
        for html in ["<b><i><u>", "</b></b><b>", "<table><tr><td><b>x</table>y", "<p><li><h1><b>x</p>", "<a><a><a>"] {
            var open: [String] = []
            let stream = Normalizer.normalize(html)
            for token in stream.tokens {
                if token.kind == .startTag { open.append(stream.name(of: token)) }
                if token.kind == .endTag { #expect(open.popLast() == stream.name(of: token), "unbalanced in \(html)") }
            }
            #expect(open.isEmpty, "unclosed in \(html)")
        }
    }
}
