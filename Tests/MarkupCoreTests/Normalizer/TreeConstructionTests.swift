import Testing
@testable import MarkupCore

/// The parts of the standard's tree construction beyond "in body": table modes, SVG and
/// MathML, raw text elements (the html5lib suite covers them all, in HTML5LibConformanceTests).
@Suite struct TreeConstructionTests {
    private func normalized(_ html: String) -> String { Serialization.normalized(html) }

    @Test func tablesGetImpliedBodiesAndColumnGroups() {
        #expect(normalized("<table><tr><td>Sale</table>")
                == "<table><+tbody><tr><td>Sale</+td></+tr></+tbody></table>")
        #expect(normalized("<table><col><tr><td>x</table>")
                == "<table><+colgroup><col/></+colgroup><+tbody><tr><td>x</+td></+tr></+tbody></table>")
        // A written tbody is kept, and a table in a table outside a cell ends the first.
        #expect(normalized("<table><tbody><tr><td>a</td></tr></tbody></table>")
                == "<table><tbody><tr><td>a</td></tr></tbody></table>")
        #expect(normalized("<table><tr><td>a</td></tr><table><tr><td>b</table>")
                == "<table><+tbody><tr><td>a</td></tr></+tbody></+table><table><+tbody><tr><td>b</+td></+tr></+tbody></table>")
    }

    @Test func textInATableStaysInPlaceUnlessFosterParentingIsAsked() {
        let html = "<table>Total: <tr><td>5</table>"
        #expect(normalized(html) == "<table>Total: <+tbody><tr><td>5</+td></+tr></+tbody></table>")
        let fostered = Normalizer.normalize(Tokenizer.tokenize(html), options: NormalizerOptions(fosterParenting: true))
        #expect(Serialization.compact(fostered) == "Total: <table><+tbody><tr><td>5</+td></+tr></+tbody></table>")
        // Whitespace between a table's parts reopens no formatting.
        #expect(normalized("<b><table> <tr><td>x</table>") == "<b><table> <+tbody><tr><td>x</+td></+tr></+tbody></table></+b>")
    }

    @Test func aStyleForTbodyCellsReachesAnImpliedBody() throws {
        let document = MarkupDocument(html: "<style>tbody td{color:red}</style><table><tr><td>Sale")
        let run = try #require(document.styled.runs.first { $0.text == "Sale" })
        #expect(run.style.foregroundColor == RGBAColor(rgb: 0xFF0000))
        let cells = SelectorMatcher.matches(try Selector("tbody td"), in: document.tree)
        #expect(cells.map { PlainTextStripper.strip(subtree: $0) } == ["Sale"])
    }

    @Test func svgAndMathMLAreElementsWithChildren() {
        #expect(normalized("<svg viewbox='0 0 1 1'><rect/><title>Logo</title></svg>")
                == "<svg><rect></rect><title>Logo</title></svg>")
        let svg = Normalizer.normalize("<svg viewbox='0 0 1 1'>")
        #expect(svg.attributes(of: svg.tokens[0]).map(\.name) == ["viewBox"])
        #expect(normalized("<svg><clippath><path d='M0'/></clippath></svg>")
                == "<svg><clipPath><path></path></clipPath></svg>")
        #expect(normalized("<math><mi>x</mi></math>") == "<math><mi>x</mi></math>")
        // An HTML tag that cannot be SVG ends the SVG.
        #expect(normalized("<svg><g><p>text") == "<svg><g></+g></+svg><p>text</+p>")
        // No unknown tag in SVG is text.
        #expect(Normalizer.normalize("<svg><g><rect/></g></svg>").repairs.isEmpty)
    }

    @Test func svgStyleAndCDATAAreMarkupInForeignContent() {
        #expect(normalized("<svg><style>a&amp;b</style></svg>") == "<svg><style>a&b</style></svg>")
        #expect(normalized("<svg><![CDATA[a<b]]></svg>") == "<svg>a<b</svg>")
        // In HTML it is a bogus comment, as in browsers.
        #expect(normalized("<p><![CDATA[x]]>") == "<p><!--[CDATA[x]]--></+p>")
    }

    @Test func rawTextElements() {
        #expect(normalized("<xmp><b>x</b></xmp>") == "<xmp><b>x</b></xmp>")
        #expect(normalized("<iframe><p>x</iframe>y") == "<iframe><p>x</iframe>y")
        #expect(normalized("<noembed><i>x</noembed>") == "<noembed><i>x</noembed>")
        #expect(normalized("<plaintext><b>x</plaintext>") == "<plaintext><b>x</plaintext></+plaintext>")
    }

    @Test func scriptDataEscapes() {
        // `</script>` inside `<!--<script>…-->` does not end the script.
        let stream = Normalizer.normalize("<script><!--<script></script>--></script>after")
        #expect(stream.tokens.map(\.kind) == [.startTag, .text, .endTag, .text])
        #expect(stream.text(of: stream.tokens[1]) == "<!--<script></script>-->")
    }

    @Test func endTagsMayCarryAttributes() {
        #expect(normalized("<b>x</b foo=\">\">y") == "<b>x</b>y")
    }
}
