import Testing
@testable import MarkupCore

@Suite struct CSSStyleSheetTests {
    private func sheet(_ css: String, width: Double? = nil) -> (sheet: CSSStyleSheet, diagnostics: [Diagnostic]) {
        var sheet = CSSStyleSheet()
        var diagnostics: [Diagnostic] = []
        sheet.parse(css, offset: 0, viewportWidth: width, diagnostics: &diagnostics)
        return (sheet, diagnostics)
    }

    private func selectors(_ css: String, width: Double? = nil) -> [String] {
        sheet(css, width: width).sheet.rules.map(\.selectorText)
    }

    @Test func atRulesAreSkippedWhole() {
        let css = """
            @charset "utf-8";
            @import url("a.css?x=1&y=2;z") screen;
            @font-face { font-family: "X"; src: url(x.woff) format("woff"); }
            @supports (display: grid) { .grid { color: red } @media (min-width: 1px) { .deep { color: red } } }
            @keyframes pulse { 0% { opacity: 0 } 100% { opacity: 1 } }
            @-webkit-keyframes pulse { from { opacity: 0 } to { opacity: 1 } }
            @page :first { margin: 1in }
            .after { color: blue }
            """
        let (parsed, diagnostics) = sheet(css)
        // Nothing inside a skipped at-rule became a rule, and the rule after them all is read.
        #expect(parsed.rules.map(\.selectorText) == [".after"])
        #expect(diagnostics.allSatisfy { $0.severity == .note })
        #expect(diagnostics.map(\.message).filter { $0.hasSuffix("nothing in them shows in a preview") }.count == 7)
    }

    @Test func blocksMatchAcrossStringsAndNestedBrackets() {
        let css = #".a { content: "}"; background: url(x}.png) } .b { x: ( ] } ) } .c { color: red }"#
        #expect(selectors(css) == [".a", ".b", ".c"])
        // An unclosed block runs to the end; a prelude that never meets a block is reported.
        #expect(selectors(".a { color: red") == [".a"])
        let (parsed, diagnostics) = sheet(".a { color: red } .b")
        #expect(parsed.rules.map(\.selectorText) == [".a"])
        #expect(diagnostics.map(\.message) == ["'.b' is not a CSS rule (no '{'), ignored"])
        #expect(diagnostics.first?.range == SourceRange(start: 18, end: 20))
    }

    @Test func htmlCommentMarkersAtTheTopLevelAreSkipped() {
        #expect(selectors("<!-- .a { color: red } -->") == [".a"])
    }

    @Test func mediaRulesApplyAtMatchingWidthsInSourceOrder() {
        let css = """
            .col { color: green }
            @media only screen and (max-width: 600px) { .col { color: red } .narrow { color: red } }
            @media (min-width: 37.5em) { .wide { color: blue } }
            @media print { .paper { color: black } }
            @media screen, print { .both { color: black } }
            @media not print { .screen { color: black } }
            @media all and (min-width: 300px) and (max-width: 400px) { .mid { color: black } }
            .last { color: black }
            """
        // 40 columns at 8 px a column.
        #expect(selectors(css, width: 320) == [".col", ".col", ".narrow", ".both", ".screen", ".mid", ".last"])
        // 37.5em is 600px: max-width and min-width both include it.
        #expect(selectors(css, width: 600) == [".col", ".col", ".narrow", ".wide", ".both", ".screen", ".last"])
        #expect(selectors(css, width: 640) == [".col", ".wide", ".both", ".screen", ".last"])
        // Without a width no width-dependent query applies; `screen` and `all` still do.
        #expect(selectors(css) == [".col", ".both", ".screen", ".last"])
        // Order counts every rule that applies, in source order.
        #expect(sheet(css, width: 320).sheet.rules.map(\.order) == Array(0..<7))
    }

    @Test func ruleRecordsItsMediaRule() throws {
        let css = ".a { color: red }\n@media (max-width: 600px) {\n  .col { color: red }\n}"
        let (parsed, _) = sheet(css, width: 320)
        #expect(parsed.rules.first?.media == nil)
        let media = try #require(parsed.rules.last?.media)
        #expect(media.condition == "(max-width: 600px)")
        #expect(media.range == SourceRange(start: 18, end: 43))
    }

    @Test func mediaQueriesBrowsersRejectAreWarnings() {
        let css = """
            @media screen and(max-width: 480px) { .a { color: red } }
            @media (max-width: 480) { .b { color: red } }
            @media (prefers-color-scheme: dark) { .c { color: red } }
            @media (orientation: landscape), (max-width: 600px) { .d { color: red } }
            """
        let (parsed, diagnostics) = sheet(css, width: 320)
        // A query with an error never matches; one good query of a list is enough.
        #expect(parsed.rules.map(\.selectorText) == [".d"])
        #expect(diagnostics.map(\.severity) == [.warning, .warning, .note, .note])
        #expect(diagnostics[0].message.contains("'and(' needs a space before '('"))
        #expect(diagnostics[1].message.contains("'480' is not a width"))
    }

    @Test func selectorListsKeepWhatThePreviewCanMatch() {
        let (parsed, diagnostics) = sheet("a, a:hover { color: red } u + #body a { color: red } ; .b { color: red }")
        #expect(parsed.rules.map(\.selectorText) == ["a"])
        // Valid selectors this preview does not match are notes; a prelude a browser rejects
        // (here `; .b`, after a stray semicolon) is a warning.
        #expect(diagnostics.map(\.severity) == [.note, .note, .warning])
        #expect(diagnostics.last?.message
                == "selector '; .b' is not valid CSS (it holds a ';': one too many before it?); browsers ignore the rule")
        #expect(sheet(".a, { color: red } .b > { color: red }").diagnostics.map(\.severity) == [.warning, .warning])
    }

    @Test func misspeltAtRulesAreWarningsAndOtherUnknownOnesNotes() {
        let (_, diagnostics) = sheet(
            "@meida screen { .a { color: red } } @-ms-viewport { width: device-width } @goodbye { @gmail }")
        #expect(diagnostics.map(\.severity) == [.warning, .note, .note])
        #expect(diagnostics.first?.message == "unknown at-rule '@meida', ignored (did you mean '@media'?)")
    }

    @Test func declarationProblemsInsideAMediaRuleThatDoesNotApplyAreStillReported() {
        let css = "@media print { .a { colr: red } }"
        #expect(sheet(css, width: 320).diagnostics.map(\.message) == ["unknown property 'colr' is ignored (did you mean 'color'?)"])
        #expect(sheet(css, width: 320).sheet.rules.isEmpty)
    }

    @Test func hostileNestingCostsNoStack() {
        let deep = String(repeating: "@media all { ", count: 100_000) + ".a { color: red }"
            + String(repeating: "}", count: 100_000)
        let (parsed, diagnostics) = sheet(deep)
        #expect(parsed.rules.isEmpty)
        #expect(diagnostics.map(\.message) == ["'@media' nested more than 32 deep, ignored"])
        let brackets = ".a { x: " + String(repeating: "([{", count: 100_000) + " } .b { color: red }"
        #expect(selectors(brackets) == [".a"])
    }

    @Test func styleElementsMediaAttributeGuardsTheWholeSheet() throws {
        let html = """
            <style media="print">.a { color: red }</style>
            <style media="all">.b { color: red }</style>
            <style media="screen and (max-width: 600px)">.c { color: red }</style>
            <p class="a b c">x</p>
            """
        func selectors(columns: Int?) -> [String] {
            let options = columns.map { StyleOptions.laidOut(atColumns: $0) } ?? StyleOptions()
            return MarkupDocument(html: html, options: options).styled.sheet.rules.map(\.selectorText)
        }
        #expect(selectors(columns: 40) == [".b", ".c"])
        #expect(selectors(columns: 100) == [".b"])
        #expect(selectors(columns: nil) == [".b"])
        let narrow = MarkupDocument(html: html, options: .laidOut(atColumns: 40)).styled
        #expect(narrow.sheet.rules.first?.media == nil)
        let media = try #require(narrow.sheet.rules.last?.media)
        #expect(media.condition == "screen and (max-width: 600px)")
        #expect(narrow.diagnostics.isEmpty)
    }
}
