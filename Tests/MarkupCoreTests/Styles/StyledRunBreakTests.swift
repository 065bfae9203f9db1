import MarkupCore
import Testing

/// Styled runs carry the `<br>` and block boundaries before them, so a client gets lines
/// without walking the tree.
@Suite struct StyledRunBreakTests {
    private func breaks(_ html: String, options: StyleOptions = StyleOptions()) -> [String] {
        MarkupDocument(html: html, options: options).styled.runs
            .filter { $0.breakBefore != .none || !$0.text.allSatisfy(\.isWhitespace) }
            .map { "\($0.breakBefore.rawValue) \($0.text.debugDescription)" }
    }

    @Test func lineAndParagraphBreaks() {
        let html = "<p>one <b>two</b><br>three</p>\n<p>four</p><div><div>five</div></div>six<ul><li>a</li><li>b</li></ul>"
        #expect(breaks(html) == [
            #"none "one ""#, #"none "two""#, #"line "three""#, #"paragraph "four""#, #"paragraph "five""#,
            #"paragraph "six""#, #"paragraph "a""#, #"paragraph "b""#,
        ])
    }

    @Test func eachLineBreakIsCounted() {
        let runs = MarkupDocument(html: "a<br>b<br><br>c<br> <br>\n<br>d<p>e<br></p>f").styled.runs
            .filter { !$0.text.allSatisfy(\.isWhitespace) }
        #expect(runs.map(\.text) == ["a", "b", "c", "d", "e", "f"])
        #expect(runs.map(\.breakBefore) == [.none, .line, .line, .line, .paragraph, .paragraph])
        #expect(runs.map(\.lineBreaks) == [0, 1, 2, 3, 0, 0])
        // Nothing comes before the first text, so no break does either.
        #expect(MarkupDocument(html: "<br><br>a").styled.runs.map(\.breakBefore) == [.none])
    }

    @Test func aSelectionsRunsStartWithoutABreak() throws {
        let document = MarkupDocument(html: "<p>a</p><div class=offer><p>Save <b>30%</b></p><p>today</p></div>")
        let offer = try #require(SelectorMatcher.matches(try Selector(".offer"), in: document.tree).first)
        let runs = document.styled.runs(of: offer)
        #expect(runs.map(\.text) == ["Save ", "30%", "today"])
        #expect(runs.map(\.breakBefore) == [.none, .none, .paragraph])
        #expect(runs[1].style.fontWeight == .bold)
        let paragraph = try #require(offer.children.first { _ in true })
        let text = try #require(paragraph.children.first { _ in true })
        #expect(document.styled.runs(of: text).map(\.text) == ["Save "])
    }

    @Test func whitespaceBetweenBlocksCarriesNoBreak() {
        let runs = MarkupDocument(html: "<p>a</p>\n  <p>b</p>").styled.runs
        #expect(runs.map(\.breakBefore) == [.none, .none, .paragraph])
        #expect(runs[1].text == "\n  ")
    }

    @Test func preformattedSpaceIsText() {
        #expect(breaks("<p>a</p><pre>  </pre>") == [#"none "a""#, #"paragraph "  ""#])
    }

    @Test func hiddenTextAndEmptyBlocksAddNothing() {
        #expect(breaks(#"a<div></div>b<span style="display:none">x</span>c<hr>d"#)
                == [#"none "a""#, #"none "b""#, #"none "c""#, #"paragraph "d""#])
    }

    @Test func anAppBlockTagBreaksToo() {
        let profile = Profile().customTag("notice", display: .block)
        #expect(breaks("a<notice>b</notice>c", options: StyleOptions(profile: profile))
                == [#"none "a""#, #"paragraph "b""#, #"paragraph "c""#])
    }
}
