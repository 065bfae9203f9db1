/// What a tree stores for one node; ``MarkupNode`` is the public view of it.
///
/// Plain data, no strings, in 64 bytes (a document has one per ~40 bytes): a node's text, an
/// unknown tag's name and its attributes are spans read through the tree's ``TokenTables``,
/// the way a token's are read through its stream; offsets and node numbers are 32-bit, as
/// tokens' are. The kind comes first: its heading level makes it nine bytes aligned to eight,
/// and the flags, the slot and the depth (24 bits) fill the rest of its two words, in the
/// order that packs them.
@usableFromInline package struct NodeRecord: Sendable {
    @usableFromInline package var kind: MarkupKind
    /// Whether the start tag was made up by the normalizer (a reopened element).
    package var isSynthesized: Bool
    /// The depth's top eight bits (see ``depth``).
    @usableFromInline var storedDepthHigh: UInt8
    /// Whether the end tag was made up by the normalizer.
    package var isEndSynthesized: Bool
    @usableFromInline var storedKnownSlot: Int16
    /// The depth's low sixteen bits.
    @usableFromInline var storedDepthLow: UInt16
    /// Where a text node's text, or the name of an element HTML does not know, is: at or above
    /// zero source bytes (a name read lowercased), below zero `~dataStart` in the side buffer.
    @usableFromInline var dataStart: Int32
    @usableFromInline var dataLength: Int32
    /// An element's attributes: `attributeCount` entries of the tables' attribute array.
    @usableFromInline var attributeStart: Int32
    @usableFromInline var attributeCount: Int32
    /// Everything the node came from: its tags, its content and what closed it.
    package var range: SourceRange
    /// The tags' ranges; a start of -1 for none.
    private var startTagStart: Int32
    private var startTagEnd: Int32
    private var endTagStart: Int32
    private var endTagEnd: Int32
    @usableFromInline var storedParent: Int32
    @usableFromInline var storedSubtreeEnd: Int32

    /// A record; `knownSlot` is the tag's ``KnownElements`` slot (nil for text and for a name
    /// HTML does not know), `data` where its text or unknown name is (see ``dataStart``).
    init(kind: MarkupKind, knownSlot: Int?, dataStart: Int32 = 0, dataLength: Int32 = 0,
         attributes: Range<Int> = 0..<0, range: SourceRange, startTagRange: SourceRange?,
         endTagRange: SourceRange?, isSynthesized: Bool, isEndSynthesized: Bool,
         parent: Int, subtreeEnd: Int, depth: Int) {
        self.dataStart = dataStart
        self.dataLength = dataLength
        attributeStart = Int32(truncatingIfNeeded: attributes.lowerBound)
        attributeCount = Int32(truncatingIfNeeded: attributes.count)
        storedKnownSlot = Int16(knownSlot ?? -1)
        self.kind = kind
        self.range = range
        startTagStart = startTagRange.map { Int32(truncatingIfNeeded: $0.start) } ?? -1
        startTagEnd = startTagRange.map { Int32(truncatingIfNeeded: $0.end) } ?? -1
        endTagStart = endTagRange.map { Int32(truncatingIfNeeded: $0.start) } ?? -1
        endTagEnd = endTagRange.map { Int32(truncatingIfNeeded: $0.end) } ?? -1
        storedParent = Int32(clamping: parent)
        storedSubtreeEnd = Int32(clamping: subtreeEnd)
        let depth = Self.storableDepth(depth)
        storedDepthHigh = UInt8(truncatingIfNeeded: depth >> 16)
        storedDepthLow = UInt16(truncatingIfNeeded: depth)
        self.isSynthesized = isSynthesized
        self.isEndSynthesized = isEndSynthesized
    }

    /// The record of a node as the normalizer makes it (``TreeRecordWriter``): not yet closed,
    /// its start tag at `startTag` (-1s for text), its numbers 32-bit already.
    @inline(__always)
    init(kind: MarkupKind, storedKnownSlot: Int16, data: (start: Int32, length: Int32),
         attributes: (start: Int32, count: Int32), range: SourceRange, startTag: (start: Int32, end: Int32),
         isSynthesized: Bool, parent: Int32, subtreeEnd: Int32, depth: Int) {
        self.kind = kind
        self.storedKnownSlot = storedKnownSlot
        dataStart = data.start
        dataLength = data.length
        attributeStart = attributes.start
        attributeCount = attributes.count
        self.range = range
        startTagStart = startTag.start
        startTagEnd = startTag.end
        endTagStart = -1
        endTagEnd = -1
        storedParent = parent
        storedSubtreeEnd = subtreeEnd
        let depth = min(depth, 0xFF_FFFF)
        storedDepthHigh = UInt8(truncatingIfNeeded: depth >> 16)
        storedDepthLow = UInt16(truncatingIfNeeded: depth)
        self.isSynthesized = isSynthesized
        isEndSynthesized = false
    }

    package var startTagRange: SourceRange? {
        startTagStart < 0 ? nil : SourceRange(start: Int(startTagStart), end: Int(startTagEnd))
    }
    package var endTagRange: SourceRange? {
        get { endTagStart < 0 ? nil : SourceRange(start: Int(endTagStart), end: Int(endTagEnd)) }
        set {
            endTagStart = newValue.map { Int32(truncatingIfNeeded: $0.start) } ?? -1
            endTagEnd = newValue.map { Int32(truncatingIfNeeded: $0.end) } ?? -1
        }
    }
    /// The start tag's offsets, -1 for none: ``startTagRange`` without the optional.
    var startTagBounds: (start: Int32, end: Int32) { (startTagStart, startTagEnd) }
    /// The tag's slot in ``KnownElements``; nil for a name HTML does not know, text and the root.
    var knownSlot: Int? { storedKnownSlot < 0 ? nil : Int(storedKnownSlot) }
    /// The attribute array's entries of the element (empty for text and the root).
    var attributeIndices: Range<Int> { Int(attributeStart)..<Int(attributeStart) + Int(attributeCount) }
    /// Whether the element has attributes.
    var hasAttributes: Bool { attributeCount > 0 }
    package var parent: Int {
        get { Int(storedParent) }
        set { storedParent = Int32(clamping: newValue) }
    }
    /// Index one past the node's last descendant (children follow the node in order).
    /// Inlinable: layout reads it for every element.
    @inlinable package var subtreeEnd: Int {
        get { Int(storedSubtreeEnd) }
        set { storedSubtreeEnd = Int32(clamping: newValue) }
    }
    /// How many elements enclose the node, up to 16,777,215 (a tree 16 million elements deep
    /// has its deeper nodes at that depth; no document markscope reads in a second comes near).
    package var depth: Int {
        // Inlinable: layout reads it for every decorated element.
        @inlinable get { Int(storedDepthHigh) << 16 | Int(storedDepthLow) }
        set {
            let depth = Self.storableDepth(newValue)
            storedDepthHigh = UInt8(truncatingIfNeeded: depth >> 16)
            storedDepthLow = UInt16(truncatingIfNeeded: depth)
        }
    }

    private static func storableDepth(_ depth: Int) -> Int { min(max(depth, 0), 0xFF_FFFF) }
}
