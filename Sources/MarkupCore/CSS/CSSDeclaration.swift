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
        let bytes = Array(CSSComments.blanked(text).utf8)
        var declarations: [CSSDeclaration] = []
        var start = 0
        var depth = 0
        var quote: UInt8?
        for index in 0...bytes.count {
            if index < bytes.count {
                let byte = bytes[index]
                if let open = quote {
                    if byte == open { quote = nil }
                    continue
                }
                switch byte {
                case ASCII.quote, ASCII.apostrophe: quote = byte; continue
                case UInt8(ascii: "("): depth += 1; continue
                case UInt8(ascii: ")"): depth = max(0, depth - 1); continue
                case ASCII.semicolon where depth == 0: break
                default: continue
                }
            }
            if let declaration = declaration(bytes, start..<index, offset: offset, fallback: fallback,
                                             diagnostics: &diagnostics) {
                declarations.append(declaration)
            }
            start = index + 1
        }
        return declarations
    }

    private static func declaration(_ bytes: [UInt8], _ range: Range<Int>, offset: Int?, fallback: SourceRange,
                                    diagnostics: inout [Diagnostic]) -> CSSDeclaration? {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, ASCII.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, ASCII.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        guard lower < upper else { return nil }
        let sourceRange = offset.map { SourceRange(start: $0 + lower, end: $0 + upper) } ?? fallback
        var written: String { String(decoding: bytes[lower..<upper], as: UTF8.self) }
        guard let colon = bytes[lower..<upper].firstIndex(of: UInt8(ascii: ":")) else {
            diagnostics.append(Diagnostic(.warning, "'\(written)' is not a CSS declaration (no ':'), ignored",
                                          range: sourceRange, code: .cssSyntax))
            return nil
        }
        let property = String(decoding: bytes[lower..<colon], as: UTF8.self).trimmingASCIIWhitespace().asciiLowercased()
        var value = String(decoding: bytes[(colon + 1)..<upper], as: UTF8.self).trimmingASCIIWhitespace()
        var important = false
        if bytes[(colon + 1)..<upper].contains(UInt8(ascii: "!")), let bang = value.lastIndex(of: "!"),
           value[value.index(after: bang)...].trimmingSpaces().lowercased() == "important" {
            important = true
            value = String(value[..<bang]).trimmingASCIIWhitespace()
        }
        guard !property.isEmpty, !value.isEmpty else {
            diagnostics.append(Diagnostic(.warning, "'\(written)' has an empty property or value, ignored",
                                          range: sourceRange, code: .cssSyntax))
            return nil
        }
        return CSSDeclaration(property: property, value: value, isImportant: important, range: sourceRange)
    }
}

/// CSS comments, replaced by spaces so that byte offsets stay put.
enum CSSComments {
    /// Whether `/*` occurs (a byte scan: the text is usually a short `style=""` without one).
    private static func containsCommentStart(_ utf8: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if previous == ASCII.slash, byte == UInt8(ascii: "*") { return true }
            previous = byte
        }
        return false
    }

    static func blanked(_ text: String) -> String {
        guard containsCommentStart(text.utf8) else { return text }
        var bytes = Array(text.utf8)
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
        return String(decoding: bytes, as: UTF8.self)
    }
}
