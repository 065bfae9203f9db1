import MarkupCore

/// The lines of a laid-out document: each line's cells, held end to end in a few large blocks
/// rather than in an array per line.
///
/// A line is a collection element (`lines[i]` makes its cells an array, for the rows a
/// reader looks at); ``withCells(ofLine:_:)`` reads them in place. Layout appends a line's
/// cells straight into the last block: a document of a hundred thousand lines costs a few
/// dozen allocations, not one per line, and no reference to count per line when lines are
/// joined, copied or freed. A line never spans two blocks, so a block never moves once
/// written, and joining two documents' lines appends the blocks, not their cells.
public struct RenderedLines: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable, Sendable {
    /// Where a line's cells are: `start..<end` of block `block`.
    private struct Span: Equatable {
        var block: Int32
        var start: Int32
        var end: Int32
    }

    private var blocks: [[Cell]] = []
    private var spans: [Span] = []

    /// Cells of the first block; each next one doubles, up to ``largestBlock``: a snippet
    /// takes a small block, a big document few large ones.
    private static let firstBlock = 1 << 10
    /// Cells of a block once blocks are this large (1.25 MiB): a line wider than it gets a
    /// block of its own size.
    private static let largestBlock = 1 << 16

    public init() {}

    /// Lines holding `lines`' cells.
    public init(_ lines: some Sequence<[Cell]>) {
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
        return try blocks[Int(span.block)].withUnsafeBufferPointer {
            try body(UnsafeBufferPointer(rebasing: $0[Int(span.start)..<Int(span.end)]))
        }
    }

    /// Columns line `index` takes.
    public func width(ofLine index: Int) -> Int {
        withCells(ofLine: index) { cells in cells.reduce(0) { $0 + Int($1.width) } }
    }

    /// Adds a line of `line`'s cells.
    public mutating func append(_ line: [Cell]) {
        appendLine(reserving: line.count) { $0.append(contentsOf: line) }
    }

    /// Adds every line of `other` after these: `other`'s blocks are taken as they are.
    mutating func append(contentsOf other: RenderedLines) {
        let offset = Int32(blocks.count)
        blocks += other.blocks
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
    /// line is made where it fits. More is fine, at the cost of the block being moved.
    @inline(__always)
    mutating func appendLine(reserving count: Int, _ fill: (inout [Cell]) -> Void) {
        let block = blockWithRoom(for: count)
        let start = blocks[block].count
        fill(&blocks[block])
        spans.append(Span(block: Int32(block), start: Int32(start), end: Int32(blocks[block].count)))
    }

    /// Drops the cells at the end of the last line for which `drops` is true.
    mutating func trimLastLine(while drops: (Cell) -> Bool) {
        guard let span = spans.last else { return }
        let block = Int(span.block)
        var end = Int(span.end)
        while end > Int(span.start), drops(blocks[block][end - 1]) { end -= 1 }
        guard end < Int(span.end) else { return }
        blocks[block].removeLast(Int(span.end) - end)
        spans[spans.count - 1].end = Int32(end)
    }

    /// Empties the lines, keeping the last block's room when it is not shared.
    mutating func removeAll() {
        spans.removeAll(keepingCapacity: true)
        guard var last = blocks.popLast() else { return }
        blocks.removeAll(keepingCapacity: true)
        last.removeAll(keepingCapacity: true)
        blocks.append(last)
    }

    /// The block to write a line of at most `count` cells into: the last one when it has room
    /// for it, else a new one.
    @inline(__always)
    private mutating func blockWithRoom(for count: Int) -> Int {
        if let last = blocks.last, last.capacity - last.count >= count { return blocks.count - 1 }
        return addBlock(for: count)
    }

    @inline(never)
    private mutating func addBlock(for count: Int) -> Int {
        let previous = blocks.last?.capacity ?? 0
        var block: [Cell] = []
        block.reserveCapacity(Swift.max(count, previous == 0 ? Self.firstBlock : Swift.min(Self.largestBlock, previous * 2)))
        blocks.append(block)
        return blocks.count - 1
    }
}
