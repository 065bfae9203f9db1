/// The standard's foster parenting, which markscope leaves off: content written in a table
/// outside any cell stays where it is written (DECISIONS.md). The conformance tests turn it
/// on to check that this is the only difference where a test meets that departure.
extension TreeBuilder {
    /// Elements a table, a section or a row may hold; any other goes before the table.
    private static let tableContent: Set<String> = [
        "caption", "colgroup", "col", "tbody", "thead", "tfoot", "tr", "td", "th", "table", "style", "script",
        "template", "form",
    ]

    /// Whether `id` is a `table`, a table section or a row: where text and most elements
    /// have no place.
    @inline(__always) func isTablePart(_ id: Int) -> Bool {
        tree[id].categories.contains(.tablePart) && tree[id].namespace == .html
    }

    /// Whether an element called `name` (start tag `token`) would be fostered out of a table.
    @inline(__always) func fosters(elementNamed name: String, token: Int?) -> Bool {
        guard options.fosterParenting else { return false }
        if name == "input", let token, tree.tables.attribute("type", of: tokens[token], in: source)?.lowercased() == "hidden" { return false }
        return !Self.tableContent.contains(name)
    }

    /// Adds `node` to the tree and puts it in the current node (see ``attach(_:to:fostered:)``):
    /// a node that is not fostered (nearly all) is made with its links.
    @discardableResult
    @inline(__always) mutating func insert(_ node: BuildTree.Node, fostered: Bool) -> Int {
        let target = currentNode
        guard fostered, options.fosterParenting, isTablePart(target) else {
            return tree.add(node, appendingTo: target)
        }
        let id = tree.add(node)
        attach(id, to: target, fostered: fostered)
        return id
    }

    /// Appends `id` to `target`, or, when it is fostered and `target` is a table part,
    /// puts it before the last open table (inside a template above that table).
    mutating func attach(_ id: Int, to target: Int, fostered: Bool) {
        guard fostered, options.fosterParenting, isTablePart(target) else {
            tree.append(id, to: target)
            return
        }
        let tablePosition = open.lastIndex { tree[$0].namespace == .html && name($0) == "table" }
        let templatePosition = open.lastIndex { tree[$0].namespace == .html && name($0) == "template" }
        if let templatePosition, templatePosition > tablePosition ?? -1 {
            tree.append(id, to: open[templatePosition])
        } else if let tablePosition {
            tree.insert(id, before: open[tablePosition])
        } else {
            tree.append(id, to: target)
        }
    }
}

/// How the normalizer departs from the standard (each on in markscope; tests turn them off).
package struct NormalizerOptions: Sendable {
    /// Off: the standard's foster parenting moves content out of tables.
    package var fosterParenting = false
    /// On: unknown tags that are never closed are text (``IsolatedTagFilter``).
    package var unknownTagsAsText = true

    package init(fosterParenting: Bool = false, unknownTagsAsText: Bool = true) {
        self.fosterParenting = fosterParenting
        self.unknownTagsAsText = unknownTagsAsText
    }
}
