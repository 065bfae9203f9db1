extension TableClassifier {
    /// Whether `table` is a layout table: the `isLayout` of ``role(of:)``, found without its
    /// reasons, for the layout, which asks of every table and shows no reasons.
    ///
    /// The signs are read in ``role(of:)``'s order and the reading stops at the first that
    /// decides: a role, then the table's structure, then its cells, each cell only until it
    /// shows something. Past those, a table with no border (or `border="0"`) is layout
    /// whatever else it has, so only a bordered table without header cells has its
    /// page-structure signs read, each cell whole.
    package static func isLayout(_ table: MarkupNode) -> Bool {
        if let isLayout = roleDecision(table) { return isLayout }
        if hasDataStructure(table) { return false }
        var signs = CellSigns()
        readRows(of: table, into: &signs, { row, signs in
            for cell in row.children {
                guard case .tableCell(let header) = cell.kind else { continue }
                if hasHeaderAttribute(cell) { signs.labels = true }
                if header {
                    // A header cell labels when it shows something and holds no table.
                    let content = CellContent(cell)
                    if !content.isBlank { signs.contentCells += 1 }
                    if !content.isBlank, !content.holdsTable { signs.labels = true }
                } else if signs.contentCells < 2, !CellContent.showsNothing(cell) {
                    signs.contentCells += 1
                }
            }
        }, until: { $0.labels && $0.contentCells >= 2 })
        if signs.contentCells <= 1 { return true }
        if signs.labels { return false }
        return !isBordered(table) || hasLayoutShape(table)
    }

    /// What ``isLayout(_:)`` reads of the cells: how many show something (up to two, header
    /// cells all), and whether a header cell labels.
    private struct CellSigns {
        var contentCells = 0
        var labels = false
    }

    /// What ``hasLayoutShape(_:)`` reads of the rows.
    private struct ShapeSigns {
        var contentRows = 0
        var widestRow = 0
        var shapeDecides = false
    }

    /// Whether the table has a `border` of 1 or more, as ``borderWidth(_:)`` reads it: read
    /// from the value's bytes unless a non-ASCII byte could join the digits into a grapheme.
    private static func isBordered(_ table: MarkupNode) -> Bool {
        let tree = table.tree
        for entry in tree.attributeEntries(at: table.id.index) where tree.attributeName(ofEntry: entry, is: "border") {
            let reading: Bool? = tree.withAttributeValueBytes(ofEntry: entry) { value in
                guard let start = value.firstIndex(where: { !ASCII.isWhitespace($0) }) else { return true }
                let end = value[start...].firstIndex { !ASCII.isDigit($0) } ?? value.endIndex
                if end < value.endIndex, value[end] >= 0x80 { return nil }
                // No digits reads as 1; digits read as their first six.
                return start == end || value[start..<min(end, start + 6)].contains { $0 != UInt8(ascii: "0") }
            }
            return reading ?? (borderWidth(tree.attributeValue(ofEntry: entry)) > 0)
        }
        return false
    }

    /// Whether a bordered table with two cells with content or more, none of them labelling
    /// headers, has one of ``role(of:)``'s layout signs: a cell that holds a table or blocks,
    /// a header cell (which then wraps tables or is empty), one row with content or no row
    /// with two cells with content.
    private static func hasLayoutShape(_ table: MarkupNode) -> Bool {
        var signs = ShapeSigns()
        readRows(of: table, into: &signs, { row, signs in
            var cellsWithContent = 0
            for cell in row.children {
                guard case .tableCell(let header) = cell.kind else { continue }
                if header { signs.shapeDecides = true }
                if CellContent.mayHoldBlocks(cell) {
                    let content = CellContent(cell)
                    if content.holdsTable || content.holdsBlocks { signs.shapeDecides = true }
                }
                if !CellContent.showsNothing(cell) { cellsWithContent += 1 }
            }
            if cellsWithContent > 0 { signs.contentRows += 1 }
            signs.widestRow = max(signs.widestRow, cellsWithContent)
        }, until: { $0.shapeDecides })
        return signs.shapeDecides || signs.contentRows == 1 || signs.widestRow == 1
    }

    /// What the first token of the `role` attribute decides: true for `presentation` or
    /// `none`, false for `table`, `grid` or `treegrid`, nil for no role or another one.
    /// Read from the value's bytes as ``firstRoleToken(_:)`` reads its string, except where
    /// the two could differ.
    private static func roleDecision(_ table: MarkupNode) -> Bool? {
        let tree = table.tree
        guard tree.hasAttributes(at: table.id.index) else { return nil }
        for entry in tree.attributeEntries(at: table.id.index) where tree.attributeName(ofEntry: entry, is: "role") {
            let reading = tree.withAttributeValueBytes(ofEntry: entry, RoleReading.init)
            switch reading {
            case .decided(let isLayout): return isLayout
            case .asString: return roleDecision(token: firstRoleToken(table))
            }
        }
        return nil
    }

    private static func roleDecision(token: String?) -> Bool? {
        switch token {
        case "presentation", "none": true
        case "table", "grid", "treegrid": false
        default: nil
        }
    }

    /// A `role` value's decision read from its bytes, or the need to read it as a string: a
    /// carriage return or a non-ASCII byte may join a separator into one grapheme, which the
    /// string split keeps whole.
    private enum RoleReading {
        case decided(Bool?)
        case asString

        init(_ value: UnsafeBufferPointer<UInt8>) {
            if value.contains(where: { $0 == 0x0D || $0 >= 0x80 }) {
                self = .asString
                return
            }
            let isSeparator = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A }
            guard let start = value.firstIndex(where: { !isSeparator($0) }) else {
                self = .decided(nil)
                return
            }
            let end = value[start...].firstIndex(where: isSeparator) ?? value.endIndex
            let token = UnsafeBufferPointer(rebasing: value[start..<end])
            func isToken(_ name: StaticString) -> Bool {
                token.count == name.utf8CodeUnitCount
                    && (0..<token.count).allSatisfy { ASCII.lowercased(token[$0]) == name.utf8Start[$0] }
            }
            if isToken("presentation") || isToken("none") {
                self = .decided(true)
            } else if isToken("table") || isToken("grid") || isToken("treegrid") {
                self = .decided(false)
            } else {
                self = .decided(nil)
            }
        }
    }

    /// Whether the table's own structure marks data: a caption with text, a summary with
    /// text, a `thead`, `tfoot`, `col` or `colgroup`.
    private static func hasDataStructure(_ table: MarkupNode) -> Bool {
        for child in table.children {
            switch child.kind {
            case .tableCaption:
                if !CellContent.showsNothing(child) { return true }
            case .tableSection where child.tag != "tbody":
                return true
            case .extended where child.tag == "col" || child.tag == "colgroup":
                return true
            default:
                break
            }
        }
        let tree = table.tree
        for entry in tree.attributeEntries(at: table.id.index) where tree.attributeName(ofEntry: entry, is: "summary") {
            return tree.withAttributeValueBytes(ofEntry: entry) { value in value.contains { !ASCII.isWhitespace($0) } }
        }
        return false
    }

    /// Whether a cell has `scope`, `headers` or `abbr`.
    private static func hasHeaderAttribute(_ cell: MarkupNode) -> Bool {
        let tree = cell.tree
        let index = cell.id.index
        guard tree.hasAttributes(at: index) else { return false }
        return tree.hasAttribute("scope", at: index) || tree.hasAttribute("headers", at: index)
            || tree.hasAttribute("abbr", at: index)
    }

    /// Calls `read` with each row of `table`, its own and its sections', in order, and stops
    /// after a child of the table once `done` says the rows read so far decide. What the rows
    /// show is gathered in `signs`, passed along: variables captured by `read` would be boxed,
    /// each access to them checked for exclusivity at run time.
    private static func readRows<Signs>(of table: MarkupNode, into signs: inout Signs,
                                        _ read: (MarkupNode, inout Signs) -> Void, until done: (Signs) -> Bool) {
        for child in table.children {
            switch child.kind {
            case .tableRow:
                read(child, &signs)
            case .tableSection:
                for row in child.children where row.kind == .tableRow { read(row, &signs) }
            default:
                break
            }
            if done(signs) { return }
        }
    }
}
