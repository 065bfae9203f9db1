import MarkupCore

/// Collects the tokens a Markdown document stands for, each with the Markdown construct it
/// comes from: the one place MarkupMarkdown makes ``Token`` values.
struct MarkdownTokenWriter {
    /// An attribute of a token the writer makes, with its source bytes.
    struct AttributeValue {
        var name: String
        var value: String
        var range: SourceRange
        var valueRange: SourceRange

        /// An attribute over the Markdown bytes that give it (`range`), its value at
        /// `valueRange` when those bytes hold it. Without one the value is placed, empty, at the
        /// range's start, so the attribute does not read as bare (a bare one's empty value ends
        /// where it does).
        init(_ name: String, _ value: String, range: SourceRange, valueRange: SourceRange? = nil) {
            self.name = name
            self.value = value
            self.range = range
            self.valueRange = valueRange ?? .empty(at: range.start)
        }

        /// A bare attribute (`disabled`) over `range`.
        static func bare(_ name: String, range: SourceRange) -> AttributeValue {
            AttributeValue(name, "", range: range, valueRange: .empty(at: range.end))
        }
    }

    let source: SourceText
    private(set) var tokens: [Token] = []
    private(set) var constructs: [String] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(source: SourceText) {
        self.source = source
    }

    /// A start tag `<name …>` over `range`.
    mutating func start(_ name: String, _ attributes: [AttributeValue] = [], range: SourceRange, construct: String) {
        append(Token(kind: .startTag, name: name, attributes: attributes.map(attribute), range: range), construct)
    }

    /// An end tag `</name>` over `range`.
    mutating func end(_ name: String, range: SourceRange, construct: String) {
        append(Token(kind: .endTag, name: name, range: range), construct)
    }

    /// A void element `<name …>` (no content, no end tag) over `range`.
    mutating func void(_ name: String, _ attributes: [AttributeValue] = [], range: SourceRange, construct: String) {
        append(Token(kind: .selfClosingTag, name: name, attributes: attributes.map(attribute), range: range), construct)
    }

    /// Text (escapes and entities already resolved) over `range`.
    mutating func text(_ text: String, range: SourceRange, construct: String) {
        guard !text.isEmpty else { return }
        append(Token(kind: .text, text: text, range: range), construct)
    }

    /// The HTML of an HTML node: `literal` run through the HTML tokenizer, each range (and each
    /// of its diagnostics') moved from the literal to the source by `map`.
    mutating func html(_ literal: String, map: LiteralMap, construct: String) {
        let stream = Tokenizer.tokenize(literal)
        for var token in stream.tokens {
            token.range = map.source(of: token.range)
            if !token.attributes.isEmpty {
                token.attributes = token.attributes.map { attribute in
                    var moved = attribute
                    moved.range = map.source(of: attribute.range)
                    moved.valueRange = map.source(of: attribute.valueRange)
                    return moved
                }
            }
            append(token, construct)
        }
        diagnostics += stream.diagnostics.map { diagnostic in
            var moved = diagnostic
            moved.range = map.source(of: diagnostic.range)
            return moved
        }
    }

    /// Drops the last byte (a custom attribute span's `^`) from the last token, a text token
    /// ending at `offset`; removes the token when nothing is left.
    mutating func dropCaret(before offset: Int) {
        guard let last = tokens.last, last.kind == .text, last.range.end == offset, last.text.hasSuffix("^") else { return }
        let text = String(last.text.dropLast())
        let range = SourceRange(start: last.range.start, end: max(last.range.start, last.range.end - 1))
        tokens.removeLast()
        constructs.removeLast()
        if !text.isEmpty { append(Token(kind: .text, text: text, range: range), "text") }
    }

    /// Where the last token written ends (0 before the first).
    var lastEnd: Int { tokens.last?.range.end ?? 0 }

    /// A warning or error found while reading the Markdown.
    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The stream, marked as read from Markdown.
    func stream() -> TokenStream {
        var stream = TokenStream(source: source, tokens: tokens, diagnostics: source.diagnostics + diagnostics)
        stream.markdownConstructs = constructs
        stream.containsNUL = tokens.contains { $0.kind == .text && $0.text.utf8.contains(0) }
        return stream
    }

    private mutating func append(_ token: Token, _ construct: String) {
        tokens.append(token)
        constructs.append(construct)
    }

    private func attribute(_ value: AttributeValue) -> Attribute {
        Attribute(name: value.name, value: value.value, range: value.range, valueRange: value.valueRange)
    }
}
