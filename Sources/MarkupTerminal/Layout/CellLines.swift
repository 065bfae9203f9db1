import MarkupCore

/// Lines of cells laid end to end in one array, each with its width: the content of a table
/// row's cells at their columns' widths, read line by line to lay the row out.
///
/// A row's cells share one value, emptied for the next row keeping its room, so a cell's lines
/// cost no array each.
struct CellLines {
    private var cells: [Cell] = []
    /// Where each line ends in ``cells``; it starts where the line before it ends.
    private var ends: [Int] = []
    private var widths: [Int] = []

    var count: Int { ends.count }

    /// Columns line `index` takes.
    func width(ofLine index: Int) -> Int { widths[index] }

    /// Cells line `index` holds.
    func cellCount(ofLine index: Int) -> Int {
        ends[index] - (index == 0 ? 0 : ends[index - 1])
    }

    /// Appends the cells of line `index` to `line`.
    func appendLine(_ index: Int, to line: inout [Cell]) {
        withCells(ofLine: index) { line.append(contentsOf: $0) }
    }

    /// Calls `body` with the cells of line `index`, read in place.
    @inline(__always)
    func withCells<Result>(ofLine index: Int, _ body: (UnsafeBufferPointer<Cell>) -> Result) -> Result {
        let start = index == 0 ? 0 : ends[index - 1]
        return cells.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<ends[index]])) }
    }

    /// Empties the lines, keeping their room.
    mutating func removeAll() {
        cells.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        widths.removeAll(keepingCapacity: true)
    }

    /// Adds `line` of `view` after `padding` blanks (its alignment).
    mutating func append(_ line: SegmentLine, of view: FlowView, after padding: Int) {
        let start = cells.count
        Self.appendBlanks(padding, to: &cells)
        view.appendCells(of: line, to: &cells)
        ends.append(cells.count)
        widths.append(max(0, padding) + line.width)
        assert(widths[widths.count - 1] == RenderedDocument.width(of: Array(cells[start...])), "a segment line's width")
    }

    /// Adds a line that shows nothing and takes no room.
    mutating func appendEmptyLine() {
        ends.append(cells.count)
        widths.append(0)
    }

    /// Adds each of `lines` as ``append(_:align:width:)`` adds a line.
    mutating func append(_ lines: RenderedLines, align: TextAlign, width: Int) {
        for index in lines.indices {
            lines.withCells(ofLine: index) { append($0, align: align, width: width) }
        }
    }

    /// Adds `line`, centred or pushed right within `width` columns by the leading blanks
    /// ``LayoutEngine/alignmentPadding(used:align:width:)`` counts.
    mutating func append(_ line: some Collection<Cell>, align: TextAlign, width: Int) {
        let used = RenderedDocument.width(of: line)
        let padding = LayoutEngine.alignmentPadding(used: used, align: align, width: width)
        Self.appendBlanks(padding, to: &cells)
        cells.append(contentsOf: line)
        ends.append(cells.count)
        widths.append(used + max(0, padding))
    }

    /// Adds `count` plain blanks to `line` (none when `count` is not positive), one at a time:
    /// runs are a few blanks, and appending a repeated element goes through a generic path
    /// that costs more than the loop.
    static func appendBlanks(_ count: Int, to line: inout [Cell]) {
        guard count > 0 else { return }
        let blank = Cell.blank()
        for _ in 0..<count { line.append(blank) }
    }
}
