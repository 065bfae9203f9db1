/// One lexical unit of a document: a tag, a run of text, a comment or a doctype, held as a
/// span of the cleaned source.
///
/// A token holds no strings: its name, text and attributes are read through the stream that
/// holds it (``TokenStream/name(of:)``, ``TokenStream/text(of:)``,
/// ``TokenStream/attributes(of:)``), from the source bytes or, where the source needed
/// decoding, from the stream's side buffer.
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

    // 32 bytes: a document has one token per ~25 bytes.
    /// Source bytes of the token; for a synthesized token, those of the token that caused it.
    public var range: SourceRange
    /// Where the token's data is: a tag's name bytes (unused when the name is a known
    /// element's), anything else's text. At or above zero an offset into the source; below
    /// zero, `~dataStart` is an offset into the stream's side buffer (decoded text, or a name
    /// the normalizer wrote out differently from the source).
    var dataStart: Int32
    var dataLength: Int32
    /// A tag's attributes: `attributeCount` entries of the stream's attribute array from
    /// `attributeStart`.
    var attributeStart: Int32
    var attributeCount: Int32
    private var storedOrigin: Int32
    /// The tag name's slot among the known elements, -1 when unknown or not a tag.
    private var storedSlot: Int16
    /// What the token is: a start, end or self-closing tag, text, a comment or a doctype.
    public var kind: Kind
    /// Whether the normalizer made this token up rather than reading it from the source.
    public var isSynthesized: Bool

    /// Index in the tokenizer's stream of the token this one is, or (when synthesized) was
    /// caused by; nil for tokens synthesized at the end of the input.
    public var origin: Int? {
        get { storedOrigin < 0 ? nil : Int(storedOrigin) }
        set { storedOrigin = newValue.map { Int32(clamping: $0) } ?? -1 }
    }

    /// ``KnownElements/slot(of:)`` of the tag's name, found once by the tokenizer (the
    /// normalizer and the tree would otherwise look each name up again).
    var elementSlot: Int? { storedSlot < 0 ? nil : Int(storedSlot) }

    /// Whether this is a start, end or self-closing tag.
    @inline(__always) public var isTag: Bool { kind == .startTag || kind == .endTag || kind == .selfClosingTag }

    /// Whether the data (name or text) lies in the stream's side buffer rather than the source.
    var dataIsInSideBuffer: Bool { dataStart < 0 }

    /// A tag of a known element, by its slot: its name is the element table's.
    init(tag kind: Kind, slot: Int, attributes: Range<Int> = 0..<0, range: SourceRange,
         isSynthesized: Bool = false, origin: Int? = nil) {
        self.init(kind: kind, slot: slot, data: 0..<0, attributes: attributes, range: range,
                  isSynthesized: isSynthesized, origin: origin)
    }

    /// A token whose data (name bytes or text) is at `data` in the source (or, for a negative
    /// `dataStart`, in the side buffer; see ``dataStart``).
    init(kind: Kind, slot: Int?, dataStart: Int, dataLength: Int, attributes: Range<Int> = 0..<0,
         range: SourceRange, isSynthesized: Bool = false, origin: Int? = nil) {
        self.kind = kind
        self.range = range
        self.dataStart = Int32(truncatingIfNeeded: dataStart)
        self.dataLength = Int32(truncatingIfNeeded: dataLength)
        attributeStart = Int32(truncatingIfNeeded: attributes.lowerBound)
        attributeCount = Int32(truncatingIfNeeded: attributes.count)
        self.isSynthesized = isSynthesized
        storedOrigin = origin.map { Int32(clamping: $0) } ?? -1
        storedSlot = Int16(truncatingIfNeeded: slot ?? -1)
    }

    /// A token whose data is the source bytes `data`.
    init(kind: Kind, slot: Int? = nil, data: Range<Int>, attributes: Range<Int> = 0..<0, range: SourceRange,
         isSynthesized: Bool = false, origin: Int? = nil) {
        self.init(kind: kind, slot: slot, dataStart: data.lowerBound, dataLength: data.count,
                  attributes: attributes, range: range, isSynthesized: isSynthesized, origin: origin)
    }

    /// A token whose data is the side-buffer bytes `side`.
    init(kind: Kind, slot: Int? = nil, side: Range<Int>, attributes: Range<Int> = 0..<0, range: SourceRange,
         isSynthesized: Bool = false, origin: Int? = nil) {
        self.init(kind: kind, slot: slot, dataStart: ~side.lowerBound, dataLength: side.count,
                  attributes: attributes, range: range, isSynthesized: isSynthesized, origin: origin)
    }

    /// The attribute array's entries of this tag.
    var attributeIndices: Range<Int> {
        Int(attributeStart)..<Int(attributeStart) + Int(attributeCount)
    }
}

/// A tag attribute: `name="value"`, `name='value'`, `name=value` or a bare `name`, read out of
/// a token stream (``TokenStream/attributes(of:)``).
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
