/// The rules of a document's `<style>` elements.
public struct CSSStyleSheet: Sendable {
    /// One selector of a rule with its declarations (a rule `a, b {…}` gives two).
    public struct Rule: Sendable {
        public var selector: ComplexSelector
        public var selectorText: String
        public var specificity: Specificity
        /// Position among all rules, for "later wins" at equal specificity.
        public var order: Int
        /// Source bytes of the selector.
        public var range: SourceRange
        var declarations: [ParsedDeclaration]
    }

    public private(set) var rules: [Rule] = []

    public init() {}

    /// Adds the rules of one `<style>` element whose text starts at source offset `offset`.
    mutating func parse(_ text: String, offset: Int, diagnostics: inout [Diagnostic]) {
        let bytes = Array(CSSComments.blanked(text).utf8)
        var index = 0
        func skipWhitespace() { while index < bytes.count, ASCII.isWhitespace(bytes[index]) { index += 1 } }
        while true {
            skipWhitespace()
            guard index < bytes.count else { return }
            if matches(bytes, "<!--", at: index) { index += 4; continue }
            if matches(bytes, "-->", at: index) { index += 3; continue }
            let preludeStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "{"), bytes[index] != ASCII.semicolon { index += 1 }
            let prelude = String(decoding: bytes[preludeStart..<index], as: UTF8.self).trimmingASCIIWhitespace()
            let preludeRange = SourceRange(start: offset + preludeStart, end: offset + index)
            if index >= bytes.count || bytes[index] == ASCII.semicolon {
                if bytes.indices.contains(preludeStart), bytes[preludeStart] == UInt8(ascii: "@") {
                    diagnostics.append(Diagnostic(.note, "'\(prelude)' is ignored", range: preludeRange,
                                                  code: .unsupportedSelector))
                } else if !prelude.isEmpty {
                    diagnostics.append(Diagnostic(.warning, "'\(prelude)' is not a CSS rule (no '{'), ignored",
                                                  range: preludeRange, code: .cssSyntax))
                }
                index += 1
                continue
            }
            let bodyStart = index + 1
            let bodyEnd = blockEnd(bytes, from: bodyStart)
            index = min(bytes.count, bodyEnd + 1)
            if prelude.hasPrefix("@") {
                let name = prelude.split(separator: " ").first.map(String.init) ?? prelude
                diagnostics.append(Diagnostic(.note, "'\(name)' rules are ignored: a preview has one fixed medium",
                                              range: preludeRange, code: .unsupportedSelector))
                continue
            }
            let body = String(decoding: bytes[bodyStart..<bodyEnd], as: UTF8.self)
            let declarations = CSSPropertyParser.parse(
                CSSDeclarationParser.parse(body, offset: offset + bodyStart, fallback: preludeRange,
                                           diagnostics: &diagnostics),
                diagnostics: &diagnostics)
            do {
                let selector = try Selector(prelude)
                for complex in selector.alternatives {
                    rules.append(Rule(selector: complex, selectorText: complex.description,
                                      specificity: complex.specificity, order: rules.count, range: preludeRange,
                                      declarations: declarations))
                }
            } catch {
                diagnostics.append(Diagnostic(.warning, "selector '\(prelude)' is not supported (\(error.message)); rule ignored",
                                              range: preludeRange, code: .unsupportedSelector))
            }
        }
    }

    /// The offset of the `}` closing a block whose content starts at `start` (or the end).
    private func blockEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var quote: UInt8?
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == ASCII.quote || byte == ASCII.apostrophe {
                quote = byte
            } else if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                if depth == 0 { return index }
                depth -= 1
            }
            index += 1
        }
        return bytes.count
    }

    private func matches(_ bytes: [UInt8], _ literal: String, at index: Int) -> Bool {
        let literalBytes = Array(literal.utf8)
        guard index + literalBytes.count <= bytes.count else { return false }
        return Array(bytes[index..<index + literalBytes.count]) == literalBytes
    }
}
