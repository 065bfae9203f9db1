/// An abstract syntax tree of Markup nodes, stored flat in document order.
///
/// A node's descendants follow it contiguously, so walks are loops over an array and
/// a tree 100,000 levels deep costs no stack, neither to walk nor to free.
public final class MarkupTree: Sendable {
    /// The source the ranges refer to.
    public let source: SourceText
    @usableFromInline package let records: [NodeRecord]
    /// The custom tags of the profile the tree was built with.
    public let customTags: [String: Profile.Display]

    init(source: SourceText, records: [NodeRecord], customTags: [String: Profile.Display] = [:]) {
        self.source = source
        self.records = records
        self.customTags = customTags
    }

    /// Builds the tree of a balanced stream; `customTags` (a profile's) are laid out as they
    /// declare (their kind is ``MarkupKind/inline`` or ``MarkupKind/block``).
    public convenience init(_ stream: NormalizedStream, customTags: [String: Profile.Display] = [:]) {
        self.init(source: stream.source, records: MarkupTreeBuilder.records(from: stream, customTags: customTags),
                  customTags: customTags)
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
