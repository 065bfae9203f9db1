import MarkupCore

/// A grid of cells that panes and renders draw into; tests compare its text and styles.
public struct CellBuffer: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, fill: Cell = .blank()) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: fill, count: self.width * self.height)
    }

    public subscript(row: Int, column: Int) -> Cell {
        get { cells[row * width + column] }
        set { put(newValue, row: row, column: column) }
    }

    /// Places a cell, keeping wide clusters whole: a half that is overwritten blanks the other.
    public mutating func put(_ cell: Cell, row: Int, column: Int) {
        guard row >= 0, row < height, column >= 0, column < width else { return }
        let index = row * width + column
        let old = cells[index]
        if old.width == 2, column + 1 < width { cells[index + 1] = .blank(cells[index + 1].style) }
        if old.isContinuation, column > 0 { cells[index - 1] = .blank(cells[index - 1].style) }
        if cell.width == 2, column + 1 >= width {
            cells[index] = .blank(cell.style)
            return
        }
        cells[index] = cell
        if cell.width == 2 {
            let next = cells[index + 1]
            if next.width == 2, column + 2 < width { cells[index + 2] = .blank(cells[index + 2].style) }
            cells[index + 1] = .continuation(of: cell)
        }
    }

    /// Writes cells from `column`, clipped to `maxWidth` columns (and the buffer); returns columns used.
    @discardableResult
    public mutating func write(_ line: [Cell], row: Int, column: Int, maxWidth: Int? = nil) -> Int {
        let limit = min(width - column, maxWidth ?? Int.max)
        var used = 0
        var index = 0
        while index < line.count {
            let cell = line[index]
            if cell.isContinuation { index += 1; continue }
            let cellWidth = Int(cell.width)
            if used + cellWidth > limit { break }
            put(cell, row: row, column: column + used)
            used += cellWidth
            index += 1
        }
        return used
    }

    /// Writes text in one style; returns columns used.
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, style: TerminalStyle = .plain,
                               maxWidth: Int? = nil) -> Int {
        write(Cell.cells(text, style: style), row: row, column: column, maxWidth: maxWidth)
    }

    /// Fills a rectangle with blanks of a style.
    public mutating func fill(row: Int, column: Int, width fillWidth: Int, height fillHeight: Int, style: TerminalStyle = .plain) {
        for y in max(0, row)..<min(height, row + fillHeight) {
            for x in max(0, column)..<min(width, column + fillWidth) { put(.blank(style), row: y, column: x) }
        }
    }

    /// Changes the style of cells in a rectangle (highlights, selection).
    public mutating func restyle(row: Int, column: Int, width restyleWidth: Int, height restyleHeight: Int = 1,
                                 _ change: (TerminalStyle) -> TerminalStyle) {
        for y in max(0, row)..<min(height, row + restyleHeight) {
            for x in max(0, column)..<min(width, column + restyleWidth) {
                cells[y * width + x].style = change(cells[y * width + x].style)
            }
        }
    }

    /// The text of a row, wide clusters once, trailing spaces kept.
    public func text(row: Int) -> String {
        var text = ""
        for column in 0..<width where !self[row, column].isContinuation { text += self[row, column].grapheme }
        return text
    }

    /// Every row's text with trailing spaces removed, for tests and snapshots.
    public var lines: [String] {
        (0..<height).map { row in
            var line = text(row: row)
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
