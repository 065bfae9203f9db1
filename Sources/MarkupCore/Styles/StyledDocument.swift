/// A tree with the resolved style of every node, and what the styles said about the document.
public struct StyledDocument: Sendable {
    /// The tree the styles are for.
    public let tree: MarkupTree
    /// The options the styles were resolved under.
    public let options: StyleOptions
    /// The rules of the document's `<style>` elements.
    public let sheet: CSSStyleSheet
    @usableFromInline let styles: [MarkupStyle]
    @usableFromInline let styleIndex: [Int32]
    /// How many lists enclose each node, up to 255: only none, one and more pick a marker
    /// (``TagDefaults/nestedListStyle(tag:enclosingLists:)``), and a byte a node is what a
    /// 10 MB document keeps to the end.
    let enclosingLists: [UInt8]
    let sheetMatches: [Int: [Int]]
    /// Unsupported properties, invalid values, unsupported selectors, CSS syntax errors.
    public let diagnostics: [Diagnostic]

    /// The resolved style of a node (a text node has its parent's). Inlinable, so that reading
    /// one field of it reads that field, not a copy of the whole style.
    @inlinable public func style(of node: MarkupNode) -> MarkupStyle {
        styles[Int(styleIndex[node.id.index])]
    }

    /// The resolved style of the node at `index` of the tree, for walks by index (see
    /// ``MarkupTree/parentIndex(of:)``); inlinable for the same reason as ``style(of:)``.
    @inlinable package func style(ofNodeAt index: Int) -> MarkupStyle {
        styles[Int(styleIndex[index])]
    }

    /// A number that is the same for two nodes of this document exactly when their resolved
    /// styles are equal (an index into the document's table of distinct styles).
    @inlinable public func styleKey(of node: MarkupNode) -> Int {
        Int(styleIndex[node.id.index])
    }

    /// ``styleKey(of:)`` of the node at `index` of the tree, for walks by index.
    @inlinable package func styleKey(ofNodeAt index: Int) -> Int {
        Int(styleIndex[index])
    }

    /// Whether the node at `index` of the tree is in a link with a target (its style's `link`
    /// is set and not empty), read in place: a copy of the link retains its string.
    @inlinable package func hasLink(ofNodeAt index: Int) -> Bool {
        styles[Int(styleIndex[index])].link?.isEmpty == false
    }

    /// Whether the node is hidden (`display: none`, `hidden`, script, style …). Inlinable, so
    /// that it reads the one field in place, as the layout does for every node.
    @inlinable public func isHidden(_ node: MarkupNode) -> Bool {
        styles[Int(styleIndex[node.id.index])].isHidden == true
    }

    /// The visible text, one run per text node, with its resolved style and the break before
    /// it (`<br>`, the start or end of a paragraph or other block), so that a client can lay
    /// out lines without walking the tree. Whitespace-only text (between blocks, say) is a run
    /// with no break of its own; the break waits for the next run with text.
    public var runs: [StyledRun] {
        runs(in: 1..<tree.records.count)
    }

    /// The runs of one element's content (a selection's, say), as ``runs`` gives them for the
    /// whole document: no break before its first text.
    public func runs(of node: MarkupNode) -> [StyledRun] {
        let index = node.id.index
        return node.kind == .text ? runs(in: index..<index + 1) : runs(in: index + 1..<tree.records[index].subtreeEnd)
    }

    /// The runs of the nodes at `indices`, a subtree's records in document order.
    private func runs(in indices: Range<Int>) -> [StyledRun] {
        var runs: [StyledRun] = []
        var pending = StyledRun.Break.none
        var pendingLines = 0
        var blockEnds: [Int] = []
        var hasText = false
        for index in indices {
            let record = tree.records[index]
            while let end = blockEnds.last, end <= index {
                blockEnds.removeLast()
                if hasText { pending = .paragraph }
            }
            if record.kind != .text {
                if record.kind == .lineBreak, hasText, pending != .paragraph {
                    pending = .line
                    pendingLines += 1
                } else if record.kind.isBlock, record.subtreeEnd > index + 1 || record.kind == .horizontalRule {
                    if hasText { pending = .paragraph }
                    blockEnds.append(record.subtreeEnd)
                }
                continue
            }
            let style = styles[Int(styleIndex[index])]
            if style.isHidden == true { continue }
            let text = tree.text(at: index)
            var run = StyledRun(node: NodeID(index), text: text, range: record.range, style: style)
            if !Self.isCollapsibleSpace(text, style) {
                run.breakBefore = pending
                run.lineBreaks = pending == .line ? pendingLines : 0
                pending = .none
                pendingLines = 0
                hasText = true
            }
            runs.append(run)
        }
        return runs
    }

    /// Whether `text` is only spaces, tabs and line feeds that white space collapses away.
    private static func isCollapsibleSpace(_ text: String, _ style: MarkupStyle) -> Bool {
        switch style.whiteSpace {
        case .pre?, .preWrap?, .breakSpaces?, .preLine?: return false
        default: return text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x0C }
        }
    }

    /// The plain text as a reader sees it, with hidden content left out.
    public var plainText: String {
        PlainTextStripper.strip(tree) { self.isHidden($0) }
    }

    /// Why each set field of the node's style has its value: the node and source that set it.
    public func provenance(of node: MarkupNode) -> [StyleField: StyleOrigin] {
        var cache = StyleProvenance(document: self)
        return cache.origins(of: node)
    }

    /// The element's own style and origins (used by ``StyleProvenance``).
    func ownStyle(of node: MarkupNode) -> (style: MarkupStyle, origins: [StyleField: StyleOrigin]) {
        guard let parent = node.parent, node.kind != .text else { return (MarkupStyle(), [:]) }
        var scratch: [Diagnostic] = []
        return StyleCascade(options: options, sheet: sheet).ownStyle(
            of: node, parent: style(of: parent), enclosingLists: Int(enclosingLists[parent.id.index]),
            matchedRules: sheetMatches[node.id.index] ?? [], diagnostics: &scratch)
    }
}

/// A text node's text with the style it is shown in.
public struct StyledRun: Hashable, Sendable {
    /// What separates a run from the text before it.
    public enum Break: String, Hashable, Sendable {
        /// Nothing: the run continues the line.
        case none
        /// A `<br>`: a new line in the same paragraph.
        case line
        /// A block starts or ends between them (`<p>`, `<div>`, `<li>`, a heading …).
        case paragraph
    }

    /// The text node.
    public var node: NodeID
    /// The text node's decoded text.
    public var text: String
    /// The text's source bytes.
    public var range: SourceRange
    /// The resolved style.
    public var style: MarkupStyle
    /// The break before the run (never one before the first run with text).
    public var breakBefore: Break = .none
    /// How many `<br>` make a ``Break/line`` break (2 for `<br><br>`, an empty line between);
    /// 0 for the other breaks.
    public var lineBreaks = 0

    /// A run of `text` from `node`, with its source bytes, style and break before it.
    public init(node: NodeID, text: String, range: SourceRange, style: MarkupStyle, breakBefore: Break = .none) {
        self.node = node
        self.text = text
        self.range = range
        self.style = style
        self.breakBefore = breakBefore
    }
}
