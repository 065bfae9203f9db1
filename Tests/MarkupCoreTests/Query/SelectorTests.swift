import Testing
@testable import MarkupCore

@Suite struct SelectorTests {
    let tree = MarkupTree(html: """
    <div id="hero" class="banner big"><p>Get <b class="price">50%</b> off <a href="/sale" data-tier="gold">now</a></p></div>
    <p class="fine">Terms <b>apply</b><span><b>deep</b></span></p>
    """)

    private func texts(_ selector: String) throws -> [String] {
        SelectorMatcher.matches(try Selector(selector), in: tree).map { PlainTextStripper.strip(subtree: $0) }
    }

    @Test func simpleSelectors() throws {
        #expect(try texts("b") == ["50%", "apply", "deep"])
        #expect(try texts(".price") == ["50%"])
        #expect(try texts("#hero") == ["Get 50% off now"])
        #expect(try texts("div.banner.big") == ["Get 50% off now"])
        #expect(try texts("[href]") == ["now"])
        #expect(try texts("a[data-tier=gold]") == ["now"])
        #expect(try texts("a[data-tier='silver']") == [])
        #expect(try texts("[href^='/s']") == ["now"])
        #expect(try texts("[class~=big]") == ["Get 50% off now"])
    }

    @Test func combinators() throws {
        #expect(try texts("p > b") == ["50%", "apply"])
        #expect(try texts("p b") == ["50%", "apply", "deep"])
        #expect(try texts("#hero b") == ["50%"])
        #expect(try texts("div > b") == [])
        #expect(try texts(".fine span > b") == ["deep"])
        #expect(try texts("b, a") == ["50%", "now", "apply", "deep"])
    }

    @Test func resultsCarryRanges() throws {
        let match = try #require(SelectorMatcher.matches(try Selector(".price"), in: tree).first)
        #expect(tree.source.string(in: match.range) == #"<b class="price">50%</b>"#)
    }

    @Test(arguments: ["", "a:hover", "a + b", "p ~ q", "[x", ".", "#", "a,", "[x=\"y]"])
    func rejectsWhatItCannotMatch(_ text: String) {
        #expect(throws: SelectorError.self) { try Selector(text) }
    }

    @Test func specificityOrdersIdsClassesTags() throws {
        let complex = try Selector("div#a.b.c > p[x] span").alternatives[0]
        #expect(complex.specificity == Specificity(ids: 1, classes: 3, tags: 3))
    }

    /// Names take letters, digits, `-`, `_` and anything beyond ASCII, and white space
    /// separates compounds, as `Character`'s own properties say: ASCII is read from its byte.
    @Test func namesAndWhiteSpaceAreReadByCharacter() throws {
        let samples: [Character] = (0x01...0x7F).map { Character(Unicode.Scalar(UInt8($0))) }
            + ["\r\n", "é", "e\u{301}", " \u{301}", "\u{85}", "\u{A0}", "\u{2003}", "²", "日"]
        for character in samples {
            let isName = character.isLetter || character.isNumber || character == "-" || character == "_"
                || !character.isASCII
            let text = ".a" + String(character) + "b"
            let parsed = try? Selector(text)
            let oneClass = parsed?.alternatives.count == 1 && parsed?.alternatives[0].compounds.count == 1
                && parsed?.alternatives[0].compounds[0].classes == ["a" + String(character) + "b"]
            #expect(oneClass == isName, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            if character.isWhitespace, !isName {
                let spaced = try Selector("p" + String(character) + "b")
                #expect(spaced.alternatives[0].compounds.map(\.tag) == ["p", "b"], "white space \(character.unicodeScalars.first!.value)")
            }
        }
    }

    @Test func deepTreesStayLinear() throws {
        let deep = MarkupTree(html: String(repeating: "<span>", count: 50_000) + "<b>x</b>")
        #expect(SelectorMatcher.matches(try Selector("span span b"), in: deep).count == 1)
    }
}
