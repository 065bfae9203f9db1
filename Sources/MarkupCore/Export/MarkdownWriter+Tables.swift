/// GFM tables, for a data table that is simple: one header row of `th`, body rows of `td`
/// no wider than it, no spans, no caption, and cells holding inline content only. Anything
/// else is written as an HTML block (``MarkdownWriter/htmlBlock(_:)``), which keeps it whole.
extension MarkdownWriter {
    /// `table` as a GFM table; nil when it is not simple.
    mutating func table(_ table: MarkupNode) -> MarkdownBlock? {
        guard let rows = simpleRows(of: table) else { return nil }
        let header = rows[0]
        let alignments = header.indices.map { alignment(ofColumn: $0, in: rows) }
        mirror.open("table")
        var lines: [String] = []
        for (rowIndex, row) in rows.enumerated() {
            if rowIndex == 0 { mirror.open("thead") }
            if rowIndex == 1 { mirror.open("tbody") }
            mirror.open("tr")
            var cells: [String] = []
            for column in header.indices {
                let attributes = alignments[column].map { [("align", $0)] } ?? []
                mirror.open(rowIndex == 0 ? "th" : "td", attributes)
                cells.append(column < row.count ? cell(row[column]) : "")
                mirror.close()
            }
            mirror.close()
            if rowIndex == 0 { mirror.close() }
            lines.append("| " + cells.joined(separator: " | ") + " |")
            if rowIndex == 0 {
                let delimiters = alignments.map { alignment in
                    switch alignment {
                    case "left": ":---"
                    case "center": ":---:"
                    case "right": "---:"
                    default: "---"
                    }
                }
                lines.append("| " + delimiters.joined(separator: " | ") + " |")
            }
        }
        if rows.count > 1 { mirror.close() }
        mirror.close()
        return MarkdownBlock(text: lines.joined(separator: "\n"))
    }

    /// A column's GFM alignment: the one most of its body cells are shown with (the header's
    /// without body rows); nil for none (a cell keeps its own where it differs, in its text's carrier).
    private func alignment(ofColumn column: Int, in rows: [[MarkupNode]]) -> String? {
        let cells = rows.count > 1 ? rows.dropFirst().compactMap { column < $0.count ? $0[column] : nil } : [rows[0][column]]
        var counts: [String: Int] = [:]
        var order: [String] = []
        for cell in cells {
            guard let align = document.style(of: cell).textAlign?.rawValue, ["left", "center", "right"].contains(align) else { continue }
            if counts[align] == nil { order.append(align) }
            counts[align, default: 0] += 1
        }
        return order.max { counts[$0, default: 0] < counts[$1, default: 0] }
    }

    /// The cells of each row when `table` is simple, header row first.
    private func simpleRows(of table: MarkupNode) -> [[MarkupNode]]? {
        for child in table.children where !isNothing(child) {
            guard child.kind == .tableRow || child.kind == .tableSection else { return nil }
            for row in child.children where child.kind == .tableSection && !isNothing(row) {
                guard row.kind == .tableRow else { return nil }
            }
        }
        var rows: [[MarkupNode]] = []
        for row in TableClassifier.rows(of: table) where !document.isHidden(row) {
            var cells: [MarkupNode] = []
            for cell in row.children where !isNothing(cell) {
                guard case .tableCell(let isHeader) = cell.kind, isHeader == rows.isEmpty,
                      !holdsBlocks[cell.id.index], !["colspan", "rowspan"].contains(where: { name in
                          cell.attribute(name).map { $0.trimmingASCIIWhitespace() != "1" } ?? false
                      }) else { return nil }
                cells.append(cell)
            }
            rows.append(cells)
        }
        guard let header = rows.first, !header.isEmpty, rows.allSatisfy({ $0.count <= header.count }) else { return nil }
        return rows
    }

    /// A cell's content on one line, with every `|` escaped (GFM splits rows at `|` before
    /// reading a cell's inline content, even in code and URLs).
    private mutating func cell(_ cell: MarkupNode) -> String {
        inTableCell = true
        singleLine = true
        var content = ""
        for child in cell.children { inline(child, into: &content) }
        inTableCell = false
        singleLine = false
        var result = ""
        var escaped = false
        for character in content.trimmingASCIIWhitespace() {
            if character == "|", !escaped { result += "\\" }
            escaped = character == "\\" && !escaped
            result.append(character)
        }
        return result
    }
}
