import MarkupCore
import MarkupTerminal

/// The tree as rows with guides; collapsed nodes hide their descendants.
enum TreeRows {
    /// Guides stop growing past this depth, so very deep trees stay linear to draw.
    static let maximumGuideDepth = 40

    static func rows(_ tree: MarkupTree, theme: Theme, collapsed: Set<NodeID>) -> [PaneRow] {
        var rows: [PaneRow] = []
        let guideStyle = theme.uiStyle("tree.guide")
        var index = 0
        while index < tree.count {
            let node = tree[NodeID(index)]
            let depth = node.depth
            var cells: [Cell] = []
            if depth > 0 {
                let shown = min(depth, maximumGuideDepth)
                var guide = String(repeating: "  ", count: shown - 1)
                if depth > maximumGuideDepth { guide = "…\(depth) " + guide.dropFirst(("…\(depth) ").count) }
                cells += Cell.cells(guide + (collapsed.contains(node.id) ? "▸ " : "├ "), style: guideStyle)
            }
            let role = "node." + node.kind.name
            let label = ControlCharacters.makeVisible(Self.label(node), keepingLineBreaks: false)
            cells += Cell.cells(label, style: theme.uiStyle(role).patched(with: node.isSynthesized
                ? theme.uiStyle("token.synthesized") : .plain))
            let also = [node.startTagRange, node.endTagRange].compactMap { $0 }
            let ownRange = node.kind == .text ? node.range : (node.startTagRange ?? node.range)
            rows.append(PaneRow(cells: cells, range: node.kind == .root ? nil : ownRange, alsoMatches: node.kind == .text ? [] : also,
                                selects: node.range, node: node.id))
            index = collapsed.contains(node.id) ? node.subtreeEnd : index + 1
        }
        return rows
    }

    static func label(_ node: MarkupNode) -> String {
        switch node.kind {
        case .root: return "root"
        case .text: return "text " + TreeDump.quoted(node.text)
        default:
            var text = node.kind.name
            if case .heading(let level) = node.kind { text += "(\(level))" }
            text += " <" + node.tag
            for attribute in node.attributes.prefix(6) {
                text += " " + attribute.name + (attribute.isBare ? "" : "=" + TreeDump.quoted(attribute.value))
            }
            if node.attributes.count > 6 { text += " …+\(node.attributes.count - 6)" }
            text += ">"
            if node.isSynthesized { text += " (reopened)" }
            if node.isEndSynthesized, !node.children.isEmpty { text += " (end implied)" }
            return text
        }
    }
}
