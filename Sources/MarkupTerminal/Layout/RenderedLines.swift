import MarkupCore

/// The lines of a laid-out document: each line's cells, held end to end in a few large blocks
/// rather than in an array per line.
///
/// A line is a collection element (`lines[i]` makes its cells an array, for the rows a
/// reader looks at); ``withCells(ofLine:_:)`` reads them in place. Layout appends a line's
/// cells straight into the last block: a document of a hundred thousand lines costs a few
/// dozen allocations, not one per line, and no reference to count per line when lines are
/// joined, copied or freed. A line never spans two blocks, and joining two documents' lines
/// appends the blocks, not their cells.
public struct RenderedLines: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable, Sendable {
    /// Where a line's cells are: `start..<end` of block `block`.
    private struct Span: Equatable {
        var block: Int32
        var start: Int32
        var end: Int32
    }

    /// Block 0. Held apart from the others so that lines that fit in one block (a table
    /// cell's) cost two allocations, its cells and their spans, as an array of one line did.
    private var first: [Cell] = []
    /// Blocks 1 and up.
    private var rest: [[Cell]] = []
    private var spans: [Span] = []

    /// Cells of the first block at least (a wider first line gets a block its size); each
    /// next one doubles, up to ``largestBlock``. A table cell's line or two take a block of a
    /// few hundred bytes (a measured cell keeps it until its table is drawn), lines hold at
    /// most about twice their cells, and a big document takes few large blocks.
    private static let firstBlock = 16
    /// Cells of a block once blocks are this large (1.25 MiB): a line wider than it gets a
    /// block of its own size.
    private static let largestBlock = 1 << 16

    public init() {}

    /// Lines holding `lines`' cells.
    init(_ lines: some Sequence<[Cell]>) {
        for line in lines { append(line) }
    }

    public init(arrayLiteral lines: [Cell]...) {
        self.init(lines)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { spans.count }

    /// The cells of line `index`, as a new array.
    public subscript(index: Int) -> [Cell] {
        withCells(ofLine: index) { Array($0) }
    }

    /// Calls `body` with the cells of line `index`, read in place (valid during the call).
    @inline(__always)
    public func withCells<Result>(ofLine index: Int, _ body: (UnsafeBufferPointer<Cell>) throws -> Result) rethrows -> Result {
        let span = spans[index]
        let range = Int(span.start)..<Int(span.end)
        return try span.block == 0
            ? first.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
            : rest[Int(span.block) - 1].withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Cells the blocks have room for, written or not: what the lines hold on to.
    var heldCells: Int { rest.reduce(first.capacity) { $0 + $1.capacity } }

    /// Columns line `index` takes.
    func width(ofLine index: Int) -> Int {
        withCells(ofLine: index, RenderedDocument.width(of:))
    }

    /// Adds a line of `line`'s cells.
    mutating func append(_ line: [Cell]) {
        appendLine(reserving: line.count) { $0.append(contentsOf: line) }
    }

    /// Adds every line of `other` after these: `other`'s blocks are taken as they are.
    mutating func append(contentsOf other: RenderedLines) {
        let offset = Int32(1 + rest.count)
        rest.append(other.first)
        rest += other.rest
        spans.reserveCapacity(spans.count + other.spans.count)
        for span in other.spans {
            spans.append(Span(block: span.block + offset, start: span.start, end: span.end))
        }
    }

    public static func == (left: RenderedLines, right: RenderedLines) -> Bool {
        left.count == right.count && left.indices.allSatisfy { index in
            left.withCells(ofLine: index) { cells in right.withCells(ofLine: index) { cells.elementsEqual($0) } }
        }
    }

    /// Adds a line whose cells `fill` appends to the end of the block it is written into
    /// (and must not otherwise change); `count` is how many it appends at most, so that the
    /// line is made where it fits. More is fine: the block then grows, and is copied as an
    /// array grows (spans count from its start, so they stay right).
    @inline(__always)
    mutating func appendLine(reserving count: Int, _ fill: (inout [Cell]) -> Void) {
        let block = blockWithRoom(for: count)
        let start: Int
        let end: Int
        if block == 0 {
            start = first.count
            fill(&first)
            end = first.count
        } else {
            start = rest[block - 1].count
            fill(&rest[block - 1])
            end = rest[block - 1].count
        }
        spans.append(Span(block: Int32(block), start: Int32(start), end: Int32(end)))
    }

    /// Drops the cells at the end of the last line for which `drops` is true.
    mutating func trimLastLine(while drops: (Cell) -> Bool) {
        guard let span = spans.last else { return }
        let start = Int(span.start)
        var end = Int(span.end)
        if span.block == 0 {
            while end > start, drops(first[end - 1]) { end -= 1 }
            guard end < Int(span.end) else { return }
            first.removeLast(Int(span.end) - end)
        } else {
            let block = Int(span.block) - 1
            while end > start, drops(rest[block][end - 1]) { end -= 1 }
            guard end < Int(span.end) else { return }
            rest[block].removeLast(Int(span.end) - end)
        }
        spans[spans.count - 1].end = Int32(end)
    }

    /// Empties the lines. The blocks are let go, not emptied in place: a copy of the lines
    /// may share them (a measured table cell's), and emptying a shared block keeping its room
    /// would allocate that room again.
    mutating func removeAll() {
        spans.removeAll(keepingCapacity: true)
        first = []
        rest.removeAll(keepingCapacity: true)
    }

    /// The block to write a line of at most `count` cells into: the last one when it has room
    /// for it, else a new one.
    @inline(__always)
    private mutating func blockWithRoom(for count: Int) -> Int {
        if let last = rest.last {
            if last.capacity - last.count >= count { return rest.count }
        } else if first.capacity - first.count >= count, first.capacity > 0 {
            return 0
        }
        return addBlock(for: count)
    }

    /// Adds a block with room for `count` cells at least (the first block, when there is
    /// none yet), and returns its number.
    @inline(never)
    private mutating func addBlock(for count: Int) -> Int {
        let previous = rest.last?.capacity ?? first.capacity
        var block: [Cell] = []
        block.reserveCapacity(Swift.max(count, previous == 0 ? Self.firstBlock : Swift.min(Self.largestBlock, previous * 2)))
        if previous == 0, rest.isEmpty, spans.isEmpty {
            first = block
            return 0
        }
        rest.append(block)
        return rest.count
    }
}
