/// Builds a token stream for a front end that is not the HTML tokenizer (MarkupMarkdown): tags
/// and text it makes itself, and the tokens of HTML it hands to the tokenizer, all over one
/// source.
///
/// Text whose bytes are the source's at its range is kept as a span of the source, as the
/// tokenizer keeps it; anything else (text with escapes resolved, names and attribute values
/// that are not written in the source as they read) goes to the stream's side buffer.
package struct TokenStreamBuilder {
    package let source: SourceText
    package private(set) var tokens: [Token] = []
    private var tables = TokenTables()
    private var containsNUL = false

    package init(source: SourceText) {
        self.source = source
    }

    /// A start, end or self-closing tag called `name` (lowercase) over `range`; its
    /// `attributes` are custom attributes (`^[text](key: 'value')`) when `customAttributes`.
    package mutating func tag(_ kind: Token.Kind, name: String, attributes: [Attribute] = [], range: SourceRange,
                              customAttributes: Bool = false) {
        precondition(kind == .startTag || kind == .endTag || kind == .selfClosingTag, "a tag is a start, end or self-closing tag")
        let spans = attributes.map { span(of: $0) }
        let slot = KnownElements.slot(of: name)
        // A name the element table does not hold is kept in an entry before the attributes.
        let nameEntry = slot == nil ? tables.attributes.count : nil
        if slot == nil {
            tables.attributes.append(AttributeSpan(nameInSideBuffer: tables.appendToSideBuffer(name.utf8)))
        }
        let first = tables.attributes.count
        tables.attributes.append(contentsOf: spans)
        let attributeRange = first..<tables.attributes.count
        if customAttributes { tables.customAttributeEntries.formUnion(attributeRange) }
        tokens.append(Token(tag: kind, slot: slot, nameEntry: nameEntry, attributes: attributeRange, range: range,
                            origin: tokens.count))
    }

    /// A text token reading `text` over `range`.
    package mutating func text(_ text: String, range: SourceRange) {
        tokens.append(Token(kind: .text, dataStart: data(text, at: range), dataLength: text.utf8.count, range: range,
                            origin: tokens.count))
        containsNUL = containsNUL || text.utf8.contains(ASCII.nul)
    }

    /// Every token of `stream` (HTML the tokenizer read out of a part of this source), its
    /// ranges, and those of its attributes, moved into this source by `move`.
    package mutating func append(_ stream: TokenStream, moving move: (SourceRange) -> SourceRange) {
        for token in stream.tokens {
            let range = move(token.range)
            let attributes = stream.attributes(of: token).map { attribute in
                Attribute(name: attribute.name, value: attribute.value, range: move(attribute.range),
                          valueRange: move(attribute.valueRange))
            }
            switch token.kind {
            case .startTag, .endTag, .selfClosingTag:
                tag(token.kind, name: stream.name(of: token), attributes: attributes, range: range)
            case .text:
                text(stream.text(of: token), range: range)
            case .comment, .doctype:
                let data = stream.text(of: token)
                tokens.append(Token(kind: token.kind, dataStart: self.data(data, at: nil), dataLength: data.utf8.count,
                                    range: range, origin: tokens.count))
            }
        }
    }

    /// Removes the last token when it is text, and returns what it read.
    package mutating func removeLastText() -> (text: String, range: SourceRange)? {
        guard let last = tokens.last, last.kind == .text else { return nil }
        tokens.removeLast()
        return (tables.text(of: last, in: source), last.range)
    }

    /// The stream, with `diagnostics` after the source's own.
    package func stream(diagnostics: [Diagnostic]) -> TokenStream {
        var stream = TokenStream(source: source, tokens: tokens, tables: tables,
                                 diagnostics: source.diagnostics + diagnostics)
        stream.containsNUL = containsNUL
        return stream
    }

    /// Where `string` is read from: the source at `range` when its bytes there are the
    /// string's, else the side buffer (as a token's negative `dataStart`).
    private mutating func data(_ string: String, at range: SourceRange?) -> Int {
        let utf8 = string.utf8
        if let range, range.end - range.start == utf8.count, range.end <= source.bytes.count,
           source.bytes[range.start..<range.end].elementsEqual(utf8) {
            return range.start
        }
        return ~tables.appendToSideBuffer(utf8).lowerBound
    }

    private mutating func span(of attribute: Attribute) -> AttributeSpan {
        let name = tables.appendToSideBuffer(attribute.name.utf8)
        let valueStart = data(attribute.value, at: attribute.valueRange)
        return AttributeSpan(start: Int32(attribute.range.start), end: Int32(attribute.range.end),
                             valueStart: Int32(attribute.valueRange.start), valueEnd: Int32(attribute.valueRange.end),
                             nameStart: Int32(~name.lowerBound), nameLength: Int32(name.count),
                             valueDataStart: Int32(valueStart), valueDataLength: Int32(attribute.value.utf8.count))
    }
}
