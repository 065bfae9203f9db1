/// What a tree stores for one node; ``MarkupNode`` is the public view of it.
struct NodeRecord: Sendable {
    var kind: MarkupKind
    var tag: String
    var attributes: [Attribute]
    var text: String
    /// Everything the node came from: its tags, its content and what closed it.
    var range: SourceRange
    var startTagRange: SourceRange?
    var endTagRange: SourceRange?
    /// Whether the start tag was made up by the normalizer (a reopened element).
    var isSynthesized: Bool
    /// Whether the end tag was made up by the normalizer.
    var isEndSynthesized: Bool
    var parent: Int
    /// Index one past the node's last descendant (children follow the node in order).
    var subtreeEnd: Int
    var depth: Int
}
