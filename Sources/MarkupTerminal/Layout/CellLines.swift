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

    /// Appends the cells of line `index` to `line`.
    func appendLine(_ index: Int, to line: inout [Cell]) {
        let start = index == 0 ? 0 : ends[index - 1]
        cells.withUnsafeBufferPointer { line.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<ends[index]])) }
    }

    mutating func removeAll() {
        cells.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        widths.removeAll(keepingCapacity: true)
    }

    /// Where the next line's cells start.
    var openLineStart: Int { cells.count }

    /// Cells of `view` at the end of the open line.
    mutating func append(_ line: SegmentLine, of view: FlowView) {
        view.appendCells(of: line, to: &cells)
    }

    /// The open line, started at `start`, centred or pushed right within `width` columns by
    /// leading blanks, as ``LayoutEngine/align(_:align:width:)`` puts a line.
    mutating func alignOpenLine(from start: Int, align: TextAlign, width: Int) {
        switch align {
        case .center, .right, .end: break
        default: return
        }
        var used = 0
        for index in start..<cells.count { used &+= Int(cells[index].width) }
        let padding = LayoutEngine.alignmentPadding(used: used, align: align, width: width)
        if padding > 0 { cells.insert(contentsOf: repeatElement(Cell.blank(), count: padding), at: start) }
    }

    /// Drops the open line's trailing spaces that show nothing, as ``LayoutEngine/trim(_:)`` does.
    mutating func trimOpenLine(from start: Int) {
        while cells.count > start, LayoutEngine.isInvisibleSpace(cells[cells.count - 1]) { cells.removeLast() }
    }

    /// Whether the open line, started at `start`, shows nothing (see ``LayoutEngine/showsNothing(_:)``).
    func openLineShowsNothing(from start: Int) -> Bool {
        for index in start..<cells.count where !LayoutEngine.showsNothing(cells[index]) { return false }
        return true
    }

    /// Drops the open line's cells, from `start`.
    mutating func dropOpenLine(from start: Int) {
        cells.removeSubrange(start...)
    }

    /// Ends the open line, started at `start`.
    mutating func endLine(from start: Int) {
        var width = 0
        for index in start..<cells.count { width &+= Int(cells[index].width) }
        ends.append(cells.count)
        widths.append(width)
    }

    /// Adds `count` empty lines before the open line, whose cells start at `start`.
    mutating func insertEmptyLines(_ count: Int, before start: Int) {
        for _ in 0..<count {
            ends.append(start)
            widths.append(0)
        }
    }

    /// Adds `line`, centred or pushed right within `width` columns by leading blanks as
    /// ``LayoutEngine/aligned(_:align:width:)`` puts it.
    mutating func append(_ line: [Cell], align: TextAlign, width: Int) {
        let used = RenderedDocument.width(of: line)
        let padding = LayoutEngine.alignmentPadding(used: used, align: align, width: width)
        if padding > 0 { cells.append(contentsOf: repeatElement(Cell.blank(), count: padding)) }
        cells.append(contentsOf: line)
        ends.append(cells.count)
        widths.append(used + max(0, padding))
    }
}
