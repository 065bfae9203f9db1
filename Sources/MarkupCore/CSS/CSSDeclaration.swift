/// One `property: value` of a style attribute or a style sheet rule.
public struct CSSDeclaration: Hashable, Sendable {
    /// Lowercased property name.
    public var property: String
    /// The value, trimmed, without `!important`.
    public var value: String
    public var isImportant: Bool
    /// Source bytes of the whole declaration (the attribute's when it cannot be pinned down).
    public var range: SourceRange

    public init(property: String, value: String, isImportant: Bool, range: SourceRange) {
        self.property = property
        self.value = value
        self.isImportant = isImportant
        self.range = range
    }
}

/// Splits declaration lists (`color: red; font-weight: bold !important`).
public enum CSSDeclarationParser {
    /// Parses `text`; `offset` is the source offset of its first byte when the text is
    /// exactly the source (else nil, and `fallback` is used for every range).
    public static func parse(_ text: String, offset: Int?, fallback: SourceRange,
                             diagnostics: inout [Diagnostic]) -> [CSSDeclaration] {
        var text = text
        return text.withUTF8 { utf8 in
            guard CSSComments.containsCommentStart(utf8) else {
                return split(utf8, offset: offset, fallback: fallback, diagnostics: &diagnostics)
            }
            return CSSComments.blanked(utf8).withUnsafeBufferPointer { blanked in
                split(blanked, offset: offset, fallback: fallback, diagnostics: &diagnostics)
            }
        }
    }

    /// The declarations between the semicolons of `bytes` that are outside quotes and parentheses.
    private static func split(_ bytes: UnsafeBufferPointer<UInt8>, offset: Int?, fallback: SourceRange,
                              diagnostics: inout [Diagnostic]) -> [CSSDeclaration] {
        var declarations: [CSSDeclaration] = []
        declarations.reserveCapacity(4)
        var start = 0
        var depth = 0
        var index = 0
        while index <= bytes.count {
            if index < bytes.count {
                switch bytes[index] {
                case ASCII.quote, ASCII.apostrophe:
                    let quote = bytes[index]
                    index += 1
                    while index < bytes.count, bytes[index] != quote { index += 1 }
                    index = min(index + 1, bytes.count)
                    continue
                case UInt8(ascii: "("): depth += 1; index += 1; continue
                case UInt8(ascii: ")"): depth = max(0, depth - 1); index += 1; continue
                case ASCII.semicolon where depth == 0: break
                default: index += 1; continue
                }
            }
            if let declaration = declaration(bytes, start..<index, offset: offset, fallback: fallback,
                                             diagnostics: &diagnostics) {
                declarations.append(declaration)
            }
            index += 1
            start = index
        }
        return declarations
    }

    private static func declaration(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, offset: Int?,
                                    fallback: SourceRange, diagnostics: inout [Diagnostic]) -> CSSDeclaration? {
        let (lower, upper) = trimmed(bytes, range)
        guard lower < upper else { return nil }
        let sourceRange = offset.map { SourceRange(start: $0 + lower, end: $0 + upper) } ?? fallback
        var written: String { string(bytes, lower..<upper) }
        guard let colon = (lower..<upper).first(where: { bytes[$0] == UInt8(ascii: ":") }) else {
            diagnostics.append(Diagnostic(.warning, "'\(written)' is not a CSS declaration (no ':'), ignored",
                                          range: sourceRange, code: .cssSyntax))
            return nil
        }
        let (propertyStart, propertyEnd) = trimmed(bytes, lower..<colon)
        var (valueStart, valueEnd) = trimmed(bytes, (colon + 1)..<upper)
        var important = false
        if let bang = (valueStart..<valueEnd).last(where: { bytes[$0] == UInt8(ascii: "!") }),
           isImportant(bytes, (bang + 1)..<valueEnd) {
            important = true
            valueEnd = trimmed(bytes, valueStart..<bang).upper
        }
        guard propertyStart < propertyEnd, valueStart < valueEnd else {
            diagnostics.append(Diagnostic(.warning, "'\(written)' has an empty property or value, ignored",
                                          range: sourceRange, code: .cssSyntax))
            return nil
        }
        return CSSDeclaration(property: lowercasedString(bytes, propertyStart..<propertyEnd),
                              value: string(bytes, valueStart..<valueEnd), isImportant: important, range: sourceRange)
    }

    /// `range` without the CSS white space at either end.
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (lower: Int, upper: Int) {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, ASCII.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, ASCII.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return (lower, upper)
    }

    /// Whether `range` is `important` in any ASCII case, white space around it allowed.
    private static func isImportant(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let (lower, upper) = trimmed(bytes, range)
        guard upper - lower == 9 else { return false }
        return zip(lower..<upper, "important".utf8).allSatisfy { ASCII.lowercased(bytes[$0]) == $1 }
    }

    /// The bytes of `range`, cut from a string at ASCII bytes and so valid UTF-8.
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(validUTF8: UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// ``string(_:_:)`` with its ASCII letters lowercased.
    private static func lowercasedString(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            for (target, index) in zip(buffer.indices, range) { buffer[target] = ASCII.lowercased(bytes[index]) }
            return range.count
        }
    }
}

/// CSS comments, replaced by spaces so that byte offsets stay put.
enum CSSComments {
    /// Whether `/*` occurs (a byte scan: the text is usually a short `style=""` without one).
    static func containsCommentStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if previous == ASCII.slash, byte == UInt8(ascii: "*") { return true }
            previous = byte
        }
        return false
    }

    /// `text` with its comments blanked.
    static func blanked(_ text: String) -> String {
        var text = text
        return text.withUTF8 { utf8 in
            guard containsCommentStart(utf8) else { return nil }
            return String(decoding: blanked(utf8), as: UTF8.self)
        } ?? text
    }

    /// A copy of `source` with every comment, from `/*` to `*/` or the end, turned into spaces
    /// (line feeds kept, so that lines stay put too).
    static func blanked(_ source: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var bytes = Array(source)
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == ASCII.slash, bytes[index + 1] == UInt8(ascii: "*") {
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == ASCII.slash) {
                    end += 1
                }
                let stop = min(bytes.count, end + 2)
                for blank in index..<stop where bytes[blank] != ASCII.lineFeed { bytes[blank] = ASCII.space }
                index = stop
            } else {
                index += 1
            }
        }
        return bytes
    }
}
