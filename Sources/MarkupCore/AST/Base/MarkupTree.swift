/// An abstract syntax tree of Markup nodes, stored flat in document order.
///
/// A node's descendants follow it contiguously, so walks are loops over an array and
/// a tree 100,000 levels deep costs no stack, neither to walk nor to free. Nodes hold spans:
/// their text, unknown tag names and attributes are read through the tree's tables, from the
/// source bytes or the side buffer of what the source does not hold as read.
public final class MarkupTree: Sendable {
    /// The source the ranges refer to.
    public let source: SourceText
    @usableFromInline package let records: [NodeRecord]
    /// The attributes and decoded bytes the records' spans refer to.
    @usableFromInline package let tables: TokenTables
    /// The custom tags of the profile the tree was built with.
    public let customTags: [String: Profile.Display]

    init(source: SourceText, records: [NodeRecord], tables: TokenTables,
         customTags: [String: Profile.Display] = [:]) {
        self.source = source
        self.records = records
        self.tables = tables
        self.customTags = customTags
    }

    /// Builds the tree of a balanced stream; `customTags` (a profile's) are laid out as they
    /// declare (their kind is ``MarkupKind/inline`` or ``MarkupKind/block``).
    public convenience init(_ stream: NormalizedStream, customTags: [String: Profile.Display] = [:]) {
        self.init(source: stream.source, records: MarkupTreeBuilder.records(from: stream, customTags: customTags),
                  tables: stream.tables, customTags: customTags)
    }

    /// Tokenizes, normalizes and builds the tree of a string, for tests and tools.
    public convenience init(html: String) {
        self.init(Normalizer.normalize(html))
    }

    /// The root node.
    public var root: MarkupNode { MarkupNode(tree: self, id: NodeID(0)) }

    /// Number of nodes, the root included.
    public var count: Int { records.count }

    /// The index of the parent of the node at `index`, -1 for the root. Inlinable, so that a
    /// walk up the tree from another module reads one field a step, not a copy of the record.
    @inlinable package func parentIndex(of index: Int) -> Int {
        Int(records[index].storedParent)
    }

    /// The node at `id`.
    public subscript(id: NodeID) -> MarkupNode { MarkupNode(tree: self, id: id) }

    // MARK: Reading a node's spans

    /// The lowercased tag name of the node at `index`; empty for text and the root.
    package func tag(at index: Int) -> String {
        let slot = Int(records[index].storedKnownSlot)
        if slot >= 0, let name = KnownElements.names[slot] { return name }
        if case .text = records[index].kind { return "" }
        return tables.string(start: records[index].dataStart, length: records[index].dataLength, source: source,
                             lowercased: true)
    }

    /// The decoded text of the text node at `index`; empty for other nodes.
    package func text(at index: Int) -> String {
        guard case .text = records[index].kind else { return "" }
        return tables.string(start: records[index].dataStart, length: records[index].dataLength, source: source,
                             lowercased: false)
    }

    /// Calls `body` with the UTF-8 bytes of the text of the node at `index` (empty for elements),
    /// without making a string. Inlinable, so that the layout's closure is called directly,
    /// not through the generic entry point.
    @inlinable package func withTextBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard case .text = records[index].kind else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return tables.withBytes(start: records[index].dataStart, length: records[index].dataLength, source: source,
                                body)
    }

    /// Whether the text of the node at `index` is its source bytes as they stand. Inlinable,
    /// so that an element is answered without a call. Kinds are matched, not compared: `==` on
    /// ``MarkupKind``, whose cases carry values, is a call of its derived equality.
    @inlinable package func isVerbatim(at index: Int) -> Bool {
        guard case .text = records[index].kind else { return false }
        return isVerbatimText(at: index)
    }

    /// ``isVerbatim(at:)`` of a text node.
    @usableFromInline func isVerbatimText(at index: Int) -> Bool {
        let range = records[index].range
        guard range.count == Int(records[index].dataLength),
              range.start >= 0, range.end <= source.count else { return false }
        // Text read in place from its own range is those bytes.
        if Int(records[index].dataStart) == range.start { return true }
        return withTextBytes(at: index) { text in
            source.bytes.withUnsafeBufferPointer { bytes in
                ByteComparison.equal(UnsafeBufferPointer(rebasing: bytes[range.start..<range.end]), text)
            }
        }
    }

    /// The attributes of the element at `index` (lowercased names, decoded values).
    package func attributes(at index: Int) -> [Attribute] {
        guard records[index].attributeCount > 0 else { return [] }
        return records[index].attributeIndices.map { tables.attribute(at: $0, in: source) }
    }

    /// Whether the element at `index` has attributes.
    package func hasAttributes(at index: Int) -> Bool { records[index].attributeCount > 0 }

    /// Whether the element at `index` has an attribute called `name` (a lowercased name).
    package func hasAttribute(_ name: String, at index: Int) -> Bool {
        records[index].attributeIndices.contains { tables.attributeName(at: $0, is: name, in: source) }
    }

    /// The value of the first attribute called `name` (lowercased) of the element at `index`.
    package func attribute(_ name: String, at index: Int) -> String? {
        for attribute in records[index].attributeIndices where tables.attributeName(at: attribute, is: name, in: source) {
            return tables.attributeValue(at: attribute, in: source)
        }
        return nil
    }

    /// The entries of the tables' attribute array that hold the attributes of the element at
    /// `index`, for readers that look at names before making any attribute.
    package func attributeEntries(at index: Int) -> Range<Int> { records[index].attributeIndices }

    /// Whether the attribute at `entry` of the attribute array is called `name` (lowercased).
    package func attributeName(ofEntry entry: Int, is name: String) -> Bool {
        tables.attributeName(at: entry, is: name, in: source)
    }

    /// The length in bytes of the name of the attribute at `entry` as the source or side buffer
    /// holds it (a source NUL reads as three bytes).
    package func attributeNameLength(ofEntry entry: Int) -> Int { Int(tables.attributes[entry].nameLength) }

    /// The attribute at `entry` of the attribute array.
    package func attribute(ofEntry entry: Int) -> Attribute { tables.attribute(at: entry, in: source) }

    /// The decoded value of the attribute at `entry` of the attribute array.
    package func attributeValue(ofEntry entry: Int) -> String { tables.attributeValue(at: entry, in: source) }

    /// Calls `body` with the decoded UTF-8 bytes of the value of the attribute at `entry`,
    /// without making a string.
    package func withAttributeValueBytes<Result>(ofEntry entry: Int,
                                                 _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        tables.withValueBytes(at: entry, in: source, body)
    }

    /// The first attribute called `name` (lowercased) of the element at `index`, with its ranges.
    package func firstAttribute(_ name: String, at index: Int) -> Attribute? {
        for attribute in records[index].attributeIndices where tables.attributeName(at: attribute, is: name, in: source) {
            return tables.attribute(at: attribute, in: source)
        }
        return nil
    }

    /// The deepest node whose range contains `offset`, preferring text and then elements.
    public func node(at offset: Int) -> MarkupNode {
        var best = 0
        var index = 1
        while index < records.count {
            let record = records[index]
            if record.range.contains(offset) || (record.range.isEmpty && record.range.start == offset) {
                best = index
                index += 1
            } else {
                index = record.subtreeEnd
            }
        }
        return MarkupNode(tree: self, id: NodeID(best))
    }
}
