/// Writes the records of a ``MarkupTree`` as the normalizer makes its nodes, in the order it
/// makes them, so that its tree needs no writing out.
///
/// While every node is made in the innermost element still open and elements close innermost
/// first, that order is the tree's document order, and the records are those
/// ``MarkupTreeBuilder`` makes of the written-out tree. Any other step (a node made elsewhere,
/// an element closed around one still open, a node moved) stops the writing
/// (``isInDocumentOrder`` turns false): the records are then made from the finished tree.
///
/// The records are written in place into memory the caller holds (see
/// ``MarkupTreeBuilder``); a tree with more nodes than it has room for stops the writing too.
struct TreeRecordWriter {
    /// Memory for the records, of which the first `count` are written.
    private var records: UnsafeMutableBufferPointer<NodeRecord>
    private(set) var count = 0
    /// Whether the nodes were made in document order so far (and the records are written).
    private(set) var isInDocumentOrder: Bool
    /// The innermost open element's record (0: the root's) and node, and how many elements are
    /// open, the root included. The others are found through the records' parents.
    private var current = 0
    private var currentNode = 0
    private var openCount = 1
    /// Where the last node, end or comment written ends: the root spans the document up to there.
    private var documentEnd = 0

    /// A writer that writes nothing (its tree's records are made otherwise).
    init() {
        records = UnsafeMutableBufferPointer(start: nil, count: 0)
        isInDocumentOrder = false
    }

    /// A writer writing into `memory`, the root's record written.
    init(into memory: UnsafeMutableBufferPointer<NodeRecord>) {
        records = memory
        isInDocumentOrder = !memory.isEmpty
        guard isInDocumentOrder else { return }
        append(NodeRecord(kind: .root, knownSlot: nil, range: SourceRange(start: 0, end: 0),
                          startTagRange: nil, endTagRange: nil, isSynthesized: false,
                          isEndSynthesized: false, parent: -1, subtreeEnd: 0, depth: 0))
    }

    /// Stops the writing: the nodes are no longer in document order.
    @inline(never)
    mutating func stop() {
        isInDocumentOrder = false
    }

    @inline(__always)
    private mutating func append(_ record: NodeRecord) {
        (records.baseAddress.unsafelyUnwrapped + count).initialize(to: record)
        count += 1
    }

    /// Writes the record of node `node`, a child of node `parent`: text, or an element opened by
    /// a tag at `range` (its range empty there when `isSynthesized`) that stays open when `opens`.
    /// Stops the writing when `parent` is not the innermost open element.
    @inline(__always)
    mutating func append(node: Int, parent: Int, kind: MarkupKind, knownSlot: Int?, data: (start: Int32, length: Int32),
                         attributes: Range<Int>, range: SourceRange, isElement: Bool, isSynthesized: Bool,
                         opens: Bool) {
        guard parent == currentNode, count < records.count else { return stop() }
        let index = count
        documentEnd = range.end
        let own = isSynthesized ? SourceRange.empty(at: range.start) : range
        let startTag = isElement ? (Int32(truncatingIfNeeded: range.start), Int32(truncatingIfNeeded: range.end))
            : (-1, -1)
        append(NodeRecord(kind: kind, storedKnownSlot: Int16(truncatingIfNeeded: knownSlot ?? -1), data: data,
                          attributes: (Int32(truncatingIfNeeded: attributes.lowerBound),
                                       Int32(truncatingIfNeeded: attributes.count)),
                          range: own, startTag: startTag, isSynthesized: isSynthesized,
                          parent: Int32(truncatingIfNeeded: current), subtreeEnd: Int32(truncatingIfNeeded: index + 1),
                          depth: openCount))
        if opens {
            current = index
            currentNode = node
            openCount += 1
        } else {
            widenCurrent(with: own)
        }
    }

    /// Notes a comment or doctype, which has no record, child of node `parent`, ending at `end`.
    @inline(__always)
    mutating func appendLeafWithoutRecord(parent: Int, end: Int) {
        guard parent == currentNode else { return stop() }
        documentEnd = end
    }

    /// Closes element `node`, child of node `parent`, whose end tag (or, `isEndSynthesized`,
    /// what closed it) is at `endTagRange`: its range ends there, as ``MarkupTreeBuilder``
    /// closes it, and covers its children's, as it widens it. Stops the writing when `node` is
    /// not the innermost open element.
    @inline(__always)
    mutating func close(node: Int, parent: Int, endTagRange: SourceRange, isEndSynthesized: Bool) {
        guard node == currentNode, openCount > 1 else { return stop() }
        let element = records.baseAddress.unsafelyUnwrapped + current
        documentEnd = endTagRange.end
        // An implied end belongs to whatever caused it, which may lie past content that moved
        // out of the element; the element then ends with its own content. Its range already
        // covers its children's (see ``widenCurrent(with:)``), and its own start tag's.
        let tag = element.pointee.startTagBounds
        let start = tag.start
        let ownEnd = element.pointee.isSynthesized ? start : tag.end
        let end = isEndSynthesized ? ownEnd : Int32(truncatingIfNeeded: endTagRange.end)
        // An element the normalizer opened with nothing of its own in the source takes its
        // children's extent.
        if !(element.pointee.isSynthesized && end <= start) {
            element.pointee.range = Self.union(element.pointee.range, start, max(start, end))
        }
        element.pointee.endTagRange = endTagRange
        element.pointee.isEndSynthesized = isEndSynthesized
        element.pointee.subtreeEnd = count
        let range = element.pointee.range
        current = element.pointee.parent
        currentNode = parent
        openCount -= 1
        widenCurrent(with: range)
    }

    /// Makes the innermost open element cover `range`, a child's whole range, as
    /// ``MarkupTreeBuilder`` widens it: an empty child has no source of its own to cover, and an
    /// element the normalizer opened with nothing of its own takes its first child's range.
    @inline(__always)
    private mutating func widenCurrent(with range: SourceRange) {
        guard !range.isEmpty else { return }
        let element = records.baseAddress.unsafelyUnwrapped + current
        if element.pointee.isSynthesized && element.pointee.range.isEmpty && current != 0 {
            element.pointee.range = range
        } else {
            element.pointee.range = Self.union(element.pointee.range, Int32(truncatingIfNeeded: range.start),
                                               Int32(truncatingIfNeeded: range.end))
        }
    }

    /// `range` widened to cover `start..<end`, in 32-bit offsets (``SourceRange/union(_:)``).
    @inline(__always)
    private static func union(_ range: SourceRange, _ start: Int32, _ end: Int32) -> SourceRange {
        SourceRange(start: Int(min(Int32(truncatingIfNeeded: range.start), start)),
                    end: Int(max(Int32(truncatingIfNeeded: range.end), end)))
    }

    /// How many records were written, every element closed and the root covering the document
    /// and its children; nil when the nodes were not made in document order (or an element was
    /// left open).
    mutating func finish() -> Int? {
        guard isInDocumentOrder, openCount == 1 else { return nil }
        let root = records.baseAddress.unsafelyUnwrapped
        root.pointee.range = SourceRange(start: 0, end: documentEnd).union(root.pointee.range)
        root.pointee.subtreeEnd = count
        return count
    }
}
