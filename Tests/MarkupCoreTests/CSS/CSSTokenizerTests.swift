import Testing
@testable import MarkupCore

/// Cases from CSS Syntax Level 3 §4: each token's kind, its bytes, and its decoded value.
@Suite struct CSSTokenizerTests {
    /// `kind text` per token, whitespace shown as `ws`, with the decoded value in brackets
    /// where it differs from the text.
    private func tokens(_ css: String) -> [String] {
        var css = css
        return css.withUTF8 { bytes in
            CSSTokenizer.tokenize(bytes).map { token in
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[token.range]), as: UTF8.self)
                if token.kind == .whitespace { return "ws" }
                var line = "\(token.kind) \(text)"
                switch token.kind {
                case .ident, .function, .atKeyword, .hash, .string, .badString, .url, .dimension:
                    let value = CSSTokenizer.name(of: token, in: bytes)
                    if value != text { line += " [\(value)]" }
                default: break
                }
                if [.number, .percentage, .dimension].contains(token.kind) {
                    line += " =\(CSSTokenizer.number(of: token, in: bytes))"
                }
                return line
            }
        }
    }

    @Test func tokensCoverTheInputExactly() {
        var css = "a{color:red;/*x*/b:url( x.png )}@media(x){}<!-- --> 'un\nterminated"
        let ranges = css.withUTF8 { CSSTokenizer.tokenize($0).map(\.range) }
        #expect(ranges.first?.lowerBound == 0)
        #expect(ranges.last?.upperBound == css.utf8.count)
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    }

    @Test func punctuationAndIdentifiers() {
        #expect(tokens("p > a:hover, b[x] { }") == [
            "ident p", "ws", "delim >", "ws", "ident a", "colon :", "ident hover", "comma ,", "ws", "ident b",
            "openSquare [", "ident x", "closeSquare ]", "ws", "openCurly {", "ws", "closeCurly }",
        ])
        #expect(tokens("-moz-box --custom -x _y é") == [
            "ident -moz-box", "ws", "ident --custom", "ws", "ident -x", "ws", "ident _y", "ws", "ident é",
        ])
        #expect(tokens("- -1x --> <!-- <") == ["delim -", "ws", "dimension -1x [x] =-1.0", "ws", "cdc -->", "ws",
                                               "cdo <!--", "ws", "delim <"])
    }

    @Test func stringsWithEscapesAndBadStringsAtANewline() {
        #expect(tokens(#""a\"b" 'c\'d'"#) == [#"string "a\"b" [a"b]"#, "ws", #"string 'c\'d' [c'd]"#])
        // An escaped newline continues the string; a bare newline ends it as a bad string.
        #expect(tokens("\"ab\\\ncd\"") == ["string \"ab\\\ncd\" [abcd]"])
        #expect(tokens("\"ab\ncd\"") == ["badString \"ab [ab]", "ws", "ident cd", "string \" []"])
        // The end of input closes a string.
        #expect(tokens("'open") == ["string 'open [open]"])
    }

    @Test func unicodeEscapes() {
        // Up to six hex digits and one white space after them; zero, surrogates and values past
        // U+10FFFF become U+FFFD.
        #expect(tokens(#"\41 BC"#) == [#"ident \41 BC [ABC]"#])
        #expect(tokens(#"\1F600x"#) == [#"ident \1F600x [😀x]"#])
        #expect(tokens(#"\0 \D800 \110000"#) == [#"ident \0 \D800 \110000 [���]"#])
        #expect(tokens(#".a\:b"#) == ["delim .", #"ident a\:b [a:b]"#])
        // A backslash before a newline is not an escape.
        #expect(tokens("\\\n") == ["delim \\", "ws"])
    }

    @Test func urlForms() {
        #expect(tokens("url(a.css?x=1&y=2;z)") == ["url url(a.css?x=1&y=2;z) [a.css?x=1&y=2;z]"])
        #expect(tokens("url(  spaced.png  )") == ["url url(  spaced.png  ) [spaced.png]"])
        // A quoted argument makes `url(` a function holding a string.
        #expect(tokens("URL( \"a;b\")") == ["function URL( [URL]", "ws", "string \"a;b\" [a;b]", "closeParen )"])
        #expect(tokens(#"u\72l(x)"#) == [#"url u\72l(x) [x]"#])
        // White space inside, quotes and `(` make a bad url that runs to its `)`.
        #expect(tokens("url(a b) c") == ["badURL url(a b)", "ws", "ident c"])
        #expect(tokens("url(a\"b) c") == ["badURL url(a\"b)", "ws", "ident c"])
        #expect(tokens("url(a\\)b) c") == ["url url(a\\)b) [a)b]", "ws", "ident c"])
        #expect(tokens("url(open") == ["url url(open [open]"])
    }

    @Test func numbersWithSignsFractionsAndExponents() {
        #expect(tokens("12 +.5 -3.25e2 1e-1px 4E+2% 7.") == [
            "number 12 =12.0", "ws", "number +.5 =0.5", "ws", "number -3.25e2 =-325.0", "ws",
            "dimension 1e-1px [px] =0.1", "ws", "percentage 4E+2% =400.0", "ws", "number 7 =7.0", "delim .",
        ])
        // `e` without digits after it starts a unit instead.
        #expect(tokens("3em 2e") == ["dimension 3em [em] =3.0", "ws", "dimension 2e [e] =2.0"])
        #expect(tokens("6.25%") == ["percentage 6.25% =6.25"])
    }

    @Test func hashesAtKeywordsAndFunctions() {
        let hashes = "#fff #123 #-x"
        #expect(tokens(hashes) == ["hash #fff [fff]", "ws", "hash #123 [123]", "ws", "hash #-x [-x]"])
        var text = hashes
        let idFlags = text.withUTF8 { CSSTokenizer.tokenize($0).filter { $0.kind == .hash }.map(\.isIDHash) }
        #expect(idFlags == [true, false, true])
        #expect(tokens("@media @-webkit-keyframes @ x # y") == [
            "atKeyword @media [media]", "ws", "atKeyword @-webkit-keyframes [-webkit-keyframes]", "ws", "delim @",
            "ws", "ident x", "ws", "delim #", "ws", "ident y",
        ])
        #expect(tokens("rgb(1,2%)") == ["function rgb( [rgb]", "number 1 =1.0", "comma ,", "percentage 2% =2.0",
                                        "closeParen )"])
    }

    @Test func commentsAreTokensThatParsersSkip() {
        #expect(tokens("a/* x */b/* open") == ["ident a", "comment /* x */", "ident b", "comment /* open"])
        #expect(tokens("/**/") == ["comment /**/"])
        #expect(tokens("/*/") == ["comment /*/"])
    }
}
