import Testing
@testable import MarkupCore

@Suite struct CharacterReferenceTests {
    private func text(_ html: String) -> String { Tokenizer.tokenize(html).tokens.map(\.text).joined() }

    @Test(arguments: [
        ("&amp;", "&"), ("&nbsp;", "\u{A0}"), ("&#103;", "g"), ("&#x1F600;", "😀"), ("&#X41;", "A"),
        ("&hearts;", "♥"), ("&NotEqualTilde;", "≂̸"), ("&copy", "©"), ("&notit;", "¬it;"), ("&AMP", "&"),
        ("&#128;", "€"), ("&#0;", "\u{FFFD}"), ("&#xD800;", "\u{FFFD}"), ("&#x110000;", "\u{FFFD}"),
        ("&#65", "A"), ("&bogus;", "&bogus;"), ("&;", "&;"), ("& x", "& x"), ("&#;", "&#;"), ("&#x;", "&#x;"),
        ("&lt;b&gt;", "<b>"), ("&ampx", "&x"), ("&zwj;", "\u{200D}"),
    ])
    func decodesInText(_ pair: (String, String)) {
        #expect(text(pair.0) == pair.1)
    }

    @Test func theWholeNamedSetIsLoaded() {
        #expect(NamedCharacterReferences.byName.count == 2231)
        #expect(NamedCharacterReferences.byName["amp;"] == "&")
    }

    @Test func legacyReferencesInAttributesNeedASemicolonBeforeAlphanumericsOrEquals() {
        let tag = Tokenizer.tokenize(#"<a x="&copy=1" y="&copyx" z="&copy;x" w="&copy x">"#).tokens[0]
        #expect(tag.attribute("x") == "&copy=1")
        #expect(tag.attribute("y") == "&copyx")
        #expect(tag.attribute("z") == "©x")
        #expect(tag.attribute("w") == "© x")
    }

    @Test func reportsUnknownAndInvalidReferences() {
        let stream = Tokenizer.tokenize("&nbps; &#0;")
        #expect(stream.diagnostics.map(\.code) == [.characterReference, .characterReference])
        #expect(stream.diagnostics[0].range == SourceRange(start: 0, end: 6))
    }
}
