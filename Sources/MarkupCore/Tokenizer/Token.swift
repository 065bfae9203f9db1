/// One lexical unit of a document: a tag, a run of text, a comment or a doctype.
public struct Token: Hashable, Sendable {
    /// What a token is.
    public enum Kind: String, Sendable, Codable {
        case startTag = "start"
        case endTag = "end"
        case selfClosingTag = "self-closing"
        case text
        case comment
        case doctype
    }

    // Stored largest first, so that a token takes 40 bytes (a document has one per ~20 bytes,
    // and three stages hold token arrays). A tag has a name and no text, every other token
    // text and no name: one string holds either.
    /// The name of a tag, the text of anything else (read directly where a token is read in place:
    /// the computed ``name`` and ``text`` copy the whole token first).
    private(set) var content: String
    /// Attributes in source order, first of each name only.
    public var attributes: [Attribute]
    /// Source bytes of the token; for a synthesized token, those of the token that caused it.
    public var range: SourceRange
    private var storedOrigin: Int32
    /// What the token is: a start, end or self-closing tag, text, a comment or a doctype.
    public var kind: Kind
    /// Whether the normalizer made this token up rather than reading it from the source.
    public var isSynthesized: Bool
    /// The tag name's slot among the known elements, -1 when unknown or not a tag (it fits
    /// the padding after the flags: the token stays 40 bytes).
    private var storedSlot: Int16

    /// Index in the tokenizer's stream of the token this one is, or (when synthesized) was
    /// caused by; nil for tokens synthesized at the end of the input.
    public var origin: Int? {
        get { storedOrigin < 0 ? nil : Int(storedOrigin) }
        set { storedOrigin = newValue.map { Int32(clamping: $0) } ?? -1 }
    }

    /// The lowercased tag name; empty for text, comments and doctypes.
    public var name: String {
        get { isTag ? content : "" }
        set {
            precondition(isTag, "only a tag has a name")
            content = newValue
            storedSlot = Int16(KnownElements.slot(of: newValue) ?? -1)
        }
    }

    /// ``KnownElements/slot(of:)`` of the tag's name, found once by the tokenizer (the
    /// normalizer and the tree would otherwise look each name up again).
    var elementSlot: Int? { storedSlot < 0 ? nil : Int(storedSlot) }

    /// Decoded text for text tokens, the data of comments and doctypes, empty for tags.
    public var text: String {
        get { isTag ? "" : content }
        set {
            precondition(!isTag, "a tag has no text")
            content = newValue
        }
    }

    /// A token; a tag takes `name` (and no `text`), any other kind `text` (and no `name`).
    public init(kind: Kind, name: String = "", attributes: [Attribute] = [], text: String = "",
                range: SourceRange, isSynthesized: Bool = false, origin: Int? = nil) {
        let isTag = kind == .startTag || kind == .endTag || kind == .selfClosingTag
        precondition(isTag ? text.isEmpty : name.isEmpty, "a tag has a name and no text, other tokens the reverse")
        self.init(kind: kind, content: isTag ? name : text, slot: isTag ? KnownElements.slot(of: name) : nil,
                  attributes: attributes, range: range, isSynthesized: isSynthesized, origin: origin)
    }

    /// A tag whose name's slot among the known elements is known already (the tokenizer found
    /// it, or the normalizer's node has it), so the name is not looked up again.
    init(tag kind: Kind, name: String, slot: Int?, attributes: [Attribute] = [], range: SourceRange,
         isSynthesized: Bool = false, origin: Int? = nil) {
        assert(kind != .text && kind != .comment && kind != .doctype, "only a tag has a name")
        assert(slot == KnownElements.slot(of: name), "the slot is the name's")
        self.init(kind: kind, content: name, slot: slot, attributes: attributes, range: range,
                  isSynthesized: isSynthesized, origin: origin)
    }

    private init(kind: Kind, content: String, slot: Int?, attributes: [Attribute], range: SourceRange,
                 isSynthesized: Bool, origin: Int?) {
        self.kind = kind
        self.content = content
        self.attributes = attributes
        self.range = range
        self.isSynthesized = isSynthesized
        storedOrigin = origin.map { Int32(clamping: $0) } ?? -1
        storedSlot = Int16(slot ?? -1)
    }

    /// The value of the first attribute called `name`, if any.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Whether this is a start, end or self-closing tag.
    public var isTag: Bool { kind == .startTag || kind == .endTag || kind == .selfClosingTag }
}

/// A tag attribute: `name="value"`, `name='value'`, `name=value` or a bare `name`.
public struct Attribute: Hashable, Sendable {
    /// Lowercased name.
    public var name: String
    /// Decoded value; empty for a bare attribute.
    public var value: String
    /// Source bytes of the whole attribute.
    public var range: SourceRange
    /// Source bytes of the value without its quotes (empty at the name's end when bare).
    public var valueRange: SourceRange

    /// An attribute with its decoded value and the source bytes of the whole and of the value.
    public init(name: String, value: String, range: SourceRange, valueRange: SourceRange) {
        self.name = name
        self.value = value
        self.range = range
        self.valueRange = valueRange
    }

    /// Whether the attribute was written without `=` (`disabled`).
    public var isBare: Bool { range.end == valueRange.end && valueRange.isEmpty }
}
