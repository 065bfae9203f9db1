/// A wrapped line of an inline flow as segments, not cells: stretches of the flow's
/// positions and, rarely, a cell of its own (the placeholder of a wide cluster on a
/// one-column line). The streaming `render` writes a line from its segments
/// (``InlineFlow/write(_:on:writer:to:)``); every other reader gets the cells
/// (``InlineFlow/appendCells(of:to:)``), the same cells a line copied from the flow holds.
struct SegmentLine {
    enum Segment {
        /// The flow's positions `range` (clusters, continuations, the spaces between words).
        case flow(Range<Int>)
        /// A cell that is not in the flow.
        case cell(Cell)
    }

    /// The segments before ``last``; emptied and refilled for each line, so a line costs no
    /// allocation. Most lines are one stretch of the flow and leave it empty.
    private var earlier: [Segment] = []
    /// The last stretch of the flow, still growing as words that follow it are added.
    private var last: Range<Int> = 0..<0
    /// Columns the line takes.
    private(set) var width = 0

    init() {}

    var isEmpty: Bool { earlier.isEmpty && last.isEmpty }

    /// The line's positions when they are one stretch of the flow (most lines), else nil: read
    /// before a line held in place is handed on, so that it is not copied (retaining its
    /// segments' array) when it is only that.
    var onlyStretch: Range<Int>? { earlier.isEmpty ? last : nil }

    /// Calls `body` with each segment in order.
    @inline(__always)
    func forEach(_ body: (Segment) -> Void) {
        // Iterating retains the array: most lines have none.
        if !earlier.isEmpty {
            for segment in earlier { body(segment) }
        }
        if !last.isEmpty { body(.flow(last)) }
    }

    /// Adds the flow's positions `range`, `width` columns wide.
    @inline(__always)
    mutating func append(_ range: Range<Int>, width: Int) {
        if last.upperBound == range.lowerBound, !last.isEmpty {
            last = last.lowerBound..<range.upperBound
        } else {
            if !last.isEmpty { earlier.append(.flow(last)) }
            last = range
        }
        self.width += width
    }

    mutating func append(_ cell: Cell) {
        if !last.isEmpty { earlier.append(.flow(last)) }
        last = 0..<0
        earlier.append(.cell(cell))
        width += Int(cell.width)
    }

    /// Drops the cells at the end that are blanks, as `isBlank` says of a flow position and
    /// `isBlankCell` of a cell of its own (trailing spaces, a column each).
    mutating func dropTrailingBlanks(isBlank: (Int) -> Bool, isBlankCell: (Cell) -> Bool) {
        while true {
            while !last.isEmpty, isBlank(last.upperBound - 1) {
                last = last.lowerBound..<last.upperBound - 1
                width -= 1
            }
            guard last.isEmpty, let segment = earlier.popLast() else { return }
            switch segment {
            case .cell(let cell):
                guard isBlankCell(cell) else {
                    earlier.append(segment)
                    return
                }
                width -= Int(cell.width)
            case .flow(let range):
                last = range
            }
        }
    }

    mutating func removeAll() {
        // Emptying an empty array still goes through the array's generic removal.
        if !earlier.isEmpty { earlier.removeAll(keepingCapacity: true) }
        last = 0..<0
        width = 0
    }
}
