import MarkupCore
import MarkupTerminal

/// "Why does this look like this?": the selected node's resolved fields, where each came
/// from, and what the theme made of them at the current depth.
enum StyleRows {
    static func rows(_ document: MarkupDocument, node id: NodeID?, theme: Theme, depth: ColorDepth) -> PaneRows {
        PaneRows(eagerRows(document, node: id, theme: theme, depth: depth))
    }

    private static func eagerRows(_ document: MarkupDocument, node id: NodeID?, theme: Theme, depth: ColorDepth) -> [PaneRow] {
        guard let id, id.index < document.tree.count else {
            return [PaneRow(cells: Cell.cells("Move the cursor onto some copy to see its style.", style: theme.uiStyle("diagnostic.note")),
                            range: nil)]
        }
        let node = document.tree[id]
        let styled = document.styled
        let source = document.source
        let fieldStyle = theme.uiStyle("provenance.field")
        let originStyle = theme.uiStyle("provenance.source")
        var rows: [PaneRow] = []
        let title = TreeRows.label(node) + " @" + source.describe(node.range)
        rows.append(PaneRow(cells: Cell.cells(ControlCharacters.makeVisible(title, keepingLineBreaks: false), style: fieldStyle),
                            range: node.range, node: id))
        let style = styled.style(of: node)
        let origins = styled.provenance(of: node)
        for (field, value) in style.setFields {
            var cells = Cell.cells("  " + field.rawValue.padded(toColumns: 18, separated: true), style: fieldStyle)
            cells += Cell.cells(ControlCharacters.makeVisible(value, keepingLineBreaks: false).padded(toColumns: 18, separated: true), style: .plain)
            var selects: SourceRange?
            var elsewhere: String?
            if let origin = origins[field] {
                if case .profile(let section, let location) = origin.source {
                    elsewhere = "\(section) is in the profile" + (location.map { " at \($0)" } ?? ", built in code")
                }
                cells += Cell.cells("← " + ControlCharacters.makeVisible(StyleDump.describe(origin, in: styled),
                                                                          keepingLineBreaks: false), style: originStyle)
                selects = origin.range ?? document.tree[origin.node].startTagRange
            }
            rows.append(PaneRow(cells: cells, range: selects, selects: selects, node: id, elsewhere: elsewhere))
        }
        var mapper = StyleMapper(theme: theme)
        let terminal = mapper.map(style, roles: roles(of: node))
        let described = CellSnapshot.describe(terminal, depth: depth)
        rows.append(PaneRow(cells: [], range: nil))
        rows.append(PaneRow(cells: Cell.cells("  theme \(theme.name) at \(depth.rawValue): ", style: fieldStyle)
                            + Cell.cells(described.isEmpty ? "plain" : described, style: terminal), range: nil))
        rows.append(PaneRow(cells: Cell.cells("  roles: " + StyleMapper.roles(for: style, roles: roles(of: node), theme: theme)
            .map(\.rawValue).joined(separator: ", "), style: originStyle), range: nil))
        if let table = enclosingTable(of: node) {
            let role = TableClassifier.role(of: table)
            let text = "  in a \(role.name) table" + (role.isLayout ? ", laid out as flow" : ", drawn with borders")
                + " (" + role.reasons.map(\.description).joined(separator: ", ") + ") @" + source.describe(table.range)
            let cells = Cell.cells(ControlCharacters.makeVisible(text, keepingLineBreaks: false), style: originStyle)
            rows.append(PaneRow(cells: cells, range: table.startTagRange ?? table.range, selects: table.range, node: table.id))
        }
        return rows
    }

    /// The node itself when it is a table, else the nearest table around it.
    static func enclosingTable(of node: MarkupNode) -> MarkupNode? {
        var current: MarkupNode? = node
        var steps = 0
        while let candidate = current, steps < 10_000 {
            if case .table = candidate.kind { return candidate }
            current = candidate.parent
            steps += 1
        }
        return nil
    }

    /// Roles from the enclosing elements of a node, as the layout gives them.
    static func roles(of node: MarkupNode) -> ElementRoles {
        var roles: ElementRoles = []
        var current: MarkupNode? = node
        var steps = 0
        while let candidate = current, steps < 10_000 {
            roles.formUnion(ElementRoles(kind: candidate.kind))
            current = candidate.parent
            steps += 1
        }
        return roles
    }
}
