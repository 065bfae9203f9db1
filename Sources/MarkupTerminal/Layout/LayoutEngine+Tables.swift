import MarkupCore

/// Tables: a data table (``TableClassifier``) is drawn whole by ``TableLayout``; a layout
/// table is flow: the engine walks its rows and cells as blocks, puts the cells of a row side
/// by side when ``LayoutTableFlow`` says they fit, and skips cells that show nothing.
extension LayoutEngine {
    /// Draws the data table `table` whole (see ``TableLayout``), set apart by blank lines.
    func layOutDataTable(_ table: MarkupNode) {
        canRealignByPadding = false
        hasBlocks = true
        flushFlow()
        requestBlank(1)
        let available = max(1, options.width - currentPrefixWidth)
        var layout = TableLayout(engine: self)
        layout.layOut(table, width: available)
        requestBlank(1)
    }

    /// Starts a layout table as flow; false when it was laid out here whole: at the narrower
    /// width it asks for, or, centred by `align="center"` or a centring container (browsers'
    /// `-webkit-center`) with no width of its own, at its content's width (a button).
    func enterLayoutTable(_ table: MarkupNode) -> Bool {
        let asksWidth = LayoutTableFlow.asksWidth(table)
        let centred = !surroundings.ignoresAlignment
            && (table.attribute("align")?.asciiLowercased() == "center" || frames.innermost.align == .center)
        let shrinks = centred && !asksWidth && surroundings.centredTables < Self.maximumCentredTables
        // The open blocks' prefixes are measured only when needed: layout tables nest deep.
        let available = asksWidth || shrinks ? max(1, options.width - currentPrefixWidth) : 0
        let width = asksWidth ? LayoutTableFlow.narrowedWidth(of: table, available: available)
            : shrinks ? contentWidth(of: table, available: available) : nil
        // A shrunk table is laid out apart even when it fills the width, so that the tables
        // inside it count one more centred table and the measuring stops.
        guard let width, width < available || shrinks else {
            layoutTables[table.id.index] = LayoutTableFlow(table: table, engine: self, available: {
                asksWidth || shrinks ? available : max(1, self.options.width - self.currentPrefixWidth)
            })
            return true
        }
        canRealignByPadding = false
        hasBlocks = true
        flushFlow()
        requestBlank(1)
        let nested = nestedEngine(width: width, roles: roles, deeper: false)
        if shrinks { nested.surroundings.centredTables += 1 }
        nested.layout(layoutTable: table)
        let indent = centred ? (available - width) / 2 : 0
        emit(linesOf: nested.takeLines(), indent: indent)
        requestBlank(1)
        return false
    }

    /// Layout tables centred at their content's width nest this deep at most (inside, they
    /// take the width there is): each is laid out once more, to measure it.
    static let maximumCentredTables = 2

    /// The width `table` shrinks to, as a browser sizes a table of no width of its own: its
    /// widest line unwrapped (start-aligned, on a scratch link registry), or `available`.
    private func contentWidth(of table: MarkupNode, available: Int) -> Int {
        let measuring = scratchEngine()
        measuring.surroundings.ignoresAlignment = true
        measuring.surroundings.centredTables += 1
        let probe = measuring.nestedEngine(width: 10_000, roles: roles, deeper: false)
        probe.layout(layoutTable: table)
        return min(available, max(1, probe.lines.indices.map(probe.lines.width(ofLine:)).max() ?? 1))
    }

    /// Lays out the rows of the layout table `table` as this engine's whole content.
    func layout(layoutTable table: MarkupNode) {
        layoutTables[table.id.index] = LayoutTableFlow(table: table, engine: self, available: { self.options.width })
        layout(childrenOf: table, align: document.style(of: table).textAlign ?? .start)
    }

    /// The columns of `row` when it is a side-by-side row of a layout table being walked.
    private func sideBySideColumns(of row: MarkupNode) -> [LayoutTableFlow.Column]? {
        // Read in place: the table's plan is not copied out of the engine's plans.
        guard let table = TableClassifier.table(ofRow: row),
              let plan = layoutTables.index(forKey: table.id.index) else { return nil }
        return layoutTables.values[plan].sideBySide[row.id.index]
    }

    /// Whether `cell`, of a layout table being walked, shows nothing.
    func isBlankLayoutCell(_ cell: MarkupNode) -> Bool {
        guard let row = cell.parent, let table = TableClassifier.table(ofRow: row) else { return false }
        return layoutTables[table.id.index]?.blankCells.contains(cell.id.index) == true
    }

    /// Whether `cell` is in a stacked row of a layout table whose cells stand apart.
    func isInSpacedRow(cell: MarkupNode) -> Bool {
        guard let row = cell.parent, let table = TableClassifier.table(ofRow: row) else { return false }
        return layoutTables[table.id.index]?.spacedRows.contains(row.id.index) == true
    }

    /// Whether `cell` belongs to a layout table being walked.
    func isInLayoutTable(cell: MarkupNode) -> Bool {
        guard let row = cell.parent, let table = TableClassifier.table(ofRow: row) else { return false }
        return layoutTables[table.id.index] != nil
    }

    /// ``EngineSpares/cellLines``, emptied, for a table's rows; handed back when they are laid out.
    /// A table inside a cell is laid out by an engine of its own, with its own spare.
    func takeCellLines() -> CellLines {
        var cellLines = CellLines()
        swap(&cellLines, &spares.cellLines)
        cellLines.removeAll()
        return cellLines
    }

    /// Lays out `row` whole when it is a side-by-side row of a layout table being walked;
    /// false otherwise. A row of one-line cells (a grid's) is not set apart from its neighbours.
    /// The row starts where its first cell's padding puts it (as the copy of a stacked cell
    /// with that padding does), when the row has the room.
    func layOutSideBySide(_ row: MarkupNode) -> Bool {
        guard let columns = sideBySideColumns(of: row) else { return false }
        canRealignByPadding = false
        hasBlocks = true
        flushFlow()
        var cellLines = takeCellLines()
        defer { spares.cellLines = cellLines }
        let blocks = LayoutTableFlow.layOutCells(of: columns, engine: self, into: &cellLines)
        let widest = LayoutTableFlow.widestLine(of: columns, blocks: blocks, cellLines: cellLines)
        let firstCell = row.children.first { cell in
            if case .tableCell = cell.kind { !document.isHidden(cell) } else { false }
        }
        let room = max(1, options.width - currentPrefixWidth) - widest
        let indent = min(firstCell.map(ownIndent(of:)) ?? 0, max(0, room))
        let height = blocks.reduce(0) { max($0, $1.count) }
        let margin = height > 1 ? 1 : 0
        requestBlank(margin)
        var line = RowLine(makesCells: stream == nil)
        let rowWidth = columns.reduce(0) { $0 + $1.width + LayoutTableFlow.gap }
        for lineIndex in 0..<height {
            line.start(capacity: rowWidth)
            LayoutTableFlow.appendLine(lineIndex, of: columns, blocks: blocks, cellLines: cellLines, to: &line)
            if !line.isEmpty { line.insertBlanks(indent) }
            emit(row: &line, of: cellLines)
        }
        requestBlank(margin)
        return true
    }

    /// Gives the flow of `measured`, laid out, back to the engine that measured it (up to
    /// ``EngineSpares/maximumFlows``), whose next cells fill its arrays again instead of making new
    /// ones. A cell is laid out once: it needs its flow no more.
    func recycleFlow(of measured: MeasuredCell) {
        guard let measuring = spares.measuringEngine, measuring.spares.flows.count < EngineSpares.maximumFlows,
              let flow = measured.takeFlow() else { return }
        measuring.spares.flows.append(flow)
    }
}

