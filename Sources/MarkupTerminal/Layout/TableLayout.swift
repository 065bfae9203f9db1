import MarkupCore

/// Lays out a data table (``TableClassifier``): columns sized by their content's display
/// width, cells wrapped when the table would be wider than the space, borders as the theme says.
struct TableLayout {
    let engine: LayoutEngine
    /// The interned style of borders and rules, looked up once per table.
    private let borderStyleKey: UInt32

    private struct TableCell {
        var node: MarkupNode
        var span: Int
        var column = 0
        var minimum = 1
        var natural = 1
        /// The content measured unwrapped, once the table's rows are known.
        var measured: MeasuredCell?
    }

    private struct TableRow {
        var cells: [TableCell]
        var isHeader: Bool
    }

    init(engine: LayoutEngine) {
        self.engine = engine
        // The engine's border glyphs, once made, are cells of that style.
        borderStyleKey = engine.tableGlyphCells?.first?.styleKey ?? engine.theme.style(.tableBorder).cellKey
    }

    /// Corners, tees and crossings (left, middle, right for the top, inner and bottom rules),
    /// then the horizontal and the vertical line.
    private static let boxGlyphs = "┌┬┐├┼┤└┴┘─│"
    private static let asciiGlyphs = "+++++++++-|"
    private static let glyphCount = 11
    private static let horizontalGlyph = 9
    private static let verticalGlyph = 10

    /// Lays `table` out `width` columns wide, line by line into the engine. Content between
    /// its rows that is not in a cell comes first, where a browser's foster parenting puts it
    /// (the tree keeps it in the table, so that text stays in order in every other stage);
    /// then the caption.
    mutating func layOut(_ table: MarkupNode, width: Int) {
        var caption: MarkupNode?
        var stray: [MarkupNode] = []
        var rows = collectRows(table, caption: &caption, stray: &stray)
        if !stray.isEmpty {
            let nested = engine.nestedEngine(width: width, roles: engine.roles, deeper: false)
            nested.layout(nodes: stray, under: table)
            engine.emit(linesOf: nested.takeLines())
        }
        let columnCount = rows.map { $0.cells.reduce(0) { $0 + $1.span } }.max() ?? 0
        if let caption {
            engine.emit(linesOf: layoutCell(caption, width: width, align: .center, header: false))
        }
        guard columnCount > 0 else { return }
        for rowIndex in rows.indices {
            var column = 0
            for cellIndex in rows[rowIndex].cells.indices {
                rows[rowIndex].cells[cellIndex].column = column
                column += rows[rowIndex].cells[cellIndex].span
                measure(&rows[rowIndex].cells[cellIndex], header: rows[rowIndex].isHeader)
            }
        }
        let borders = engine.theme.tableBorders
        let separator = borders == .none ? 2 : 3
        let overhead = borders == .none ? 2 * (columnCount - 1) : 3 * columnCount + 1
        guard width - overhead >= columnCount else {
            layOutStacked(rows, width: width)
            return
        }
        let widths = columnWidths(rows, columns: columnCount, budget: width - overhead, separator: separator)

        // The border glyphs as cells (each is one cell a column wide), given the table's node.
        var glyphs: [Cell] = []
        if borders != .none {
            glyphs = engine.tableGlyphCells ?? Self.glyphCells(borders == .ascii ? Self.asciiGlyphs : Self.boxGlyphs,
                                                               styleKey: borderStyleKey)
            engine.tableGlyphCells = glyphs
            for index in glyphs.indices { glyphs[index].node = table.id }
        }
        var cellLines = engine.takeCellLines()
        defer { engine.spares.cellLines = cellLines }
        var line = RowLine(makesCells: engine.stream == nil)
        let ruleWidth = widths.reduce(0, +) + 3 * widths.count + 1
        func rule(_ left: Int, _ middle: Int, _ right: Int) {
            line.start(capacity: ruleWidth)
            line.append(glyphs[left])
            for (index, columnWidth) in widths.enumerated() {
                line.append(glyphs[Self.horizontalGlyph], count: columnWidth + 2)
                line.append(glyphs[index == widths.count - 1 ? right : middle])
            }
            engine.emit(row: &line, of: cellLines)
        }
        if borders != .none { rule(0, 1, 2) }
        let lastHeader = rows.lastIndex { $0.isHeader }
        let bar = glyphs.isEmpty ? Cell.blank() : glyphs[Self.verticalGlyph]
        // Each row's cells' lines in `cellLines` and their widths, in one array for the table.
        var blocks: [Block] = []
        blocks.reserveCapacity(widths.count + 1)
        // Rows and cells are read in place, by index: a copy of a row retains its cells, and a
        // copy of a cell its node's tree and its measure.
        for rowIndex in rows.indices {
            layOutRow(rows[rowIndex], widths: widths, borders: borders, bar: bar, separator: separator, cellLines: &cellLines,
                      blocks: &blocks, line: &line)
            if rowIndex == lastHeader, rowIndex < rows.count - 1 {
                if borders == .none {
                    let total = widths.reduce(0, +) + separator * (widths.count - 1)
                    engine.emit(Cell.repeated(engine.theme.rule, count: total, styleKey: borderStyleKey,
                                              node: table.id))
                } else {
                    rule(3, 4, 5)
                }
            }
        }
        if borders != .none { rule(6, 7, 8) }
    }

    /// The cell of each glyph of `glyphs`, of no node: its first, as a wide glyph takes two.
    /// All the glyphs are made into cells at once when each makes one.
    private static func glyphCells(_ glyphs: String, styleKey: UInt32) -> [Cell] {
        let cells = Cell.cells(glyphs, styleKey: styleKey)
        if cells.count == glyphCount { return cells }
        return glyphs.map { Cell.cells(String($0), styleKey: styleKey)[0] }
    }

    /// Rows in order: from sections and directly from the table; a caption is kept apart, and
    /// what the table holds outside its cells and caption that shows something (text and
    /// elements between rows, in rows or sections, in document order) is `stray`. One walk of
    /// the table's children finds all three.
    private func collectRows(_ table: MarkupNode, caption: inout MarkupNode?, stray: inout [MarkupNode]) -> [TableRow] {
        let document = engine.document
        var rows: [TableRow] = []
        /// Adds `node` to `stray` when it is neither a cell nor a caption and shows something;
        /// rows and sections are looked into.
        func collectStray(_ node: MarkupNode) {
            guard !document.isHidden(node) else { return }
            switch node.kind {
            case .tableCell, .tableCaption:
                return
            case .tableRow, .tableSection:
                for child in node.children { collectStray(child) }
            default:
                if !TableClassifier.isBlank(node) { stray.append(node) }
            }
        }
        /// Adds `row` (shown) with its cells; the rest of its children may be stray, when the
        /// row is where stray content is looked for (not in a hidden section).
        func addRow(_ row: MarkupNode, header: Bool, findsStray: Bool) {
            // The row's cells in one pass, in an array made once with room for a usual row.
            var cells: [TableCell] = []
            var allHeaders = true
            for child in row.children {
                guard case .tableCell(header: let isHeader) = child.kind else {
                    if findsStray { collectStray(child) }
                    continue
                }
                guard !document.isHidden(child) else { continue }
                if cells.isEmpty { cells.reserveCapacity(8) }
                allHeaders = allHeaders && isHeader
                cells.append(TableCell(node: child, span: min(max(Int(child.attribute("colspan") ?? "") ?? 1, 1), 50)))
            }
            guard !cells.isEmpty else { return }
            rows.append(TableRow(cells: cells, isHeader: header || allHeaders))
        }
        for child in table.children {
            switch child.kind {
            case .tableCaption:
                caption = caption ?? child
            case .tableRow:
                if !document.isHidden(child) { addRow(child, header: false, findsStray: true) }
            case .tableSection:
                // The rows of a hidden section are laid out (as browsers do not), but what
                // else it holds is not.
                let findsStray = !document.isHidden(child)
                let isHead = child.tag == "thead"
                for row in child.children {
                    if row.kind == .tableRow {
                        if !document.isHidden(row) { addRow(row, header: isHead, findsStray: findsStray) }
                    } else if findsStray {
                        collectStray(row)
                    }
                }
            case .tableCell:
                continue
            default:
                collectStray(child)
            }
        }
        return rows
    }

    private func measure(_ cell: inout TableCell, header: Bool) {
        let measured = MeasuredCell(cell.node, engine: engine, roles: header ? [.tableHeader] : [])
        cell.natural = measured.natural
        cell.minimum = measured.minimum
        cell.measured = measured
    }

    /// Natural widths when they fit; else minimums plus a share of the rest; else minimums scaled down.
    private func columnWidths(_ rows: [TableRow], columns: Int, budget: Int, separator: Int) -> [Int] {
        var minimum = [Int](count: columns, filledWith: 1)
        var natural = [Int](count: columns, filledWith: 1)
        // Cells are read in place, by index: a copy of one retains its node's tree and its measure.
        for row in rows.indices {
            for index in rows[row].cells.indices {
                let column = rows[row].cells[index].column
                guard rows[row].cells[index].span == 1, column < columns else { continue }
                minimum[column] = max(minimum[column], rows[row].cells[index].minimum)
                natural[column] = max(natural[column], rows[row].cells[index].natural)
            }
        }
        for row in rows.indices {
            for index in rows[row].cells.indices {
                let column = rows[row].cells[index].column
                let span = rows[row].cells[index].span
                guard span > 1, column < columns else { continue }
                let spanned = column..<min(columns, column + span)
                let joined = separator * (spanned.count - 1)
                let naturalShortfall = rows[row].cells[index].natural - (spanned.reduce(0) { $0 + natural[$1] } + joined)
                if naturalShortfall > 0 { for column in spanned { natural[column] += (naturalShortfall + spanned.count - 1) / spanned.count } }
                let minimumShortfall = rows[row].cells[index].minimum - (spanned.reduce(0) { $0 + minimum[$1] } + joined)
                if minimumShortfall > 0 { for column in spanned { minimum[column] += (minimumShortfall + spanned.count - 1) / spanned.count } }
            }
        }
        let naturalTotal = natural.reduce(0, +)
        if naturalTotal <= budget { return natural }
        let minimumTotal = minimum.reduce(0, +)
        if minimumTotal <= budget {
            let extra = budget - minimumTotal
            let flexible = zip(natural, minimum).map { $0 - $1 }
            let flexibleTotal = max(1, flexible.reduce(0, +))
            var widths = zip(minimum, flexible).map { $0 + $1 * extra / flexibleTotal }
            var leftover = budget - widths.reduce(0, +)
            var column = 0
            while leftover > 0, flexibleTotal > 0 {
                if widths[column] < natural[column] {
                    widths[column] += 1
                    leftover -= 1
                }
                column = (column + 1) % columns
            }
            return widths
        }
        var widths = minimum.map { max(1, $0 * budget / max(1, minimumTotal)) }
        while widths.reduce(0, +) > budget, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 1 {
            widths[widest] -= 1
        }
        return widths
    }

    /// A row's cell laid out: its lines in the row's ``CellLines`` and the columns it spans.
    private typealias Block = (first: Int, count: Int, width: Int)

    /// Lays out the lines of a row into the engine: its cells side by side, padded to their
    /// columns, between `bar`s (the vertical border) unless the theme has none. `cellLines`
    /// holds the cells' lines while the row is laid out, `blocks` where each cell's are, and
    /// `line` each line in turn.
    private func layOutRow(_ row: TableRow, widths: [Int], borders: Theme.TableBorders, bar: Cell, separator: Int,
                           cellLines: inout CellLines, blocks: inout [Block], line: inout RowLine) {
        cellLines.removeAll()
        if !blocks.isEmpty { blocks.removeAll(keepingCapacity: true) }
        // Cells are read in place, by index: a copy of one retains its node's tree and its measure.
        for index in row.cells.indices where row.cells[index].column < widths.count {
            let column = row.cells[index].column
            let spanned = column..<min(widths.count, column + row.cells[index].span)
            let width = spanned.reduce(0) { $0 + widths[$1] } + separator * (spanned.count - 1)
            let align = engine.document.style(ofNodeAt: row.cells[index].node.id.index).textAlign
                ?? (row.isHeader ? .center : .start)
            let first = cellLines.count
            if let measured = row.cells[index].measured {
                measured.appendLines(width: width, align: align, engine: engine, to: &cellLines)
                engine.recycleFlow(of: measured)
            } else {
                cellLines.append(layoutCell(row.cells[index].node, width: width, align: align, header: row.isHeader),
                                 align: .start, width: width)
            }
            blocks.append((first, cellLines.count - first, width))
        }
        let covered = row.cells.reduce(0) { $0 + $1.span }
        if covered < widths.count {
            let rest = widths[covered...].reduce(0, +) + separator * (widths.count - covered - 1)
            blocks.append((cellLines.count, 0, rest))
        }
        let height = blocks.reduce(1) { max($0, $1.count) }
        let lineWidth = blocks.reduce(0) { $0 + $1.width + separator } + 2
        for lineIndex in 0..<height {
            line.start(capacity: lineWidth)
            if borders != .none {
                line.append(bar)
                line.appendBlanks(1)
            }
            // By index: iterating the blocks retains their array per line.
            for blockIndex in blocks.indices {
                let block = blocks[blockIndex]
                var used = 0
                if lineIndex < block.count {
                    line.appendLine(block.first + lineIndex, of: cellLines)
                    used = cellLines.width(ofLine: block.first + lineIndex)
                }
                let padding = block.width - used
                if borders == .none {
                    line.appendBlanks(max(0, padding) + (blockIndex < blocks.count - 1 ? 2 : 0))
                } else {
                    line.appendBlanks(max(0, padding) + 1)
                    line.append(bar)
                    if blockIndex < blocks.count - 1 { line.appendBlanks(1) }
                }
            }
            engine.emit(row: &line, of: cellLines)
        }
    }

    /// Too narrow for columns: each cell's content one after another.
    private func layOutStacked(_ rows: [TableRow], width: Int) {
        for row in rows {
            for cell in row.cells {
                engine.emit(linesOf: layoutCell(cell.node, width: width, align: .start, header: row.isHeader))
            }
        }
    }

    private func layoutCell(_ node: MarkupNode, width: Int, align: TextAlign, header: Bool) -> RenderedLines {
        let nested = engine.nestedEngine(width: width, roles: header ? [.tableHeader] : [])
        nested.layout(childrenOf: node, align: align)
        return nested.lines
    }
}
