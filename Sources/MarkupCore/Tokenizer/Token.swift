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

    // 24 bytes: a document has one token per ~25 bytes, and the tokenizer's array of them is
    // the most memory it touches.
    /// Source bytes of the token; for a synthesized token, those of the token that caused it.
    public var range: SourceRange
    /// For a tag, where its attributes are: `spanCount` entries of the stream's attribute
    /// array from `spanStart`, of which the first, when the tag's name is not a known
    /// element's, holds its name (``nameEntry``). For anything else, where its text is:
    /// `spanCount` bytes at `spanStart`, at or above zero an offset into the source, below
    /// zero `~spanStart` an offset into the stream's side buffer (decoded text).
    private var spanStart: Int32
    private var spanCount: Int32
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

    /// Numbers the token as the tokenizer's `index`th (its ``origin``); a stream's tokens are
    /// numbered in 32 bits, as every token's fields are.
    @inline(__always) mutating func setOrigin(index: Int) {
        storedOrigin = Int32(truncatingIfNeeded: index)
    }

    /// This token of a stream's part read on its own, moved to follow a part of `tokens`
    /// tokens and `attributes` attribute entries, its side-buffer offset `o` moved to
    /// `side(o)` (see Tokenizer+Halves.swift): its number, attributes and text move with it.
    func following(tokens: Int, attributes: Int, side: (Int) -> Int) -> Token {
        var moved = self
        if storedOrigin >= 0 { moved.storedOrigin &+= Int32(truncatingIfNeeded: tokens) }
        if isTag {
            moved.spanStart &+= Int32(truncatingIfNeeded: attributes)
        } else if spanStart < 0 {
            moved.spanStart = ~Int32(truncatingIfNeeded: side(Int(~spanStart)))
        }
        return moved
    }

    /// ``KnownElements/slot(of:)`` of the tag's name, found once by the tokenizer (the
    /// normalizer and the tree would otherwise look each name up again).
    var elementSlot: Int? { storedSlot < 0 ? nil : Int(storedSlot) }

    /// Whether this is a start, end or self-closing tag.
    @inline(__always) public var isTag: Bool { kind == .startTag || kind == .endTag || kind == .selfClosingTag }

    /// Where the text of text, a comment or a doctype is: see ``spanStart`` (read for those
    /// only: a tag's span is its attributes).
    var dataStart: Int32 {
        @inline(__always) get { spanStart }
    }
    /// How many bytes the text of text, a comment or a doctype is.
    var dataLength: Int32 {
        @inline(__always) get { spanCount }
    }

    /// Whether the text lies in the stream's side buffer rather than the source.
    var dataIsInSideBuffer: Bool { !isTag && spanStart < 0 }

    /// The attribute array's entries of this tag's attributes (none for anything else).
    var attributeIndices: Range<Int> {
        @inline(__always) get {
            guard isTag else { return 0..<0 }
            let first = Int(spanStart) + (storedSlot < 0 ? 1 : 0)
            return first..<Int(spanStart) + Int(spanCount)
        }
    }

    /// The attribute array's entry holding the name of a tag whose name is not a known
    /// element's (its attributes follow it); nil for a known element's tag and anything else.
    var nameEntry: Int? {
        @inline(__always) get { isTag && storedSlot < 0 ? Int(spanStart) : nil }
    }

    /// A tag of a known element (its name is the slot's), or, with `slot` nil, of the name held
    /// by the attribute entry `nameEntry`, which must then come right before `attributes`.
    @inline(__always)
    init(tag kind: Kind, slot: Int?, nameEntry: Int? = nil, attributes: Range<Int> = 0..<0, range: SourceRange,
         isSynthesized: Bool = false, origin: Int? = nil) {
        assert(slot != nil || nameEntry.map { attributes.isEmpty || attributes.lowerBound == $0 + 1 } == true,
               "a tag of an unknown name has its name's entry right before its attributes")
        if slot != nil {
            self.init(kind: kind, slot: slot, spanStart: attributes.lowerBound, spanCount: attributes.count, range: range,
                      isSynthesized: isSynthesized, origin: origin)
        } else {
            self.init(kind: kind, slot: nil, spanStart: nameEntry ?? 0, spanCount: attributes.count + 1, range: range,
                      isSynthesized: isSynthesized, origin: origin)
        }
    }

    /// Text, a comment or a doctype whose text is `dataLength` bytes at `dataStart` (see
    /// ``spanStart``).
    init(kind: Kind, dataStart: Int, dataLength: Int, range: SourceRange, isSynthesized: Bool = false,
         origin: Int? = nil) {
        self.init(kind: kind, slot: nil, spanStart: dataStart, spanCount: dataLength, range: range,
                  isSynthesized: isSynthesized, origin: origin)
    }

    /// Text, a comment or a doctype whose text is the source bytes `data`.
    init(kind: Kind, data: Range<Int>, range: SourceRange, isSynthesized: Bool = false, origin: Int? = nil) {
        self.init(kind: kind, dataStart: data.lowerBound, dataLength: data.count, range: range,
                  isSynthesized: isSynthesized, origin: origin)
    }

    /// Text, a comment or a doctype whose text is the side-buffer bytes `side`.
    init(kind: Kind, side: Range<Int>, range: SourceRange, isSynthesized: Bool = false, origin: Int? = nil) {
        self.init(kind: kind, dataStart: ~side.lowerBound, dataLength: side.count, range: range,
                  isSynthesized: isSynthesized, origin: origin)
    }

    private init(kind: Kind, slot: Int?, spanStart: Int, spanCount: Int, range: SourceRange, isSynthesized: Bool,
                 origin: Int?) {
        self.kind = kind
        self.range = range
        self.spanStart = Int32(truncatingIfNeeded: spanStart)
        self.spanCount = Int32(truncatingIfNeeded: spanCount)
        self.isSynthesized = isSynthesized
        storedOrigin = origin.map { Int32(clamping: $0) } ?? -1
        storedSlot = Int16(truncatingIfNeeded: slot ?? -1)
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
