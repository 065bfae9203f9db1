/// One `property: value` of a style attribute or a style sheet rule.
public struct CSSDeclaration: Hashable, Sendable {
    /// Lowercased property name.
    public var property: String
    /// The value, trimmed, without `!important`.
    public var value: String
    /// Whether the declaration ends in `!important`.
    public var isImportant: Bool
    /// Source bytes of the whole declaration (the attribute's when it cannot be pinned down).
    public var range: SourceRange

    /// A declaration of `property` with `value` at the source bytes `range`.
    public init(property: String, value: String, isImportant: Bool, range: SourceRange) {
        self.property = property
        self.value = value
        self.isImportant = isImportant
        self.range = range
    }
}

/// Reads declaration lists (`color: red; font-weight: bold !important`) with the CSS
/// tokenizer and parser, so that quotes, `url()`, comments and blocks are read as a browser
/// reads them.
package enum CSSDeclarationParser {
    /// Parses `text`; `offset` is the source offset of its first byte when the text is
    /// exactly the source (else nil, and `fallback` is used for every range).
    public static func parse(_ text: String, offset: Int?, fallback: SourceRange,
                             diagnostics: inout [Diagnostic]) -> [CSSDeclaration] {
        var text = text
        return text.withUTF8 { utf8 in
            if let plain = CSSPlainDeclarations.parse(utf8, offset: offset, fallback: fallback) { return plain }
            return parseWithTokens(utf8, offset: offset, fallback: fallback, diagnostics: &diagnostics)
        }
    }

    /// ``parse(_:offset:fallback:diagnostics:)`` through the tokenizer and parser, whatever the text.
    static func parseWithTokens(_ utf8: UnsafeBufferPointer<UInt8>, offset: Int?, fallback: SourceRange,
                                diagnostics: inout [Diagnostic]) -> [CSSDeclaration] {
        let parser = CSSParser(tokens: CSSTokenizer.tokenize(utf8), bytes: utf8)
        return declarations(parser, in: 0..<parser.tokens.count, offset: offset, fallback: fallback,
                            diagnostics: &diagnostics)
    }

    /// The declarations of `range` of `parser`'s tokens, problems reported at source offsets
    /// (`offset` plus the bytes', or `fallback`).
    static func declarations(_ parser: CSSParser, in range: Range<Int>, offset: Int?, fallback: SourceRange,
                             diagnostics: inout [Diagnostic]) -> [CSSDeclaration] {
        func source(_ bytes: Range<Int>) -> SourceRange {
            offset.map { SourceRange(start: $0 + bytes.lowerBound, end: $0 + bytes.upperBound) } ?? fallback
        }
        func written(_ bytes: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: parser.bytes[bytes]), as: UTF8.self)
        }
        var declarations: [CSSDeclaration] = []
        for item in parser.declarations(in: range) {
            switch item {
            case .declaration(let declaration):
                guard !declaration.value.isEmpty else {
                    diagnostics.append(Diagnostic(.warning, "'\(written(declaration.byteRange))' has an empty value, ignored",
                                                  range: source(declaration.byteRange), code: .cssSyntax))
                    continue
                }
                declarations.append(CSSDeclaration(property: parser.lowercasedName(declaration.name),
                                                   value: parser.text(of: declaration.value),
                                                   isImportant: declaration.isImportant,
                                                   range: source(declaration.byteRange)))
            case .atRule(let rule):
                let name = rule.atKeyword.map { written(parser.tokens[$0].range) } ?? "@"
                diagnostics.append(Diagnostic(.warning, "'\(name)' does not belong among declarations, ignored",
                                              range: source(rule.byteRange), code: .cssSyntax))
            case .invalid(let bytes, let hasColon):
                let text = written(bytes)
                if let first = text.utf8.first, first == UInt8(ascii: "*") || first == UInt8(ascii: "_"), hasColon {
                    diagnostics.append(Diagnostic(.note, "'\(text)' is an old Internet Explorer hack, ignored",
                                                  range: source(bytes), code: .cssSyntax))
                } else if hasColon {
                    diagnostics.append(Diagnostic(.warning, "'\(text)' has no property name before ':', ignored",
                                                  range: source(bytes), code: .cssSyntax))
                } else {
                    diagnostics.append(Diagnostic(.warning, "'\(text)' is not a CSS declaration (no ':'), ignored",
                                                  range: source(bytes), code: .cssSyntax))
                }
            }
        }
        return declarations
    }
}
