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
    private var builder: TokenStreamBuilder
    private(set) var constructs: [String] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(source: SourceText) {
        self.source = source
        builder = TokenStreamBuilder(source: source)
    }

    /// The tokens written so far.
    var tokens: [Token] { builder.tokens }

    /// A start tag `<name …>` over `range`; `customAttributes` when its attributes are custom
    /// attributes (`^[text](key: 'value')`), which a profile's `[attributes]` styles.
    mutating func start(_ name: String, _ attributes: [AttributeValue] = [], range: SourceRange, construct: String,
                        customAttributes: Bool = false) {
        builder.tag(.startTag, name: name, attributes: attributes.map(attribute), range: range,
                    customAttributes: customAttributes)
        constructs.append(construct)
    }

    /// An end tag `</name>` over `range`.
    mutating func end(_ name: String, range: SourceRange, construct: String) {
        builder.tag(.endTag, name: name, range: range)
        constructs.append(construct)
    }

    /// A void element `<name …>` (no content, no end tag) over `range`.
    mutating func void(_ name: String, _ attributes: [AttributeValue] = [], range: SourceRange, construct: String) {
        builder.tag(.selfClosingTag, name: name, attributes: attributes.map(attribute), range: range)
        constructs.append(construct)
    }

    /// Text (escapes and entities already resolved) over `range`.
    mutating func text(_ text: String, range: SourceRange, construct: String) {
        guard !text.isEmpty else { return }
        builder.text(text, range: range)
        constructs.append(construct)
    }

    /// The HTML of an HTML node: `literal` run through the HTML tokenizer, each range (and each
    /// of its diagnostics') moved from the literal to the source by `map`.
    mutating func html(_ literal: String, map: LiteralMap, construct: String) {
        let stream = Tokenizer.tokenize(literal)
        builder.append(stream) { map.source(of: $0) }
        constructs += Array(repeating: construct, count: stream.tokens.count)
        diagnostics += stream.diagnostics.map { diagnostic in
            var moved = diagnostic
            moved.range = map.source(of: diagnostic.range)
            return moved
        }
    }

    /// Drops the last byte (a custom attribute span's `^`) from the last token, a text token
    /// ending at `offset`; removes the token when nothing is left.
    mutating func dropCaret(before offset: Int) {
        guard let last = builder.tokens.last, last.kind == .text, last.range.end == offset else { return }
        guard let (text, range) = builder.removeLastText() else { return }
        guard text.hasSuffix("^") else {
            builder.text(text, range: range)
            return
        }
        constructs.removeLast()
        let kept = String(text.dropLast())
        if !kept.isEmpty {
            builder.text(kept, range: SourceRange(start: range.start, end: max(range.start, range.end - 1)))
            constructs.append("text")
        }
    }

    /// Where the last token written ends (0 before the first).
    var lastEnd: Int { builder.tokens.last?.range.end ?? 0 }

    /// A warning or error found while reading the Markdown.
    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The stream, marked as read from Markdown.
    func stream() -> TokenStream {
        var stream = builder.stream(diagnostics: diagnostics)
        stream.markdownConstructs = constructs
        return stream
    }

    private func attribute(_ value: AttributeValue) -> Attribute {
        Attribute(name: value.name, value: value.value, range: value.range, valueRange: value.valueRange)
    }
}
