/// The declarations of a style text written with names, numbers, `#`, `%`, `,`, `.`, `+`,
/// `-`, white space, `:` and `;` only (nearly every `style=""` of real copy), read without
/// making tokens.
///
/// For such text the CSS Syntax algorithms come down to a split: no block, function,
/// string, comment or escape can hide a `;` or a `:`, and no `!` can mark `!important`. The
/// result is what ``CSSParser`` gives (`CSSPlainDeclarationsTests` compares the two); any other
/// byte, or a piece that is not `identifier: value`, returns nil and the parser reads it all
/// (and explains what is wrong).
enum CSSPlainDeclarations {
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, offset: Int?, fallback: SourceRange) -> [CSSDeclaration]? {
        // At most one declaration per `;`-separated piece: room for all at once.
        var pieces = 1
        for byte in bytes {
            guard isPlain(byte) else { return nil }
            if byte == ASCII.semicolon { pieces += 1 }
        }
        var declarations: [CSSDeclaration] = []
        declarations.reserveCapacity(pieces)
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != ASCII.semicolon { end += 1 }
            var lower = start
            var upper = end
            while lower < upper, ASCII.isWhitespace(bytes[lower]) { lower += 1 }
            while upper > lower, ASCII.isWhitespace(bytes[upper - 1]) { upper -= 1 }
            if lower < upper {
                guard let colon = (lower..<upper).first(where: { bytes[$0] == UInt8(ascii: ":") }) else { return nil }
                var nameEnd = colon
                while nameEnd > lower, ASCII.isWhitespace(bytes[nameEnd - 1]) { nameEnd -= 1 }
                var valueStart = colon + 1
                while valueStart < upper, ASCII.isWhitespace(bytes[valueStart]) { valueStart += 1 }
                guard isIdentifier(bytes, lower..<nameEnd), valueStart < upper else { return nil }
                let property = String(unsafeUninitializedCapacity: nameEnd - lower) { buffer in
                    for index in lower..<nameEnd { buffer[index - lower] = ASCII.lowercased(bytes[index]) }
                    return nameEnd - lower
                }
                let range = offset.map { SourceRange(start: $0 + lower, end: $0 + upper) } ?? fallback
                declarations.append(CSSDeclaration(
                    property: property, value: String(validUTF8: UnsafeBufferPointer(rebasing: bytes[valueStart..<upper])),
                    isImportant: false, range: range))
            }
            start = end + 1
        }
        return declarations
    }

    /// Bytes that cannot start a string, comment, escape, block, function argument list,
    /// at-keyword, `!important`, `<!--` or `-->`.
    private static func isPlain(_ byte: UInt8) -> Bool {
        if ASCII.isAlphanumeric(byte) || byte >= 0x80 || ASCII.isWhitespace(byte) { return true }
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "#"), UInt8(ascii: "%"), UInt8(ascii: ","),
             UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: ":"), ASCII.semicolon:
            return true
        default:
            return false
        }
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
        return (index..<range.upperBound).allSatisfy {
            isNameStart(bytes[$0]) || ASCII.isDigit(bytes[$0]) || bytes[$0] == ASCII.hyphen
        }
    }
}
