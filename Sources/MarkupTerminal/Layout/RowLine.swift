/// One line of a data table's row or rule, or of a side-by-side row of a layout table. For
/// the streaming `render` it is pieces: lines of the cells' content held in the row's
/// ``CellLines``, and runs of one cell (padding blanks, borders), written from there
/// (``LayoutEngine/emit(row:of:)``); every other reader gets it as one line of cells, made as
/// the line is (no pieces).
///
/// A table keeps one, emptied for each line, so a streamed line costs no array of its own.
struct RowLine {
    enum Piece {
        /// Line `index` of the row's ``CellLines``.
        case line(Int)
        /// `count` copies of a cell: blanks, a bar, a rule's glyphs.
        case repeated(Cell, count: Int)
    }

    /// Whether the line is made as cells (else as pieces).
    let makesCells: Bool
    /// The line's pieces are the first ``pieceCount``; those after them are left from longer
    /// lines before, and overwritten as the line grows (emptying the array for each line costs
    /// more than filling it).
    private(set) var pieces: [Piece] = []
    private(set) var pieceCount = 0
    /// The line as cells, when it is made so.
    private var cells: [Cell] = []
    /// Columns the line takes, counted when it is made as pieces.
    private(set) var width = 0
    /// Cells the line holds.
    private var cellCount = 0

    init(makesCells: Bool) {
        self.makesCells = makesCells
    }

    var isEmpty: Bool { makesCells ? cells.isEmpty : cellCount == 0 }

    /// Starts the next line, with room for `capacity` cells when it is made as cells.
    mutating func start(capacity: Int) {
        if makesCells {
            cells = []
            cells.reserveCapacity(capacity)
            return
        }
        // Room for a usual row's pieces, made once.
        if pieces.isEmpty { pieces.reserveCapacity(16) }
        pieceCount = 0
        width = 0
        cellCount = 0
    }

    /// Adds line `index` of `cellLines`.
    mutating func appendLine(_ index: Int, of cellLines: CellLines) {
        if makesCells {
            cellLines.appendLine(index, to: &cells)
            return
        }
        let count = cellLines.cellCount(ofLine: index)
        guard count > 0 else { return }
        add(.line(index))
        width += cellLines.width(ofLine: index)
        cellCount += count
    }

    /// Adds `count` copies of `cell` (none when `count` is not positive).
    mutating func append(_ cell: Cell, count: Int = 1) {
        guard count > 0 else { return }
        if makesCells {
            // One at a time: runs are a few cells, and appending a repeated element goes
            // through a generic path that costs more than the loop.
            for _ in 0..<count { cells.append(cell) }
            return
        }
        add(.repeated(cell, count: count))
        width += Int(cell.width) * count
        cellCount += count
    }

    /// Adds `count` plain blanks (none when `count` is not positive).
    mutating func appendBlanks(_ count: Int) {
        append(Cell.blank(), count: count)
    }

    /// Puts `count` plain blanks in front of the line (an indent).
    mutating func insertBlanks(_ count: Int) {
        guard count > 0 else { return }
        if makesCells {
            cells.insert(contentsOf: repeatElement(Cell.blank(), count: count), at: 0)
            return
        }
        pieces.insert(.repeated(Cell.blank(), count: count), at: 0)
        pieceCount += 1
        width += count
        cellCount += count
    }

    /// Adds `piece` after the line's pieces.
    private mutating func add(_ piece: Piece) {
        if pieceCount < pieces.count {
            pieces[pieceCount] = piece
        } else {
            pieces.append(piece)
        }
        pieceCount += 1
    }

    /// The line made as cells, handed over.
    mutating func takeCells() -> [Cell] {
        var taken: [Cell] = []
        swap(&taken, &cells)
        return taken
    }

    /// Where the line made as pieces ends once the cells at its end that
    /// ``LayoutEngine/trim(_:)`` drops are dropped: how many pieces are kept, and how many
    /// cells of the last kept piece (all of a run; of a line of `cellLines`, up to its last
    /// cell that shows). No piece when nothing is left.
    func trimmedEnd(of cellLines: CellLines) -> (pieces: Int, lastCells: Int) {
        var end = pieceCount
        while end > 0 {
            switch pieces[end - 1] {
            case .repeated(let cell, let count):
                if !LayoutEngine.isInvisibleSpace(cell) { return (end, count) }
            case .line(let index):
                let kept = cellLines.withCells(ofLine: index) { cells in
                    var count = cells.count
                    while count > 0, LayoutEngine.isInvisibleSpace(cells[count - 1]) { count -= 1 }
                    return count
                }
                if kept > 0 { return (end, kept) }
            }
            end -= 1
        }
        return (0, 0)
    }
}
