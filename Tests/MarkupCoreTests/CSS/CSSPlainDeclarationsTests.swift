import Testing
@testable import MarkupCore

/// The tokenless reading of plain style texts gives what the tokenizer and parser give.
@Suite struct CSSPlainDeclarationsTests {
    private let fallback = SourceRange(start: 100, end: 140)

    private func both(_ text: String) -> (plain: [CSSDeclaration]?, parsed: [CSSDeclaration], diagnostics: [Diagnostic]) {
        var text = text
        return text.withUTF8 { bytes in
            var diagnostics: [Diagnostic] = []
            let parsed = CSSDeclarationParser.parseWithTokens(bytes, offset: 3, fallback: fallback,
                                                              diagnostics: &diagnostics)
            return (CSSPlainDeclarations.parse(bytes, offset: 3, fallback: fallback), parsed, diagnostics)
        }
    }

    @Test(arguments: [
        "color:red", " Color : RED ;font-SIZE:12px;; \n\tBackground-Color:#FFF ", "margin: 0 auto; padding: 6.25%",
        "font-family: Helvetica, Arial, sans-serif; line-height: 1.5", "-webkit-text-size-adjust: 100%",
        "--brand: #e00", "mso-line-height-rule: exactly", "a: b:c", "font-size: +1.5e2px", "x:y;", ";;",
        "_height: 1px", "color: 😀; font-family: ヒラギノ", "color: rgb(1,2,3)",
        "color:rgb(0, 128, 255); font-size:110%", "color: RGBA( 0,0,0,.5 ) ; x:y", "margin: calc(1px + 2%) 0",
        "width: 5e(1)", "a: b-(c)",
    ])
    func plainTextsAgree(_ text: String) {
        let (plain, parsed, diagnostics) = both(text)
        #expect(plain == parsed)
        #expect(diagnostics.isEmpty)
    }

    /// What the plain reading leaves to the parser: anything a token could change, and
    /// pieces with a problem to explain.
    @Test(arguments: [
        "color: red !important", "font-family: 'A;B'", "background: url(a.png)", "color: red /* x */",
        "a\\:b: c", "color red", ": blue", "width:", "-1x: y", "1a: b", "a b: c", "@media x", "x: {y}",
        "color: rgb(1,2", "color: rgb(1;2)", "color: red)", "color: (1)", "color: a((b))", "color: a(b(c))",
        "background: URL(a.png)", "x: a(b);y: c)",
    ])
    func otherTextsGoToTheParser(_ text: String) {
        #expect(both(text).plain == nil)
    }

    @Test func plainBytesAreLettersDigitsSpaceAndTheListedPunctuation() {
        let punctuation = Array("-_#%,.+:;()".utf8)
        for byte in UInt8(0)...UInt8(255) {
            let expected = ASCII.isAlphanumeric(byte) || byte >= 0x80 || ASCII.isWhitespace(byte)
                || punctuation.contains(byte)
            #expect(CSSPlainDeclarations.isPlain(byte) == expected, "\(byte)")
        }
    }

    @Test func randomTextsAgreeWheneverThePlainReadingAnswers() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ-_#%,.+: ;\t\n9é()ul".unicodeScalars)
        var answered = 0
        // About one text in eighteen is one the plain reading answers (309-359 of 6,000 in five
        // runs), so fewer than 100 answers means it stopped answering, not bad luck.
        for _ in 0..<6_000 {
            let length = Int.random(in: 0...24, using: &generator)
            let text = String(String.UnicodeScalarView((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
            let (plain, parsed, _) = both(text)
            guard let plain else { continue }
            answered += 1
            #expect(plain == parsed, "\(text.debugDescription)")
        }
        #expect(answered > 100)
    }
}
