import MarkupCore
import MarkupTerminal

/// The tree as rows with guides; collapsed nodes hide their descendants.
enum TreeRows {
    /// Guides stop growing past this depth, so very deep trees stay linear to draw.
    static let maximumGuideDepth = 40

    static func rows(_ tree: MarkupTree, theme: Theme, collapsed: Set<NodeID>) -> PaneRows {
        var plan: [Int] = []
        var index = 0
        while index < tree.count {
            plan.append(index)
            let node = tree[NodeID(index)]
            index = collapsed.contains(node.id) ? node.subtreeEnd : index + 1
        }
        return PaneRows(count: plan.count, ranges: { position in
            let node = tree[NodeID(plan[position])]
            guard node.kind != .root else { return [] }
            if node.kind == .text { return [node.range] }
            return [node.startTagRange ?? node.range] + [node.endTagRange].compactMap { $0 }
        }, build: { position in row(tree[NodeID(plan[position])], theme: theme, collapsed: collapsed) })
    }

    static func row(_ node: MarkupNode, theme: Theme, collapsed: Set<NodeID>) -> PaneRow {
        let guideStyle = theme.uiStyle("tree.guide")
        var cells: [Cell] = []
        let folded = collapsed.contains(node.id) && node.subtreeEnd > node.id.index + 1
        if node.depth > 0 { cells += Cell.cells(guide(node, folded: folded), style: guideStyle) }
        let role = "node." + node.kind.name
        let label = ControlCharacters.makeVisible(Self.label(node), keepingLineBreaks: false)
        cells += Cell.cells(label, style: theme.uiStyle(role).patched(with: node.isSynthesized
            ? theme.uiStyle("token.synthesized") : .plain))
        if folded { cells += Cell.cells(" (+\(node.subtreeEnd - node.id.index - 1) hidden)", style: guideStyle) }
        let also = [node.startTagRange, node.endTagRange].compactMap { $0 }
        let ownRange = node.kind == .text ? node.range : (node.startTagRange ?? node.range)
        return PaneRow(cells: cells, range: node.kind == .root ? nil : ownRange, alsoMatches: node.kind == .text ? [] : also,
                       selects: node.range, node: node.id)
    }

    /// The guides before a node, as `dump --stage ast` draws them: `│` where an ancestor has
    /// siblings still to come, `├─` or `└─` for the node itself; `▸` in place of `─` when folded.
    static func guide(_ node: MarkupNode, folded: Bool) -> String {
        func isLast(_ node: MarkupNode) -> Bool {
            guard let parent = node.parent else { return true }
            return node.subtreeEnd >= parent.subtreeEnd
        }
        var text = (isLast(node) ? "└" : "├") + (folded ? "▸ " : "─ ")
        var ancestor = node.parent
        var level = node.depth - 1
        while let current = ancestor, level > 0, node.depth - level < maximumGuideDepth {
            text = (isLast(current) ? "   " : "│  ") + text
            ancestor = current.parent
            level -= 1
        }
        if level > 0 { text = "…\(node.depth) " + text }
        return text
    }

    static func label(_ node: MarkupNode) -> String {
        switch node.kind {
        case .root: return "root"
        case .text:
            let text = node.text.count > 400 ? String(node.text.prefix(400)) + "…" : node.text
            return "text " + TreeDump.quoted(text)
        default:
            var text = node.kind.name
            if case .heading(let level) = node.kind { text += "(\(level))" }
            // A table's role goes before its attributes, which a narrow pane cuts off.
            if case .table = node.kind { text += " [\(TableClassifier.role(of: node))]" }
            text += " <" + node.tag
            for attribute in node.attributes.prefix(6) {
                text += " " + attribute.name + (attribute.isBare ? "" : "=" + TreeDump.quoted(attribute.value))
            }
            if node.attributes.count > 6 { text += " …+\(node.attributes.count - 6)" }
            text += ">"
            if node.tree.customTags[node.tag] != nil { text += " (app tag)" }
            if node.isSynthesized { text += node.isReopened ? " (reopened)" : " (implied)" }
            if node.isEndSynthesized, !node.children.isEmpty { text += " (end implied)" }
            return text
        }
    }
}
