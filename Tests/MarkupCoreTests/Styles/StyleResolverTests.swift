import Testing
@testable import MarkupCore

@Suite struct StyleResolverTests {
    private func style(_ html: String, text: String, options: StyleOptions = StyleOptions()) throws -> MarkupStyle {
        let document = MarkupDocument(html: html, options: options)
        let run = try #require(document.styled.runs.first { $0.text == text })
        return run.style
    }

    @Test func tagDefaults() throws {
        let html = "<b>b</b><i>i</i><u>u</u><s>s</s><h1>h</h1><code>c</code><mark>m</mark><sub>x</sub><a href='/y'>a</a><a>plain</a>"
        #expect(try style(html, text: "b").fontWeight == .bold)
        #expect(try style(html, text: "i").italic == true)
        #expect(try style(html, text: "u").underline == true)
        #expect(try style(html, text: "s").strikethrough == true)
        #expect(try style(html, text: "h").fontSize == 32)
        #expect(try style(html, text: "c").fontFamily == "monospace")
        #expect(try style(html, text: "m").backgroundColor == RGBAColor(rgb: 0xFFFF00))
        #expect(try style(html, text: "x").verticalPosition == .sub)
        #expect(try style(html, text: "a").link == "/y")
        #expect(try style(html, text: "a").underline == true)
        #expect(try style(html, text: "plain").underline == nil)
    }

    @Test func inheritanceFillsUnsetFields() throws {
        let s = try style("<span style='color:#00f'><b><i>x</i></b></span>", text: "x")
        #expect(s.foregroundColor == RGBAColor(rgb: 0x0000FF))
        #expect(s.fontWeight == .bold)
        #expect(s.italic == true)
        #expect(s.fontSize == 16)
    }

    @Test func boldAndRedUnderEitherPolicy() throws {
        var userBold = MarkupStyle()
        userBold.foregroundColor = RGBAColor(rgb: 0x00FF00)
        for policy in StyleOptions.Policy.allCases {
            let options = StyleOptions(policy: policy)
            let s = try style(#"<b style="color:red">x</b>"#, text: "x", options: options)
            #expect(s.fontWeight == .bold && s.foregroundColor == RGBAColor(rgb: 0xFF0000), "\(policy)")
        }
        let inlineWins = try style(#"<b style="color:red">x</b>"#, text: "x",
                                   options: StyleOptions(policy: .inlineStyleWins, userStyles: ["b": userBold]))
        #expect(inlineWins.foregroundColor == RGBAColor(rgb: 0xFF0000))
        let codeWins = try style(#"<b style="color:red">x</b>"#, text: "x",
                                 options: StyleOptions(policy: .codeStyleWins, userStyles: ["b": userBold]))
        #expect(codeWins.foregroundColor == RGBAColor(rgb: 0x00FF00))
        #expect(codeWins.fontWeight == .bold)
    }

    @Test func sheetRulesBySpecificityThenOrderThenInlineThenImportant() throws {
        let html = """
        <style>p { color: red } .a { color: green } p.a { color: blue } .a { font-weight: 300 } #z { color: gray !important }</style>
        <p class="a">one</p><p class="a" style="color: purple">two</p><p id="z" style="color: purple">three</p>
        <p class="a" style="color: orange !important" id="z">four</p>
        """
        #expect(try style(html, text: "one").foregroundColor == RGBAColor(rgb: 0x0000FF))
        #expect(try style(html, text: "one").fontWeight == .light)
        #expect(try style(html, text: "two").foregroundColor == RGBAColor(rgb: 0x800080))
        #expect(try style(html, text: "three").foregroundColor == RGBAColor(rgb: 0x808080))
        #expect(try style(html, text: "four").foregroundColor == RGBAColor(rgb: 0xFFA500))
    }

    @Test func relativeValues() throws {
        let html = """
        <div style="font-size: 20px; font-weight: 300; color: #123456">
        <span style="font-size: 1.5em">em</span><span style="font-size: 50%">pct</span><span style="font-size: 2rem">rem</span>
        <span style="font-size: 12pt">pt</span><small>small</small><b style="font-weight: bolder">bolder</b>
        <span style="background-color: currentColor">current</span><span style="font-size: larger">larger</span>
        </div>
        """
        #expect(try style(html, text: "em").fontSize == 30)
        #expect(try style(html, text: "pct").fontSize == 10)
        #expect(try style(html, text: "rem").fontSize == 32)
        #expect(try style(html, text: "pt").fontSize == 16)
        #expect(try style(html, text: "small").fontSize.map { ($0 * 100).rounded() / 100 } == 16.67)
        #expect(try style(html, text: "bolder").fontWeight == .regular)
        #expect(try style(html, text: "current").backgroundColor == RGBAColor(rgb: 0x123456))
        #expect(try style(html, text: "larger").fontSize == 24)
    }

    @Test func decorationsPropagateAndNoneClearsOwn() throws {
        let html = "<u>a <span style='text-decoration:none'>b</span></u><a href=x style='text-decoration: none'>c</a>"
        #expect(try style(html, text: "b").underline == true)
        #expect(try style(html, text: "c").underline == false)
    }

    @Test func displayNoneAndHiddenHideTheirContent() {
        let document = MarkupDocument(html: "<p style='display:none'>x<b style='display:inline'>y</b></p><p hidden>z</p>w")
        #expect(document.styled.runs.map(\.text) == ["w"])
    }

    @Test func presentationalAttributes() throws {
        let html = "<font color='ff0000' size='5' face='Georgia'>f</font><p align=center>c</p><ol type='I'><li>r</ol><td bgcolor=#eee>"
        let font = try style(html, text: "f")
        #expect(font.foregroundColor == RGBAColor(rgb: 0xFF0000))
        #expect(font.fontSize == 24)
        #expect(font.fontFamily == "Georgia")
        #expect(try style(html, text: "c").textAlign == .center)
        #expect(try style(html, text: "r").listStyleType == .upperRoman)
    }

    @Test func nestedListsChangeMarkers() throws {
        let html = "<ul><li>one<ul><li>two<ul><li>three</ul></ul></ul><ol><li>n</ol>"
        #expect(try style(html, text: "one").listStyleType == .disc)
        #expect(try style(html, text: "two").listStyleType == .circle)
        #expect(try style(html, text: "three").listStyleType == .square)
        #expect(try style(html, text: "n").listStyleType == .decimal)
    }

    @Test func elementsStyledByTheirTagAloneFollowTheirParentsStyle() throws {
        let html = "<p><small>p1</small> <small>p2</small></p><h1><small>h</small></h1>"
            + "<style>h2 b { color: red }</style><p><b>plain</b></p><h2><b>ruled</b></h2><p><b>again</b></p>"
            + "<p><b>b</b><b style='color:blue'>blue</b><b>b2</b></p>"
        #expect(try style(html, text: "p1").fontSize == 16 / 1.2)
        #expect(try style(html, text: "p2") == style(html, text: "p1"))
        #expect(try style(html, text: "h").fontSize == 32 / 1.2)
        #expect(try style(html, text: "plain").foregroundColor == nil)
        #expect(try style(html, text: "ruled").foregroundColor == RGBAColor(rgb: 0xFF0000))
        #expect(try style(html, text: "again").foregroundColor == nil)
        #expect(try style(html, text: "blue").foregroundColor == RGBAColor(rgb: 0x0000FF))
        #expect(try style(html, text: "b2").foregroundColor == nil)
        var options = StyleOptions()
        var userGreen = MarkupStyle()
        userGreen.foregroundColor = RGBAColor(rgb: 0x00FF00)
        options.profile = options.profile.tag("small", style: userGreen)
        #expect(try style(html, text: "h", options: options).foregroundColor == RGBAColor(rgb: 0x00FF00))
    }

    @Test func everyDesignProperty() throws {
        let html = """
        <p style="text-transform: uppercase; text-align: right; line-height: 1.5; letter-spacing: 2px; word-spacing: 0.5em; \
        list-style-type: lower-greek; vertical-align: super; font-style: oblique; text-decoration-line: line-through; \
        white-space: pre-wrap; text-indent: 1em; padding-left: 20px">x</p>
        """
        let s = try style(html, text: "x")
        #expect(s.textTransform == .uppercase)
        #expect(s.textAlign == .right)
        #expect(s.lineHeight == 1.5)
        #expect(s.letterSpacing == 2)
        #expect(s.wordSpacing == 8)
        #expect(s.listStyleType == .lowerGreek)
        #expect(s.verticalPosition == .super)
        #expect(s.italic == true)
        #expect(s.strikethrough == true)
        #expect(s.whiteSpace == .preWrap)
        #expect(s.firstLineIndent == 16)
        #expect(s.headIndent == 20)
    }

    @Test func unsupportedAndInvalidAreReportedWithRanges() {
        let html = #"<p style="colr: red; color: nope; margin: 0; font-size: -2px">x</p>"#
        let document = MarkupDocument(html: html)
        let diagnostics = document.styled.diagnostics
        #expect(diagnostics.map(\.code) == [.unsupportedProperty, .invalidValue, .unsupportedProperty, .invalidValue])
        #expect(diagnostics.map(\.severity) == [.warning, .warning, .note, .warning])
        #expect(document.source.string(in: diagnostics[1].range) == "color: nope")
    }

    @Test func sheetProblemsAreReportedOnce() {
        let html = "<style>a:hover { color: red } .x { colr: red } @media print { p { color: red } }</style>" +
            String(repeating: "<p class=x>p</p>", count: 20)
        let diagnostics = MarkupDocument(html: html).styled.diagnostics
        // `@media print` is read and never applies: nothing to report about it.
        #expect(diagnostics.map(\.code) == [.unsupportedSelector, .unsupportedProperty])
        // `:hover` is valid CSS a preview does not match (a note); `colr` is a typo (a warning).
        #expect(diagnostics.map(\.severity) == [.note, .warning])
    }

    @Test func provenanceNamesTheWinningSource() throws {
        let html = "<style>.promo { color: #e00 }</style><p class=promo>Sale <b style='color: blue'>now</b> <i>soon</i></p>"
        let document = MarkupDocument(html: html)
        let now = try #require(document.tree.root.descendants.first { $0.text == "now" })
        let origins = document.styled.provenance(of: now)
        #expect(origins[.foregroundColor]?.source == .inlineStyle)
        #expect(origins[.fontWeight]?.source == .tagDefault)
        #expect(origins[.fontSize]?.source == .root)
        let soon = try #require(document.tree.root.descendants.first { $0.text == "soon" })
        let soonOrigin = try #require(document.styled.provenance(of: soon)[.foregroundColor])
        #expect(soonOrigin.source == .styleSheet(selector: ".promo"))
        #expect(document.tree[soonOrigin.node].tag == "p")
        #expect(document.source.string(in: soonOrigin.range!) == "color: #e00")
    }

    @Test func entitiesInStyleAttributesFallBackToTheAttributeRange() {
        let html = #"<p style="font-family: &quot;A&quot;; colr: red">x</p>"#
        let document = MarkupDocument(html: html)
        let diagnostic = document.styled.diagnostics[0]
        #expect(document.source.string(in: diagnostic.range).hasPrefix("style="))
    }

    @Test func equalStylesHashEquallyAndDifferentOnesStayApart() {
        var negativeZero = MarkupStyle.root
        negativeZero.fontSize = -0.0
        negativeZero.headIndent = -0.0
        var zero = MarkupStyle.root
        zero.fontSize = 0
        zero.headIndent = 0
        #expect(negativeZero == zero)
        #expect(negativeZero.hashValue == zero.hashValue)
        var styles: [MarkupStyle] = []
        for link in [nil, "https://a.example/1", "https://a.example/2"] {
            for weight in [nil, 400, 700] {
                for color in [nil, RGBAColor(rgb: 0xFF0000), RGBAColor(rgb: 0x00FF00)] {
                    var style = MarkupStyle.root
                    style.link = link
                    style.fontWeight = weight.map(FontWeight.init)
                    style.foregroundColor = color
                    style.lineHeight = link == nil ? nil : 1.5
                    styles.append(style)
                }
            }
        }
        #expect(Set(styles).count == styles.count)
        #expect(Set(styles + styles).count == styles.count)
    }
}
