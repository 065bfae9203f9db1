/// A node of a ``MarkupTree``: an element, a run of text or the root.
public struct MarkupNode: Hashable, Sendable {
    /// The tree the node belongs to.
    public let tree: MarkupTree
    /// Where the node is in its tree.
    public let id: NodeID

    /// The node's record, read in place (layout and styles read it per node).
    var record: NodeRecord {
        _read { yield tree.records[id.index] }
    }

    /// The element family the node belongs to (text, bold, paragraph, table cell …).
    public var kind: MarkupKind { record.kind }
    /// The lowercased tag name; empty for text and the root.
    public var tag: String { tree.tag(at: id.index) }
    /// The tag's slot in ``KnownElements``; nil for a name HTML does not know, text and the root.
    var knownSlot: Int? { record.knownSlot }
    /// The element's attributes (lowercased names, decoded values); empty for text and the root.
    public var attributes: [Attribute] { tree.attributes(at: id.index) }
    /// The decoded text of a text node; empty otherwise.
    public var text: String { tree.text(at: id.index) }
    /// Source bytes the node spans, from its start tag to its end tag.
    public var range: SourceRange { record.range }
    /// Source bytes of the start tag (for a reopened element, of what reopened it).
    public var startTagRange: SourceRange? { record.startTagRange }
    /// Source bytes of the end tag (for an implied end, of what closed the element).
    public var endTagRange: SourceRange? { record.endTagRange }
    /// Whether the normalizer made this element up: it reopens one closed early, or the
    /// standard implies it (`tbody`, `tr`, `colgroup`, a `p` for a lone `</p>`).
    public var isSynthesized: Bool { record.isSynthesized }
    /// Whether the normalizer made this element up to reopen formatting closed early.
    public var isReopened: Bool {
        record.isSynthesized && (record.knownSlot.map { KnownElements.categories[$0].contains(.formatting) } ?? false)
    }
    /// Whether the element's end was implied rather than written.
    public var isEndSynthesized: Bool { record.isEndSynthesized }
    /// Nesting depth; the root is 0.
    public var depth: Int { record.depth }

    /// Index one past the node's last descendant: the node's subtree is `id.index..<subtreeEnd`.
    public var subtreeEnd: Int { record.subtreeEnd }

    /// Whether a text node's text is exactly its source bytes (no entities, no CR), so every
    /// character maps to its own source range.
    public var isVerbatim: Bool {
        tree.isVerbatim(at: id.index)
    }

    /// The parent node; nil for the root.
    public var parent: MarkupNode? {
        let parent = record.parent
        return parent < 0 ? nil : MarkupNode(tree: tree, id: NodeID(parent))
    }

    /// The direct children in order.
    public var children: MarkupChildren { MarkupChildren(tree: tree, parent: id.index) }

    /// Every descendant in document order (not the node itself).
    public var descendants: [MarkupNode] {
        ((id.index + 1)..<record.subtreeEnd).map { MarkupNode(tree: tree, id: NodeID($0)) }
    }

    /// The value of the attribute called `name`, if present.
    public func attribute(_ name: String) -> String? {
        tree.attribute(name, at: id.index)
    }

    /// The class names of the `class` attribute.
    public var classNames: [Substring] {
        (attribute("class") ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    }

    /// The ancestors from the parent up to the root.
    public var ancestors: [MarkupNode] {
        var result: [MarkupNode] = []
        var current = parent
        while let node = current {
            result.append(node)
            current = node.parent
        }
        return result
    }

    public static func == (lhs: MarkupNode, rhs: MarkupNode) -> Bool {
        lhs.tree === rhs.tree && lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(tree))
        hasher.combine(id)
    }
}

/// The children of a node, walked by skipping each child's subtree.
public struct MarkupChildren: Sequence, Sendable {
    let tree: MarkupTree
    let parent: Int

    public func makeIterator() -> Iterator {
        Iterator(tree: tree, upcoming: parent + 1, end: tree.records[parent].subtreeEnd)
    }

    /// Walks the children in order, skipping each child's subtree.
    public struct Iterator: IteratorProtocol {
        let tree: MarkupTree
        var upcoming: Int
        let end: Int

        public mutating func next() -> MarkupNode? {
            guard upcoming < end else { return nil }
            let node = MarkupNode(tree: tree, id: NodeID(upcoming))
            upcoming = tree.records[upcoming].subtreeEnd
            return node
        }
    }

    /// Whether the node has no children.
    public var isEmpty: Bool { parent + 1 >= tree.records[parent].subtreeEnd }
}
