import MarkupCore

/// How a layout table (``TableClassifier``) is laid out as flow, with no borders: which
/// rows put their cells side by side, and at which widths.
///
/// A row puts its cells side by side only when every cell with content gets its longest
/// word and up to ``comfortableWidth`` columns (less text squeezed than that reads worse
/// than stacked); rows with as many cells share their columns' widths, so a grid lines up.
/// Every other row stacks its cells as blocks in the engine's own walk. Cells that show
/// nothing (white space, `&nbsp;`, spacer images) take no room. A cell's `width` (percent,
/// or pixels at 8 a column) is honoured when the row fits with it.
struct LayoutTableFlow {
    /// A cell of a side-by-side row and its column's width.
    struct Column {
        let cell: MarkupNode
        let width: Int
        /// The cell as measured, when its lines can be reused: measuring it numbered its links
        /// (if any) in document order.
        let measured: MeasuredCell?
    }

    /// The side-by-side rows, by node index.
    private(set) var sideBySide: [Int: [Column]] = [:]
    /// The cells that show nothing, by node index.
    private(set) var blankCells: Set<Int> = []
    /// Rows whose cells stack and are set apart like paragraphs, because one of them holds
    /// more than a line; the cells of other stacked rows (an invoice's) follow each other.
    private(set) var spacedRows: Set<Int> = []

    /// Columns of text a cell gets before its row stacks instead (or its whole width, when less).
    static let comfortableWidth = 20
    /// Blank columns between side-by-side cells.
    static let gap = 2
    /// Side-by-side rows nest this deep at most (inside it, rows stack): each level lays its
    /// cells out once more, to measure them.
    static let maximumDepth = 2
    /// Cells bigger than this (in nodes) are not measured, and their rows stack: measuring
    /// lays a cell out once more, and a cell holding a deep nest of tables would cost each
    /// level a walk of all the levels inside it.
    static let maximumMeasuredNodes = 2_000
    /// CSS pixels a terminal column stands for.
    static let pixelsPerColumn = 8

    /// Plans `table` at `available` columns, asked only when a row may go side by side (it
    /// costs a walk of the open blocks). Cells are measured for real, and their lines reused
    /// when they fit, while that numbers links in document order: until content laid out
    /// later by the walk (a caption, a stacked row) numbers one. Cells after it that number
    /// links are measured by a scratch engine and laid out again when their row is reached.
    init(table: MarkupNode, engine: LayoutEngine, available availableWidth: () -> Int) {
        var knownAvailable: Int?
        // The engine's document is read in place: a copy of it retains its tree, tables and
        // sheet (some twenty references) per table.
        let tree = engine.document.tree
        let measures = engine.tableDepth < Self.maximumDepth
        var scratch: LayoutEngine?
        // Whether measuring for real still numbers links in document order: content laid out
        // later (a caption, stacked rows) that comes first must number none. It is read only
        // when a cell that numbers links is measured, so a deep nest of one-cell tables costs
        // no walk of what each holds.
        var inOrder = true
        var unchecked: [MarkupNode] = engine.options.hyperlinks ? [] : table.children.filter {
            switch $0.kind {
            case .tableRow, .tableSection: false
            default: true
            }
        }
        func measuresInOrder() -> Bool {
            if inOrder, !unchecked.isEmpty {
                inOrder = !unchecked.contains(where: Self.numbersLinks)
                unchecked = []
            }
            return inOrder
        }
        var groups: [Int: [(row: MarkupNode, cells: [(cell: MeasuredCell, reusable: Bool)])]] = [:]
        /// Measures the cells of `row` when they may go side by side.
        func plan(_ row: MarkupNode) {
            guard engine.document.style(ofNodeAt: row.id.index).isHidden != true else { return }
            var candidates: [MarkupNode] = []
            // The row's children by index, a node made only for a shown cell: a node retains
            // its tree, and most other children are the white space between cells.
            var child = row.id.index + 1
            let end = tree.records[row.id.index].subtreeEnd
            while child < end {
                defer { child = tree.records[child].subtreeEnd }
                guard case .tableCell = tree.records[child].kind,
                      engine.document.style(ofNodeAt: child).isHidden != true else {
                    continue
                }
                let cell = tree[NodeID(child)]
                if TableClassifier.isBlank(cell) {
                    blankCells.insert(cell.id.index)
                } else {
                    // Made once with room for a usual row, not grown a cell at a time.
                    if candidates.isEmpty { candidates.reserveCapacity(8) }
                    candidates.append(cell)
                }
            }
            let fitsMeasuring = measures && candidates.count >= 2
                && candidates.allSatisfy { $0.subtreeEnd - $0.id.index <= Self.maximumMeasuredNodes }
            let available = fitsMeasuring ? knownAvailable ?? availableWidth() : 0
            if fitsMeasuring { knownAvailable = available }
            guard fitsMeasuring, candidates.count <= available / (Self.gap + 1) else {
                if inOrder, !engine.options.hyperlinks { unchecked += candidates }
                return
            }
            // Every candidate measured in order; those that show nothing are left out.
            var cells: [(cell: MeasuredCell, reusable: Bool)] = []
            cells.reserveCapacity(candidates.count)
            for cell in candidates {
                let measured: (cell: MeasuredCell, reusable: Bool)
                if !Self.numbersLinks(cell) || measuresInOrder() {
                    measured = (MeasuredCell(cell, engine: engine, roles: engine.roles), true)
                } else {
                    let measuring = scratch ?? engine.scratchEngine()
                    scratch = measuring
                    measured = (MeasuredCell(cell, engine: measuring, roles: engine.roles), false)
                }
                if !measured.cell.isBlank { cells.append(measured) }
            }
            guard cells.count >= 2 else { return }
            groups[cells.count, default: []].append((row, cells))
        }
        // The rows in order, from sections and directly from the table.
        for child in table.children {
            switch child.kind {
            case .tableRow: plan(child)
            case .tableSection: for row in child.children where row.kind == .tableRow { plan(row) }
            default: break
            }
        }
        let available = knownAvailable ?? 0
        sideBySide.reserveCapacity(groups.values.reduce(0) { $0 + $1.count })
        for (count, rows) in groups {
            let measured = rows.map { $0.cells.map { $0.cell } }
            guard let widths = Self.columnWidths(measured, count: count, available: available) else {
                for (row, cells) in rows
                where cells.contains(where: { $0.cell.natural > available || $0.cell.lineCount > 1 }) {
                    spacedRows.insert(row.id.index)
                }
                continue
            }
            for (row, cells) in rows {
                sideBySide[row.id.index] = zip(cells, widths).map {
                    Column(cell: $0.cell.node, width: $1, measured: $0.reusable ? $0.cell : nil)
                }
            }
        }
    }

    /// Whether laying `cell` out numbers a link or an image (`[n]` in the link list).
    private static func numbersLinks(_ cell: MarkupNode) -> Bool {
        let tree = cell.tree
        for index in (cell.id.index + 1)..<cell.subtreeEnd {
            switch tree.records[index].kind {
            case .link, .image:
                if tree.hasAttribute("href", at: index) || tree.hasAttribute("src", at: index) { return true }
            default:
                continue
            }
        }
        return false
    }

    /// The widths of `count` columns holding `rows` of measured cells; nil when they do not fit.
    static func columnWidths(_ rows: [[MeasuredCell]], count: Int, available: Int) -> [Int]? {
        let budget = available - gap * (count - 1)
        guard budget >= count else { return nil }
        var minimum = [Int](repeating: 1, count: count)
        var natural = [Int](repeating: 1, count: count)
        var target = [Int?](repeating: nil, count: count)
        // Cells are read in place, by index: iterating copies each reference (a retain).
        for row in rows.indices {
            for column in rows[row].indices {
                minimum[column] = max(minimum[column], rows[row][column].minimum)
                natural[column] = max(natural[column], rows[row][column].natural)
                if let width = askedColumns(of: rows[row][column].node, of: budget) {
                    target[column] = max(target[column] ?? 0, width)
                }
            }
        }
        let needed = zip(minimum, natural).map { max($0, min($1, comfortableWidth)) }
        guard needed.reduce(0, +) <= budget else { return nil }
        // Asked-for widths, when the row fits with them; the other columns share what is left.
        let asked = zip(needed, target).map { need, target in target.map { max($0, need) } ?? need }
        if target.contains(where: { $0 != nil }), asked.reduce(0, +) <= budget {
            let free = (0..<count).filter { target[$0] == nil }
            return grown(asked, toward: natural, columns: free, budget: budget)
        }
        if natural.reduce(0, +) <= budget { return natural }
        return grown(needed, toward: natural, columns: Array(0..<count), budget: budget)
    }

    /// `widths` with the room left in `budget` shared among `columns` in proportion to what
    /// each lacks of its natural width.
    private static func grown(_ widths: [Int], toward natural: [Int], columns: [Int], budget: Int) -> [Int] {
        var widths = widths
        var left = budget - widths.reduce(0, +)
        let lacking = columns.reduce(0) { $0 + max(0, natural[$1] - widths[$1]) }
        guard left > 0, lacking > 0 else { return widths }
        let share = min(left, lacking)
        for column in columns {
            let grow = max(0, natural[column] - widths[column]) * share / lacking
            widths[column] += grow
            left -= grow
        }
        var column = 0
        while left > 0, columns.contains(where: { widths[$0] < natural[$0] }) {
            let index = columns[column % columns.count]
            if widths[index] < natural[index] {
                widths[index] += 1
                left -= 1
            }
            column += 1
        }
        return widths
    }

    /// Lays out each cell of a side-by-side row at its column's width, aligned as its style
    /// says, into `cellLines`: the range of each column's lines there, in order.
    static func layOutCells(of columns: [Column], engine: LayoutEngine,
                            into cellLines: inout CellLines) -> [Range<Int>] {
        var blocks: [Range<Int>] = []
        blocks.reserveCapacity(columns.count)
        // Columns are read in place, by index: a copy of one retains its cell's tree and measure.
        for index in columns.indices {
            let width = columns[index].width
            let align = engine.document.style(ofNodeAt: columns[index].cell.id.index).textAlign ?? .start
            let first = cellLines.count
            if let measured = columns[index].measured {
                measured.appendLines(width: width, align: align, engine: engine, to: &cellLines)
                engine.recycleFlow(of: measured)
            } else {
                let nested = engine.nestedEngine(width: width, roles: engine.roles)
                nested.layout(childrenOf: columns[index].cell, align: align)
                cellLines.append(nested.lines, align: .start, width: width)
            }
            blocks.append(first..<cellLines.count)
        }
        return blocks
    }

    /// The columns the widest line of a side-by-side row takes (see
    /// ``appendLine(_:of:blocks:cellLines:to:)``), counted from the cells' line widths.
    static func widestLine(of columns: [Column], blocks: [Range<Int>], cellLines: CellLines) -> Int {
        let height = blocks.reduce(0) { max($0, $1.count) }
        var widest = 0
        for lineIndex in 0..<height {
            var lineWidth = 0
            // By index: iterating the blocks retains their array per line.
            for index in blocks.indices {
                let block = blocks[index]
                let used = lineIndex < block.count ? cellLines.width(ofLine: block.lowerBound + lineIndex) : 0
                lineWidth += used
                if index < blocks.count - 1 { lineWidth += max(0, columns[index].width - used + gap) }
            }
            widest = max(widest, lineWidth)
        }
        return widest
    }

    /// Adds line `lineIndex` of a side-by-side row to `line`: each column's line of
    /// `cellLines` (its lines are `blocks`), padded to the column's width and `gap` columns
    /// apart from the next.
    static func appendLine(_ lineIndex: Int, of columns: [Column], blocks: [Range<Int>], cellLines: CellLines,
                           to line: inout RowLine) {
        // By index: iterating the blocks retains their array per line.
        for index in blocks.indices {
            let block = blocks[index]
            var used = 0
            if lineIndex < block.count {
                line.appendLine(block.lowerBound + lineIndex, of: cellLines)
                used = cellLines.width(ofLine: block.lowerBound + lineIndex)
            }
            if index < blocks.count - 1 { line.appendBlanks(columns[index].width - used + gap) }
        }
    }

    /// The width `table` asks for (percent, or pixels at 8 a column), when it is narrower than
    /// `available` and wide enough to read; nil otherwise.
    static func narrowedWidth(of table: MarkupNode, available: Int) -> Int? {
        guard let width = askedColumns(of: table, of: available),
              width < available, width >= comfortableWidth * 2 else { return nil }
        return width
    }

    /// Whether a table or cell asks for a width: a `width` attribute, or `width` or
    /// `max-width` in its `style=""`.
    static func asksWidth(_ node: MarkupNode) -> Bool {
        node.attribute("width") != nil || node.attribute("style")?.contains("width") == true
    }

    /// The columns a table or cell asks for out of `whole`: its `style=""` width (which wins
    /// over the attribute in a browser) or else its `width` attribute, at most its `max-width`
    /// (`width: 100%; max-width: 600px` is the usual e-mail container). Styles carry no
    /// widths, so the declarations are read here.
    static func askedColumns(of node: MarkupNode, of whole: Int) -> Int? {
        var width = node.attribute("width")
        var maximum: String?
        if let style = node.attribute("style") {
            let declared = declaredWidths(in: style)
            width = declared.width ?? width
            maximum = declared.maximum
        }
        let asked = columns(width, of: whole)
        guard let cap = columns(maximum, of: whole) else { return asked }
        return min(asked ?? whole, cap)
    }

    /// A `width` attribute in columns: a percentage of `whole`, or pixels at 8 a column.
    static func columns(_ value: String?, of whole: Int) -> Int? {
        guard let value = value?.trimmingASCIIWhitespace(), !value.isEmpty else { return nil }
        let digits = value.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let number = Int(digits.prefix(6)), number > 0 else { return nil }
        var rest = value.dropFirst(digits.count)
        if rest.hasPrefix(".") { rest = rest.dropFirst().drop { $0.isASCII && $0.isNumber } }
        if rest.hasPrefix("%") { return max(1, whole * min(number, 100) / 100) }
        guard rest.isEmpty || rest.hasPrefix("px") else { return nil }
        return max(1, (number + pixelsPerColumn / 2) / pixelsPerColumn)
    }
}
