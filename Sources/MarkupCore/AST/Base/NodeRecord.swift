/// What a tree stores for one node; ``MarkupNode`` is the public view of it.
///
/// Stored in as few bytes as the fields allow (a document has one per ~40 bytes): a node
/// has a tag or a text, never both, so one string holds either, and node numbers are 32-bit.
@usableFromInline package struct NodeRecord: Sendable {
    private var content: String
    package var attributes: [Attribute]
    package var kind: MarkupKind
    /// Everything the node came from: its tags, its content and what closed it.
    package var range: SourceRange
    @usableFromInline var storedParent: Int32
    private var storedSubtreeEnd: Int32
    private var storedDepth: Int32
    package var startTagRange: SourceRange?
    package var endTagRange: SourceRange?
    /// Whether the start tag was made up by the normalizer (a reopened element).
    package var isSynthesized: Bool
    /// Whether the end tag was made up by the normalizer.
    package var isEndSynthesized: Bool
    private var storedKnownSlot: Int16

    /// A record; `knownSlot` is the tag's ``KnownElements`` slot (nil for text and for a name
    /// HTML does not know).
    package init(kind: MarkupKind, tag: String, knownSlot: Int?, attributes: [Attribute], text: String,
                 range: SourceRange, startTagRange: SourceRange?, endTagRange: SourceRange?, isSynthesized: Bool,
                 isEndSynthesized: Bool, parent: Int, subtreeEnd: Int, depth: Int) {
        precondition(kind == .text ? tag.isEmpty : text.isEmpty, "a text node has no tag, an element no text")
        assert(knownSlot == KnownElements.slot(of: tag) || kind == .text, "the slot is the tag's")
        content = kind == .text ? text : tag
        storedKnownSlot = Int16(knownSlot ?? -1)
        self.attributes = attributes
        self.kind = kind
        self.range = range
        storedParent = Int32(clamping: parent)
        storedSubtreeEnd = Int32(clamping: subtreeEnd)
        storedDepth = Int32(clamping: depth)
        self.startTagRange = startTagRange
        self.endTagRange = endTagRange
        self.isSynthesized = isSynthesized
        self.isEndSynthesized = isEndSynthesized
    }

    /// The element's lowercased tag name; empty for text and the root.
    package var tag: String { kind == .text ? "" : content }
    /// The tag's slot in ``KnownElements``; nil for a name HTML does not know, text and the root.
    var knownSlot: Int? { storedKnownSlot < 0 ? nil : Int(storedKnownSlot) }
    /// The text of a text node; empty for elements.
    package var text: String { kind == .text ? content : "" }
    package var parent: Int {
        get { Int(storedParent) }
        set { storedParent = Int32(clamping: newValue) }
    }
    /// Index one past the node's last descendant (children follow the node in order).
    package var subtreeEnd: Int {
        get { Int(storedSubtreeEnd) }
        set { storedSubtreeEnd = Int32(clamping: newValue) }
    }
    package var depth: Int {
        get { Int(storedDepth) }
        set { storedDepth = Int32(clamping: newValue) }
    }
}
