/// What a tree stores for one node; ``MarkupNode`` is the public view of it.
package struct NodeRecord: Sendable {
    package var kind: MarkupKind
    package var tag: String
    package var attributes: [Attribute]
    package var text: String
    /// Everything the node came from: its tags, its content and what closed it.
    package var range: SourceRange
    package var startTagRange: SourceRange?
    package var endTagRange: SourceRange?
    /// Whether the start tag was made up by the normalizer (a reopened element).
    package var isSynthesized: Bool
    /// Whether the end tag was made up by the normalizer.
    package var isEndSynthesized: Bool
    package var parent: Int
    /// Index one past the node's last descendant (children follow the node in order).
    package var subtreeEnd: Int
    package var depth: Int
}
