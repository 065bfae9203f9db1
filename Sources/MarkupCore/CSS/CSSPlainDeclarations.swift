/// The declarations of a style text written with names, numbers, `#`, `%`, `,`, `.`, `+`,
/// `-`, white space, `:` and `;` only, and functions of those in values (`rgb(0,128,255)`):
/// nearly every `style=""` of real copy, read without making tokens.
///
/// For such text the CSS Syntax algorithms come down to a split: no string, comment or escape
/// can hide a `;` or a `:`, a function's parentheses hold neither, and no `!` can mark
/// `!important`. The
/// result is what ``CSSParser`` gives (`CSSPlainDeclarationsTests` compares the two); any other
/// byte, or a piece that is not `identifier: value`, returns nil and the parser reads it all
/// (and explains what is wrong).
enum CSSPlainDeclarations {
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, offset: Int?, fallback: SourceRange) -> [CSSDeclaration]? {
        var declarations: [CSSDeclaration] = []
        let isPlain = forEachDeclaration(in: bytes, reserve: { declarations.reserveCapacity($0) }) { piece in
            let property = String(unsafeUninitializedCapacity: piece.name.count) { buffer in
                for index in piece.name { buffer[index - piece.name.lowerBound] = ASCII.lowercased(bytes[index]) }
                return piece.name.count
            }
            let range = offset.map { SourceRange(start: $0 + piece.whole.lowerBound, end: $0 + piece.whole.upperBound) }
                ?? fallback
            declarations.append(CSSDeclaration(
                property: property, value: String(validUTF8: UnsafeBufferPointer(rebasing: bytes[piece.value])),
                isImportant: false, range: range))
        }
        return isPlain ? declarations : nil
    }

    /// Where one declaration of a plain text is, as byte offsets into the text.
    struct Piece {
        /// The declaration without the white space around it.
        var whole: Range<Int>
        /// The property name as written (lowercase it to compare).
        var name: Range<Int>
        /// The value, trimmed.
        var value: Range<Int>
    }

    /// Calls `body` with each declaration of `bytes` in order, and returns true, when the text
    /// is plain; else calls nothing and returns false. Every piece is checked before the first
    /// call, so a caller never acts on part of a text that the CSS parser must read.
    /// `reserve` learns an upper bound of the number of declarations first.
    static func forEachDeclaration(in bytes: UnsafeBufferPointer<UInt8>, reserve: (Int) -> Void = { _ in },
                                   _ body: (Piece) -> Void) -> Bool {
        // At most one declaration per `;`-separated piece.
        var pieces = 1
        for byte in bytes {
            guard isPlain(byte) else { return false }
            if byte == ASCII.semicolon { pieces += 1 }
        }
        guard walk(bytes, checking: true, { _ in }) else { return false }
        reserve(pieces)
        _ = walk(bytes, checking: false, body)
        return true
    }

    /// Calls `body` with each declaration of `bytes` in order as the text is checked, and returns
    /// whether it is plain: at the first piece that is not a declaration it stops and returns
    /// false, `body` having seen the pieces before it, so the caller undoes what it did with
    /// them. One pass over the pieces where ``forEachDeclaration(in:reserve:_:)`` takes two: for a
    /// caller whose work on a piece is cheap to undo (nearly every text is plain).
    static func forEachDeclarationUntilNotPlain(in bytes: UnsafeBufferPointer<UInt8>,
                                                _ body: (Piece) -> Void) -> Bool {
        for byte in bytes { guard isPlain(byte) else { return false } }
        return walk(bytes, checking: true, body)
    }

    /// Splits `bytes` (plain bytes only) into declarations, calling `body` with each; when
    /// `checking`, false when a piece is not `identifier: value` (`body` may have seen the
    /// pieces before it). Without `checking`, the pieces are known to be declarations.
    private static func walk(_ bytes: UnsafeBufferPointer<UInt8>, checking: Bool, _ body: (Piece) -> Void) -> Bool {
        var start = 0
        while start <= bytes.count {
            let end = ByteScanning.first(ASCII.semicolon, in: bytes, from: start)
            var lower = start
            var upper = end
            while lower < upper, ASCII.isWhitespace(bytes[lower]) { lower += 1 }
            while upper > lower, ASCII.isWhitespace(bytes[upper - 1]) { upper -= 1 }
            if lower < upper {
                let colon = ByteScanning.first(UInt8(ascii: ":"), in: bytes, from: lower)
                guard colon < upper else { return false }
                var nameEnd = colon
                while nameEnd > lower, ASCII.isWhitespace(bytes[nameEnd - 1]) { nameEnd -= 1 }
                var valueStart = colon + 1
                while valueStart < upper, ASCII.isWhitespace(bytes[valueStart]) { valueStart += 1 }
                if checking {
                    guard isIdentifier(bytes, lower..<nameEnd), valueStart < upper,
                          hasPlainFunctions(bytes, valueStart..<upper) else { return false }
                }
                body(Piece(whole: lower..<upper, name: lower..<nameEnd, value: valueStart..<upper))
            }
            start = end + 1
        }
        return true
    }

    /// Bytes that cannot start a string, comment, escape, block, function argument list,
    /// at-keyword, `!important`, `<!--` or `-->`: letters, digits, bytes from 0x80, white space
    /// (tab, LF, FF, CR, space) and `-` `_` `#` `%` `,` `.` `+` `:` `;` `(` `)`. Read as one
    /// bit of a word for the bytes below 64 and one for 64 to 127: every byte of a style text
    /// is tested.
    static func isPlain(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        let bits: UInt64 = byte < 64 ? 0x0FFF_7B29_0000_3600 : 0x07FF_FFFE_87FF_FFFE
        return (bits >> UInt64(byte & 63)) & 1 != 0
    }

    /// Whether every parenthesis of the value at `range` is part of a function of plain bytes
    /// (`rgb(0,128,255)`): a `(` right after a name's byte, closed by the next `)` before the
    /// value ends, with no `(` between. Its contents are then part of the value, as the parser
    /// reads them, and can hide no `;`. `url(` is left to the parser, whose tokenizer reads an
    /// unquoted URL its own way.
    private static func hasPlainFunctions(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var isOpen = false
        for index in range {
            switch bytes[index] {
            case UInt8(ascii: "("):
                guard !isOpen, index > range.lowerBound else { return false }
                let before = bytes[index - 1]
                guard ASCII.isAlphanumeric(before) || before >= 0x80 || before == ASCII.hyphen
                        || before == UInt8(ascii: "_") else { return false }
                if index - range.lowerBound >= 3, ASCII.lowercased(bytes[index - 3]) == UInt8(ascii: "u"),
                   ASCII.lowercased(bytes[index - 2]) == UInt8(ascii: "r"), ASCII.lowercased(before) == UInt8(ascii: "l") {
                    return false
                }
                isOpen = true
            case UInt8(ascii: ")"):
                guard isOpen else { return false }
                isOpen = false
            default:
                continue
            }
        }
        return !isOpen
    }

    /// Whether `range` is exactly one identifier token (§4.3.9 and §4.3.11, without escapes).
    private static func isIdentifier(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        func isNameStart(_ byte: UInt8) -> Bool { ASCII.isLetter(byte) || byte >= 0x80 || byte == UInt8(ascii: "_") }
        guard let first = range.first else { return false }
        var index = first
        if bytes[index] == ASCII.hyphen {
            guard index + 1 < range.upperBound,
                  isNameStart(bytes[index + 1]) || bytes[index + 1] == ASCII.hyphen else { return false }
            index += 1
        } else if !isNameStart(bytes[index]) {
            return false
        }
        while index < range.upperBound {
            let byte = bytes[index]
            guard isNameStart(byte) || ASCII.isDigit(byte) || byte == ASCII.hyphen else { return false }
            index += 1
        }
        return true
    }
}
