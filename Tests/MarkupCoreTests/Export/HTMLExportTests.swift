import Foundation
import GoldenSupport
import MarkupCore
import Testing

/// HTMLExport writes the repaired tree as balanced HTML, and reading that HTML back gives the
/// same text and styles as the source.
@Suite struct HTMLExportTests {
    private func export(_ html: String, inlineStyles: Bool = false) -> String {
        HTMLExport.html(MarkupDocument(html: html).styled, inlineStyles: inlineStyles)
    }


    @Test func misnestedFormattingComesOutBalanced() {
        #expect(export("<b><i>x</b>y</i>") == "<b><i>x</i></b><i>y</i>")
        #expect(export("<p>one<p>two") == "<p>one</p><p>two</p>")
    }

    @Test func unclosedElementsAreClosed() {
        #expect(export("<b><i>x") == "<b><i>x</i></b>")
        #expect(export("<table><td>x") == "<table><tbody><tr><td>x</td></tr></tbody></table>")
    }

    @Test func voidElementsHaveNoEndTag() {
        #expect(export("a<br>b<img src=x.png alt=''><hr>") == "a<br>b<img src=\"x.png\" alt=\"\"><hr>")
    }

    @Test func textEscapesOnlyAmpersandAndAngleBrackets() {
        #expect(export("<p>Tom &amp; Jerry &lt;3 &quot;quoted&quot; 'single' &gt; &copy;</p>")
                == "<p>Tom &amp; Jerry &lt;3 \"quoted\" 'single' &gt; ©</p>")
    }

    @Test func attributeValuesAreDoubleQuotedWithAmpersandAndQuoteEscaped() {
        #expect(export(#"<a href='/x?a=1&amp;b=2' title='say "hi" <now>' data-flag>x</a>"#)
                == #"<a href="/x?a=1&amp;b=2" title="say &quot;hi&quot; <now>" data-flag="">x</a>"#)
    }

    @Test func attributesKeepTheirOrder() {
        #expect(export(#"<span title=t class=c id=i data-z=1 data-a=2>x</span>"#)
                == #"<span title="t" class="c" id="i" data-z="1" data-a="2">x</span>"#)
    }

    /// The tree holds no comments (nor doctypes): the export is the document as rendered.
    @Test func commentsAreDropped() {
        #expect(export("<p>a<!-- note -->b</p>") == "<p>ab</p>")
        #expect(!export("<!DOCTYPE html><!--[if mso]>x<![endif]--><p>a</p>").contains("<!"))
    }

    @Test func rawTextElementsAreWrittenAsTheyAre() {
        let html = export("<style>p > b { color: red } a[x=\"&amp;\"] {}</style><script>if (a < b && c) {}</script><p>x</p>")
        #expect(html.contains("<style>p > b { color: red } a[x=\"&amp;\"] {}</style>"))
        #expect(html.contains("<script>if (a < b && c) {}</script>"))
        // title and textarea decode references, so they are escaped like text.
        #expect(export("<title>A &amp; B</title>").contains("<title>A &amp; B</title>"))
    }

    @Test func styleInsideSVGIsEscapedText() {
        #expect(export("<svg><style>a &lt; b</style></svg>") == "<svg><style>a &lt; b</style></svg>")
        #expect(export("<svg><foreignObject><style>a > b</style></foreignObject></svg>")
                == "<svg><foreignObject><style>a > b</style></foreignObject></svg>")
    }

    /// Everything after `<plaintext>` is its text, so no end tag may follow it.
    @Test func plaintextRunsToTheEndWithoutEndTags() {
        #expect(export("<p>a<plaintext>x</b>&amp;y") == "<p>a</p><plaintext>x</b>&amp;y")
    }

    @Test func aLeadingLineFeedInPreSurvivesTheParserDroppingOne() {
        let html = export("<pre>\n\nindented\n</pre>")
        #expect(html == "<pre>\n\nindented\n</pre>")
        #expect(MarkupDocument(html: html).styled.plainText == MarkupDocument(html: "<pre>\n\nindented\n</pre>").styled.plainText)
    }

    @Test func inlineStylesCarryTheResolvedStyle() {
        let html = export("<style>.x { color: #e00000 }</style><p class=x style=\"font-size: 20px\">a <b>b</b></p>",
                        inlineStyles: true)
        // The resolved declarations follow the element's own and win: an own one they say again is left out.
        #expect(html.contains(#"<p class="x" style="font-size: 20px; font-weight: 400; color: #e00000">"#))
        #expect(html.contains(#"<b style="font-size: 20px; font-weight: 700; color: #e00000">b</b>"#))
    }

    /// Exporting an export with inline styles again gives it back.
    @Test func inlineStylesExportAgainUnchanged() {
        let source = #"<table style="width: 300px; color: red; background: url('a;b.png')"><tr><td>x <b>y</b></td></tr></table>"#
        let once = export(source, inlineStyles: true)
        #expect(once.contains(#"style="width: 300px; background: url('a;b.png'); font-size: 16px; font-weight: 400; color: #ff0000""#))
        #expect(export(once, inlineStyles: true) == once)
    }

    @Test func ownDeclarationsLayoutReadsSurviveInlining() {
        let html = export(#"<table style="width: 300px; margin: 0 auto"><tr><td style="padding: 4px;">x</td></tr></table>"#,
                          inlineStyles: true)
        #expect(html.contains(#"<table style="width: 300px; margin: 0 auto; font-size: 16px"#))
        #expect(html.contains(#"<td style="padding: 4px; font-size: 16px"#))
    }

    /// Indents add up from parent to child, so each element says only its own share.
    @Test func inlineIndentsAreEachElementsOwnShare() {
        let html = export("<blockquote><blockquote>x</blockquote></blockquote>", inlineStyles: true)
        #expect(html.components(separatedBy: "margin-left: 40px").count == 3)
        // A zero share is said too, or the tag's default would indent again.
        #expect(export(#"<blockquote style="margin-left: 0">x</blockquote>"#, inlineStyles: true).contains("margin-left: 0px"))
        #expect(RoundTrip.differences(source: #"<blockquote style="margin-left: 0"><p>x</p></blockquote>"#, inlineStyles: true).isEmpty)
        #expect(RoundTrip.differences(source: "<blockquote><blockquote>x</blockquote></blockquote>", inlineStyles: true).isEmpty)
    }

    /// Text outside every element has only the root's style (a profile's, say): a span carries it.
    @Test func inlineStylesWrapTextOutsideEveryElement() {
        #expect(export("a <b>b</b>\n", inlineStyles: true)
                == #"<span style="font-size: 16px; font-weight: 400">a </span><b style="font-size: 16px; font-weight: 700">b</b>\#n"#)
    }

    @Test func deepTreesExportWithoutRecursion() {
        let depth = 50_000
        let html = export(String(repeating: "<span>", count: depth) + "x")
        #expect(html.components(separatedBy: "</span>").count == depth + 1)
    }

    static let realCopy = Golden.sampleDocs.deletingLastPathComponent().appendingPathComponent("Tests/RealCopy")

    @Test(arguments: [Golden.sampleDocs, realCopy])
    func theRoundTripHoldsForEveryHTMLFile(in folder: URL) throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".html") }.sorted()
        #expect(files.count >= 10)
        for file in files {
            let source = try String(decoding: Data(contentsOf: folder.appendingPathComponent(file)), as: UTF8.self)
            for inlineStyles in [false, true] {
                let differences = RoundTrip.differences(source: source, inlineStyles: inlineStyles)
                #expect(differences.isEmpty, "\(file), inline styles \(inlineStyles): \(differences.prefix(3))")
            }
        }
    }
}

/// Exports a document, reads the export back, and compares what a reader sees of the two.
enum RoundTrip {
    /// The first glyphs where the source and its export read back differ, as (source, export).
    static func differences(source: String, options: StyleOptions = StyleOptions(), inlineStyles: Bool) -> [(StyledGlyphs.Glyph?, StyledGlyphs.Glyph?)] {
        let original = MarkupDocument(html: source, options: options).styled
        let exported = HTMLExport.html(original, inlineStyles: inlineStyles)
        return StyledGlyphs.differences(StyledGlyphs.glyphs(original),
                                        StyledGlyphs.glyphs(MarkupDocument(html: exported, options: options).styled))
    }
}
