/// Writes a tree as indented text: `├─ bold <b> @1:1-1:12`, one node a line.
public enum TreeDump {
    /// Guides stop growing past this depth (a line then starts with `…depth`), so the dump of
    /// a very deep tree stays linear in its size instead of quadratic.
    public static let maximumGuideDepth = 40

    /// The dump of `node` and its descendants; ranges as `@line:col-line:col` when asked.
    public static func text(of node: MarkupNode, showRanges: Bool = true) -> String {
        var lines: [String] = []
        let source = node.tree.source
        let baseDepth = node.depth
        // Whether each open ancestor level has siblings still to come, for the guides.
        var guides: [Bool] = []
        for current in [node] + node.descendants {
            let level = current.depth - baseDepth
            var line = ""
            if level > 0 {
                guides.removeLast(max(0, guides.count - (level - 1)))
                let shown = guides.suffix(maximumGuideDepth - 1)
                if shown.count < guides.count { line += "…\(level) " }
                for hasMore in shown { line += hasMore ? "│  " : "   " }
                let isLast = current.isLastChild
                line += isLast ? "└─ " : "├─ "
                guides.append(!isLast)
            }
            line += describe(current)
            if showRanges, current.kind != .root {
                line += " @" + source.describe(current.range)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// One node without its children: kind, tag, attributes, text, synthesized markers, and a
    /// table's role with its reasons (`[layout: role=presentation, single row]`).
    static func describe(_ node: MarkupNode) -> String {
        switch node.kind {
        case .root:
            return "root"
        case .text:
            return "text " + quoted(node.text)
        default:
            var parts = [node.kind.name]
            if case .heading(let level) = node.kind { parts[0] += "(\(level))" }
            if case .list(let ordered) = node.kind { parts[0] += ordered ? "(ordered)" : "(unordered)" }
            if case .tableCell(let header) = node.kind, header { parts[0] += "(header)" }
            var tag = "<" + node.tag
            for attribute in node.attributes {
                tag += " \(attribute.name)"
                if !attribute.isBare { tag += "=" + quoted(attribute.value) }
            }
            parts.append(tag + ">")
            if node.tree.customTags[node.tag] != nil { parts.append("(app tag)") }
            if node.isSynthesized { parts.append(node.isReopened ? "(reopened)" : "(implied)") }
            if node.isEndSynthesized, !HTMLElements.void.contains(node.tag) { parts.append("(end implied)") }
            if case .table = node.kind { parts.append("[\(TableClassifier.role(of: node))]") }
            return parts.joined(separator: " ")
        }
    }

    /// A string in double quotes with `"`, `\` and control characters escaped.
    public static func quoted(_ text: String) -> String {
        QuotedString.quoted(text, syntax: .swift)
    }
}

extension MarkupNode {
    /// Whether no sibling follows this node.
    var isLastChild: Bool {
        guard record.parent >= 0 else { return true }
        return record.subtreeEnd >= tree.records[record.parent].subtreeEnd
    }
}

extension TreeDump {
    /// The JSON contract: nested `{kind, tag, attributes, range, children}`, text nodes with `text`,
    /// tables with `tableRole` (`layout` or `data`) and `tableRoleReasons`.
    /// Written without recursion, so a 100,000-deep tree dumps fine.
    package static func json(of node: MarkupNode, into writer: inout JSONWriter, key: String? = nil) {
        let tree = node.tree
        var closing: [Int] = []
        var open = false
        for current in [node] + node.descendants {
            while let last = closing.last, tree.records[last].subtreeEnd <= current.id.index {
                closing.removeLast()
                writer.endArray()
                writer.endObject()
            }
            writer.beginObject(key: open ? nil : key)
            open = true
            writer.string(current.kind.name, key: "kind")
            if case .heading(let level) = current.kind { writer.number(level, key: "level") }
            if case .list(let ordered) = current.kind { writer.bool(ordered, key: "ordered") }
            if case .tableCell(let header) = current.kind { writer.bool(header, key: "header") }
            if current.kind == .text {
                writer.string(current.text, key: "text")
                writer.range(current.range)
                writer.endObject()
                continue
            }
            writer.string(current.tag, key: "tag")
            if !tree.customTags.isEmpty, tree.customTags[current.tag] != nil { writer.bool(true, key: "app-tag") }
            writer.beginObject(key: "attributes")
            for attribute in current.attributes { writer.string(attribute.value, key: attribute.name) }
            writer.endObject()
            writer.range(current.range)
            writer.bool(current.isSynthesized, key: "synthesized")
            if case .table = current.kind {
                let role = TableClassifier.role(of: current)
                writer.string(role.name, key: "tableRole")
                writer.beginArray(key: "tableRoleReasons")
                for reason in role.reasons { writer.string(reason.description) }
                writer.endArray()
            }
            writer.beginArray(key: "children")
            closing.append(current.id.index)
        }
        while closing.popLast() != nil {
            writer.endArray()
            writer.endObject()
        }
    }
}
