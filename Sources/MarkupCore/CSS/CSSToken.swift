/// One token of CSS Syntax Level 3 (§4), as byte offsets into the text it was read from.
///
/// Names and strings are not materialised: ``CSSTokenizer/name(of:)`` decodes a token's
/// escapes when a caller needs its value.
struct CSSToken: Hashable, Sendable {
    /// The token types of §4, plus comments, which §4.3.2 consumes without a token and which
    /// are kept here so that a parser can see where they were (it skips them).
    enum Kind: UInt8, Sendable {
        case ident, function, atKeyword, hash, string, badString, url, badURL, delim
        case number, percentage, dimension, whitespace, cdo, cdc, colon, semicolon, comma
        case openSquare, closeSquare, openParen, closeParen, openCurly, closeCurly, comment
    }

    var kind: Kind
    /// The token's bytes, from its first to one past its last (`url(` to `)`, `"` to `"`).
    var range: Range<Int>
    /// Where a dimension's unit starts (its end is the token's: the number is before it, and
    /// ``CSSTokenizer/number(of:in:)`` reads it when asked); a hash's name after `#`; an
    /// at-keyword's after `@`; a string's or url's content.
    var valueStart: Int = 0
    /// A hash whose name would start an identifier (`#main`, not `#123`): the "id" type flag.
    var isIDHash = false

    /// Whether this is a `<delim-token>` holding `byte`.
    func isDelim(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        kind == .delim && bytes[range.lowerBound] == byte
    }

    /// Whitespace and comments: what parsers step over between meaningful tokens.
    var isTrivia: Bool { kind == .whitespace || kind == .comment }

    /// The closing kind of a block-opening token (`{`, `[`, `(` and functions), else nil.
    var closingKind: Kind? {
        switch kind {
        case .openCurly: .closeCurly
        case .openSquare: .closeSquare
        case .openParen, .function: .closeParen
        default: nil
        }
    }
}
