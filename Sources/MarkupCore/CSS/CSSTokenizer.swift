/// CSS Syntax Level 3 tokenization (§4), over UTF-8 bytes.
///
/// The preprocessing of §3.3 is folded in rather than done on a copy, so that every token's
/// range stays the source's: CR, FF and CR LF count as newlines, and NUL and every non-ASCII
/// byte are name code points (NUL stands for the U+FFFD it would become).
struct CSSTokenizer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Every token of `bytes`, comments included, in order; they cover the bytes exactly.
    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> [CSSToken] {
        var tokenizer = CSSTokenizer(bytes)
        var tokens: [CSSToken] = []
        tokens.reserveCapacity(bytes.count / 3 + 1)
        while tokenizer.index < bytes.count { tokens.append(tokenizer.consumeToken()) }
        return tokens
    }

    // MARK: Consuming tokens (§4.3.1)

    private mutating func consumeToken() -> CSSToken {
        let start = index
        let current = bytes[index]
        func single(_ kind: CSSToken.Kind) -> CSSToken {
            index += 1
            return CSSToken(kind: kind, range: start..<index)
        }
        // Letters first: most tokens of a declaration list are names (a switch with guarded
        // patterns would test every case before them).
        if ASCII.isLetter(current) { return consumeIdentLike() }
        switch current {
        case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
            index += 2
            while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == ASCII.slash) {
                index += 1
            }
            index = min(bytes.count, index + 2)
            return CSSToken(kind: .comment, range: start..<index)
        case _ where Self.isWhitespace(current):
            while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
            return CSSToken(kind: .whitespace, range: start..<index)
        case ASCII.quote, ASCII.apostrophe:
            return consumeString(ending: current)
        case ASCII.hash:
            if isNameCodePoint(byte(at: index + 1)) || isValidEscape(index + 1) {
                let isID = wouldStartIdentifier(index + 1)
                index += 1
                consumeName()
                return CSSToken(kind: .hash, range: start..<index, valueStart: start + 1, isIDHash: isID)
            }
            return single(.delim)
        case UInt8(ascii: "("): return single(.openParen)
        case UInt8(ascii: ")"): return single(.closeParen)
        case UInt8(ascii: "["): return single(.openSquare)
        case UInt8(ascii: "]"): return single(.closeSquare)
        case UInt8(ascii: "{"): return single(.openCurly)
        case UInt8(ascii: "}"): return single(.closeCurly)
        case UInt8(ascii: ","): return single(.comma)
        case UInt8(ascii: ":"): return single(.colon)
        case ASCII.semicolon: return single(.semicolon)
        case UInt8(ascii: "+"), UInt8(ascii: "."):
            return wouldStartNumber(index) ? consumeNumeric() : single(.delim)
        case ASCII.hyphen:
            if wouldStartNumber(index) { return consumeNumeric() }
            if byte(at: index + 1) == ASCII.hyphen, byte(at: index + 2) == ASCII.greaterThan {
                index += 3
                return CSSToken(kind: .cdc, range: start..<index)
            }
            return wouldStartIdentifier(index) ? consumeIdentLike() : single(.delim)
        case ASCII.lessThan:
            if byte(at: index + 1) == ASCII.exclamation, byte(at: index + 2) == ASCII.hyphen,
               byte(at: index + 3) == ASCII.hyphen {
                index += 4
                return CSSToken(kind: .cdo, range: start..<index)
            }
            return single(.delim)
        case UInt8(ascii: "@"):
            if wouldStartIdentifier(index + 1) {
                index += 1
                consumeName()
                return CSSToken(kind: .atKeyword, range: start..<index, valueStart: start + 1)
            }
            return single(.delim)
        case UInt8(ascii: "\\"):
            return isValidEscape(index) ? consumeIdentLike() : single(.delim)
        case _ where ASCII.isDigit(current):
            return consumeNumeric()
        case _ where isNameStartCodePoint(current):
            return consumeIdentLike()
        default:
            // A delim is one code point: the whole UTF-8 sequence of a non-ASCII one (which is a
            // name start, so only a stray continuation byte of repaired input lands here).
            return single(.delim)
        }
    }

    /// §4.3.3: a number, then a unit (dimension), `%` (percentage) or nothing (number).
    private mutating func consumeNumeric() -> CSSToken {
        let start = index
        consumeNumber()
        if wouldStartIdentifier(index) {
            let unitStart = index
            consumeName()
            return CSSToken(kind: .dimension, range: start..<index, valueStart: unitStart)
        }
        if byte(at: index) == UInt8(ascii: "%") {
            index += 1
            return CSSToken(kind: .percentage, range: start..<index, valueStart: index - 1)
        }
        return CSSToken(kind: .number, range: start..<index, valueStart: index)
    }

    /// §4.3.4: an identifier, a function, `url(` with a quoted argument (a function), or a url.
    private mutating func consumeIdentLike() -> CSSToken {
        let start = index
        let nameIsURL = consumeName()
        guard byte(at: index) == UInt8(ascii: "(") else { return CSSToken(kind: .ident, range: start..<index) }
        index += 1
        if nameIsURL {
            var lookahead = index
            while Self.isWhitespace(byte(at: lookahead)), Self.isWhitespace(byte(at: lookahead + 1)) { lookahead += 1 }
            let next = Self.isWhitespace(byte(at: lookahead)) ? byte(at: lookahead + 1) : byte(at: lookahead)
            if next != ASCII.quote, next != ASCII.apostrophe { return consumeURL(from: start) }
        }
        return CSSToken(kind: .function, range: start..<index, valueStart: start)
    }

    /// §4.3.5: a string to its closing quote; a newline ends it as a bad string (not consumed).
    private mutating func consumeString(ending quote: UInt8) -> CSSToken {
        let start = index
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return CSSToken(kind: .string, range: start..<index, valueStart: start + 1)
            }
            if Self.isNewline(byte) { return CSSToken(kind: .badString, range: start..<index, valueStart: start + 1) }
            if byte == UInt8(ascii: "\\") {
                if index + 1 >= bytes.count {
                    index += 1
                } else if Self.isNewline(bytes[index + 1]) {
                    index += bytes[index + 1] == ASCII.carriageReturn && self.byte(at: index + 2) == ASCII.lineFeed ? 3 : 2
                } else {
                    consumeEscape()
                }
                continue
            }
            index += 1
        }
        return CSSToken(kind: .string, range: start..<index, valueStart: start + 1)
    }

    /// §4.3.6: the rest of an unquoted `url(…)`; `(`, quotes, control characters, or white
    /// space before anything but `)` make it a bad url, consumed to its `)`.
    private mutating func consumeURL(from start: Int) -> CSSToken {
        while Self.isWhitespace(byte(at: index)) { index += 1 }
        let valueStart = index
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: ")"):
                index += 1
                return CSSToken(kind: .url, range: start..<index, valueStart: valueStart)
            case _ where Self.isWhitespace(byte):
                while Self.isWhitespace(self.byte(at: index)) { index += 1 }
                if index >= bytes.count || bytes[index] == UInt8(ascii: ")") { continue }
                return consumeBadURLRemnants(from: start)
            case ASCII.quote, ASCII.apostrophe, UInt8(ascii: "("):
                return consumeBadURLRemnants(from: start)
            case 0x01...0x08, 0x0B, 0x0E...0x1F, 0x7F:
                return consumeBadURLRemnants(from: start)
            case UInt8(ascii: "\\"):
                guard isValidEscape(index) else { return consumeBadURLRemnants(from: start) }
                consumeEscape()
            default:
                index += 1
            }
        }
        return CSSToken(kind: .url, range: start..<index, valueStart: valueStart)
    }

    /// §4.3.14: up to and including the `)` of a bad url (escapes step over a `)`).
    private mutating func consumeBadURLRemnants(from start: Int) -> CSSToken {
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: ")") {
                index += 1
                break
            }
            if isValidEscape(index) { consumeEscape() } else { index += 1 }
        }
        return CSSToken(kind: .badURL, range: start..<index)
    }

    // MARK: Pieces (§4.3.7–§4.3.13)

    /// §4.3.11: a name; returns whether it was `url` in any case, written without escapes
    /// (an escaped `\75 rl(` is also a url: the check then falls to ``name(of:in:)``).
    @discardableResult
    private mutating func consumeName() -> Bool {
        let start = index
        var escaped = false
        while index < bytes.count {
            if isNameCodePoint(bytes[index]) {
                index += 1
            } else if isValidEscape(index) {
                escaped = true
                consumeEscape()
            } else {
                break
            }
        }
        if escaped { return Self.decodedName(bytes, start..<index).asciiLowercased() == "url" }
        return index - start == 3 && ASCII.lowercased(bytes[start]) == UInt8(ascii: "u")
            && ASCII.lowercased(bytes[start + 1]) == UInt8(ascii: "r") && ASCII.lowercased(bytes[start + 2]) == UInt8(ascii: "l")
    }

    /// §4.3.7: the escape at `index` (a `\` known not to be followed by a newline).
    private mutating func consumeEscape() {
        index += 1
        guard index < bytes.count else { return }
        if ASCII.isHexDigit(bytes[index]) {
            var digits = 0
            while digits < 6, index < bytes.count, ASCII.isHexDigit(bytes[index]) {
                index += 1
                digits += 1
            }
            if index < bytes.count, Self.isWhitespace(bytes[index]) {
                index += bytes[index] == ASCII.carriageReturn && byte(at: index + 1) == ASCII.lineFeed ? 2 : 1
            }
        } else {
            index += Self.sequenceLength(bytes[index])
        }
        index = min(index, bytes.count)
    }

    /// §4.3.12: sign, digits, fraction and exponent (read as a double by ``number(of:in:)``,
    /// only when a caller needs the value: most numbers are read again as lengths from text).
    private mutating func consumeNumber() {
        if bytes[index] == UInt8(ascii: "+") || bytes[index] == ASCII.hyphen { index += 1 }
        while ASCII.isDigit(byte(at: index)) { index += 1 }
        if byte(at: index) == UInt8(ascii: "."), ASCII.isDigit(byte(at: index + 1)) {
            index += 2
            while ASCII.isDigit(byte(at: index)) { index += 1 }
        }
        if byte(at: index) | 0x20 == UInt8(ascii: "e") {
            let sign = byte(at: index + 1) == UInt8(ascii: "+") || byte(at: index + 1) == ASCII.hyphen
            if ASCII.isDigit(byte(at: index + (sign ? 2 : 1))) {
                index += sign ? 3 : 2
                while ASCII.isDigit(byte(at: index)) { index += 1 }
            }
        }
    }

    /// The value of a number, percentage or dimension token (0 for other kinds).
    static func number(of token: CSSToken, in bytes: UnsafeBufferPointer<UInt8>) -> Double {
        guard token.kind == .number || token.kind == .percentage || token.kind == .dimension else { return 0 }
        var start = token.range.lowerBound
        if bytes[start] == UInt8(ascii: "+") { start += 1 }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<token.valueStart]), as: UTF8.self)) ?? 0
    }

    // MARK: Checks (§4.3.8–§4.3.10, §4.2)

    /// The byte at `offset`, or 0xFF (no CSS meaning, not a name code point here) past the end.
    private func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : Self.endOfInput
    }

    /// Stands for "no more input" in look-ahead: never valid UTF-8, so no token reads it as text.
    private static let endOfInput: UInt8 = 0xFF

    private func isValidEscape(_ offset: Int) -> Bool {
        byte(at: offset) == UInt8(ascii: "\\") && offset + 1 < bytes.count && !Self.isNewline(bytes[offset + 1])
    }

    private func isNameStartCodePoint(_ byte: UInt8) -> Bool {
        byte != Self.endOfInput && (ASCII.isLetter(byte) || byte >= 0x80 || byte == UInt8(ascii: "_") || byte == 0)
    }

    private func isNameCodePoint(_ byte: UInt8) -> Bool {
        isNameStartCodePoint(byte) || ASCII.isDigit(byte) || byte == ASCII.hyphen
    }

    /// §4.3.9, for the code points at `offset`.
    private func wouldStartIdentifier(_ offset: Int) -> Bool {
        let first = byte(at: offset)
        if first == ASCII.hyphen {
            let second = byte(at: offset + 1)
            return isNameStartCodePoint(second) || second == ASCII.hyphen || isValidEscape(offset + 1)
        }
        return isNameStartCodePoint(first) || isValidEscape(offset)
    }

    /// §4.3.10, for the code points at `offset`.
    private func wouldStartNumber(_ offset: Int) -> Bool {
        var offset = offset
        if byte(at: offset) == UInt8(ascii: "+") || byte(at: offset) == ASCII.hyphen { offset += 1 }
        if ASCII.isDigit(byte(at: offset)) { return true }
        return byte(at: offset) == UInt8(ascii: ".") && ASCII.isDigit(byte(at: offset + 1))
    }

    static func isWhitespace(_ byte: UInt8) -> Bool { ASCII.isWhitespace(byte) }

    static func isNewline(_ byte: UInt8) -> Bool {
        byte == ASCII.lineFeed || byte == ASCII.carriageReturn || byte == ASCII.formFeed
    }

    /// Bytes in the UTF-8 sequence led by `byte` (1 for ASCII and stray continuation bytes).
    private static func sequenceLength(_ byte: UInt8) -> Int {
        byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
    }

    // MARK: Values

    /// The value of a name-bearing token: an identifier's, function's (without `(`),
    /// at-keyword's and hash's name, a dimension's unit, a string's or url's content, with
    /// escapes decoded.
    static func name(of token: CSSToken, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        switch token.kind {
        case .ident: return decodedName(bytes, token.range)
        case .function: return decodedName(bytes, token.range.lowerBound..<(token.range.upperBound - 1))
        case .atKeyword, .hash, .dimension: return decodedName(bytes, token.valueStart..<token.range.upperBound)
        case .string, .badString:
            let closed = token.kind == .string && token.range.count >= 2
                && bytes[token.range.upperBound - 1] == bytes[token.range.lowerBound]
            return decodedName(bytes, token.valueStart..<(token.range.upperBound - (closed ? 1 : 0)))
        case .url:
            var end = token.range.upperBound
            if end > token.valueStart, bytes[end - 1] == UInt8(ascii: ")") { end -= 1 }
            while end > token.valueStart, isWhitespace(bytes[end - 1]) { end -= 1 }
            return decodedName(bytes, token.valueStart..<end)
        default: return String(decoding: UnsafeBufferPointer(rebasing: bytes[token.range]), as: UTF8.self)
        }
    }

    /// `range` with its escapes decoded (§4.3.7) and escaped newlines (in strings) dropped.
    static func decodedName(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        guard slice.contains(UInt8(ascii: "\\")) || slice.contains(0) else {
            return String(decoding: slice, as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        var decoded: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: decoded, as: UTF8.self).unicodeScalars)
            decoded.removeAll(keepingCapacity: true)
        }
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == 0 {
                flush()
                scalars.append("\u{FFFD}")
                index += 1
            } else if byte == UInt8(ascii: "\\"), index + 1 < range.upperBound {
                index += 1
                if ASCII.isHexDigit(bytes[index]) {
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 6, index < range.upperBound, ASCII.isHexDigit(bytes[index]) {
                        value = value * 16 + ASCII.hexValue(bytes[index])
                        index += 1
                        digits += 1
                    }
                    if index < range.upperBound, isWhitespace(bytes[index]) { index += 1 }
                    flush()
                    let valid = value != 0 && !(0xD800...0xDFFF).contains(value) && value <= 0x10FFFF
                    scalars.append(valid ? Unicode.Scalar(value)! : "\u{FFFD}")
                } else if isNewline(bytes[index]) {
                    index += bytes[index] == ASCII.carriageReturn && index + 1 < range.upperBound
                        && bytes[index + 1] == ASCII.lineFeed ? 2 : 1
                } else {
                    let end = min(range.upperBound, index + sequenceLength(bytes[index]))
                    decoded.append(contentsOf: bytes[index..<end])
                    index = end
                }
            } else {
                decoded.append(byte)
                index += 1
            }
        }
        flush()
        return String(scalars)
    }
}
