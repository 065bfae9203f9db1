import Testing
@testable import MarkupCore

@Suite struct CharacterReferenceTests {
    private func text(_ html: String) -> String {
        let stream = Tokenizer.tokenize(html)
        return stream.tokens.map(stream.text(of:)).joined()
    }

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

    @Test func everyNameOfTheTableIsFoundWithItsText() {
        #expect(NamedCharacterReferences.count == 2231)
        var found = 0
        for line in NamedCharacterReferences.table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            let expected = String(String.UnicodeScalarView(fields.dropFirst().compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }))
            #expect(replacement(for: String(fields[0])) == expected, "\(fields[0])")
            found += 1
        }
        #expect(found == 2231)
        #expect(replacement(for: "amp;") == "&")
        #expect(replacement(for: "NotEqualTilde;") == "\u{2242}\u{338}")
        for missing in ["", "amp;x", "am", "AMP;;", "zzzz;", "AElig;;", "\u{1}"] {
            #expect(replacement(for: missing) == nil, "\(missing)")
        }
    }

    @Test func legacyReferencesInAttributesNeedASemicolonBeforeAlphanumericsOrEquals() {
        let stream = Tokenizer.tokenize(#"<a x="&copy=1" y="&copyx" z="&copy;x" w="&copy x">"#)
        let tag = stream.tokens[0]
        #expect(stream.attribute("x", of: tag) == "&copy=1")
        #expect(stream.attribute("y", of: tag) == "&copyx")
        #expect(stream.attribute("z", of: tag) == "©x")
        #expect(stream.attribute("w", of: tag) == "© x")
    }

    @Test func reportsUnknownAndInvalidReferences() {
        let stream = Tokenizer.tokenize("&nbps; &#0;")
        #expect(stream.diagnostics.map(\.code) == [.characterReference, .characterReference])
        #expect(stream.diagnostics[0].range == SourceRange(start: 0, end: 6))
    }
}

extension CharacterReferenceTests {
    /// The text the reference called `name` stands for, through the decoder's own lookup.
    private func replacement(for name: String) -> String? {
        var output: [UInt8] = []
        let found: Bool = Array(name.utf8).withUnsafeBufferPointer { name in
            guard let entry = NamedCharacterReferences.find(name) else { return false }
            NamedCharacterReferences.appendReplacement(of: entry, to: &output)
            return true
        }
        return found ? String(decoding: output, as: UTF8.self) : nil
    }

    @Test func theMostUsedReferencesReadAsTheTableSays() {
        for (name, replacement) in NamedCharacterReferences.commonReferences {
            let utf8 = Array(name.utf8)
            var fast: [UInt8] = []
            var searched: [UInt8] = []
            let found = utf8.withUnsafeBufferPointer { NamedCharacterReferences.appendCommonReplacement(of: $0, to: &fast) }
            let entry = utf8.withUnsafeBufferPointer { NamedCharacterReferences.find($0) }
            NamedCharacterReferences.appendReplacement(of: entry!, to: &searched)
            #expect(found && fast == searched && searched == Array(replacement.utf8), "&\(name)")
        }
        var none: [UInt8] = []
        #expect(!Array("hearts;".utf8).withUnsafeBufferPointer {
            NamedCharacterReferences.appendCommonReplacement(of: $0, to: &none)
        } && none.isEmpty)
    }

    @Test func commonReferencesReadTheSameWhereverTheyStand() {
        // A common name is read as one word up to its `;` where eight bytes follow the `&`.
        let texts = Tokenizer.tokenize("a&lt;&gt;b &amp; c&ampzz; d&amp<b>;&nbsp;&nbsp;</b>&copy;").readTokens
            .filter { $0.kind == .text }.map(\.text)
        // `&ampzz;` and `&amp` cut off by a tag read their legacy prefix; the last `&copy;`
        // stands too near the input's end for the word.
        #expect(texts == ["a<>b & c&zz; d&", ";\u{A0}\u{A0}", "\u{A9}"])
    }
}
