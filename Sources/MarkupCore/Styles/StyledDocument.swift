/// A tree with the resolved style of every node, and what the styles said about the document.
public struct StyledDocument: Sendable {
    public let tree: MarkupTree
    public let options: StyleOptions
    /// The rules of the document's `<style>` elements.
    public let sheet: CSSStyleSheet
    @usableFromInline let styles: [MarkupStyle]
    @usableFromInline let styleIndex: [Int32]
    let enclosingLists: [Int32]
    let sheetMatches: [Int: [Int]]
    /// Unsupported properties, invalid values, unsupported selectors, CSS syntax errors.
    public let diagnostics: [Diagnostic]

    /// The resolved style of a node (a text node has its parent's). Inlinable, so that reading
    /// one field of it reads that field, not a copy of the whole style.
    @inlinable public func style(of node: MarkupNode) -> MarkupStyle {
        styles[Int(styleIndex[node.id.index])]
    }

    /// A number that is the same for two nodes of this document exactly when their resolved
    /// styles are equal (an index into the document's table of distinct styles).
    @inlinable public func styleKey(of node: MarkupNode) -> Int {
        Int(styleIndex[node.id.index])
    }

    /// Whether the node is hidden (`display: none`, `hidden`, script, style …).
    public func isHidden(_ node: MarkupNode) -> Bool {
        styles[Int(styleIndex[node.id.index])].isHidden == true
    }

    /// The visible text, one run per text node, with its resolved style.
    public var runs: [StyledRun] {
        var runs: [StyledRun] = []
        for (index, record) in tree.records.enumerated() where record.kind == .text {
            let style = styles[Int(styleIndex[index])]
            if style.isHidden == true { continue }
            runs.append(StyledRun(node: NodeID(index), text: record.text, range: record.range, style: style))
        }
        return runs
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
    public var node: NodeID
    public var text: String
    public var range: SourceRange
    public var style: MarkupStyle
}
