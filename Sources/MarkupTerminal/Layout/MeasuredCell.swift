import MarkupCore

/// A table cell's content measured once unwrapped, to size its column, and laid out at the
/// column's width once.
///
/// Content that is one inline flow is not made into lines to be measured: its widths are read
/// from the flow where it would break unwrapped, and it is wrapped when its column is known
/// (at the unbounded width when it fits, as measuring would have laid it out). Other content
/// is laid out unwrapped, and those lines are reused when they fit.
///
/// A class: a measured cell goes through a table's rows, plans and columns, and a copy of a
/// reference is one count where a copy of its fields (node, lines, flow) would be five.
final class MeasuredCell {
    let node: MarkupNode
    /// The element roles the cell's content is laid out with (a header cell's).
    let roles: ElementRoles
    /// The content laid out unwrapped and start-aligned, its blocks' own alignment ignored;
    /// nil when the content is only ``flow``, which makes those lines when asked.
    private let measured: RenderedLines?
    /// Whether the unwrapped lines can be centred or right-aligned by padding them.
    let canRealignByPadding: Bool
    /// The content as one inline flow, when it is only that: wrapped again at the column's width.
    /// Only the cell's own methods read and write it, one access at a time: its accesses are
    /// not checked at run time (each check is a call into the runtime, four or five a cell).
    @exclusivity(unchecked) private(set) var flow: InlineFlow?
    /// How the measuring engine wraps ``flow`` unwrapped: at its unbounded width, clipping
    /// preformatted lines or not, and (in a layout table) without the lines that show
    /// nothing at the flow's edges.
    private let unboundedWidth: Int
    private let clipsPreformatted: Bool
    private let dropsBlankEdges: Bool
    /// Columns the widest line takes unwrapped.
    let natural: Int
    /// Columns the longest unbreakable run takes (a word, or one wide character).
    let minimum: Int
    /// Lines the content takes unwrapped.
    let lineCount: Int
    /// Whether the content shows nothing: no line has a cell other than a plain space.
    let isBlank: Bool

    init(_ node: MarkupNode, engine: LayoutEngine, roles: ElementRoles) {
        self.node = node
        self.roles = roles
        let measuring = engine.measuringEngine(roles: roles)
        measuring.keepsOnlyFlow = true
        measuring.surroundings.ignoresAlignment = true
        measuring.layout(childrenOf: node, align: .start)
        canRealignByPadding = measuring.canRealignByPadding
        // Read from a local in place, and kept last: each copy of a flow retains its storage
        // and cache.
        var onlyFlow = measuring.takeOnlyFlow()
        unboundedWidth = max(1, measuring.options.width - measuring.currentPrefixWidth)
        clipsPreformatted = measuring.frames.innermost.preserves && !measuring.options.wrapsPreformatted
        dropsBlankEdges = measuring.isInLayoutTable
        var extent = Extent()
        if measuring.leftOnlyFlowUnwrapped, onlyFlow != nil {
            measured = nil
            Self.forEachUnwrappedLine(of: &onlyFlow!, width: unboundedWidth, clipsPreformatted: clipsPreformatted,
                                      dropsBlankEdges: dropsBlankEdges) { line, view in
                line?.forEach { segment in
                    switch segment {
                    case .cell(let cell): extent.add(cell)
                    case .flow(let range): extent.add(UnsafeBufferPointer(rebasing: view.cells[range]))
                    }
                }
                extent.endLine()
            }
        } else {
            // Kept until the table is drawn: taken, so that the measuring engine starts the next
            // cell with blocks of its own.
            let lines = measuring.takeLines()
            measured = lines
            for index in lines.indices {
                lines.withCells(ofLine: index) { extent.add($0) }
                extent.endLine()
            }
        }
        natural = extent.natural
        minimum = min(extent.longest, extent.natural)
        lineCount = extent.lineCount
        isBlank = extent.isBlank
        flow = consume onlyFlow
    }

    /// Adds the content's lines at `width` columns aligned `align` to `out`.
    func appendLines(width: Int, align: TextAlign, engine: LayoutEngine, to out: inout CellLines) {
        // Content that fits unwrapped is what measuring laid out (or would have), start-aligned.
        if natural <= width, canRealignByPadding {
            if let measured {
                out.append(measured, align: align, width: width)
                return
            }
            guard flow != nil else { return }
            Self.forEachUnwrappedLine(of: &flow!, width: unboundedWidth, clipsPreformatted: clipsPreformatted,
                                      dropsBlankEdges: dropsBlankEdges) { line, view in
                let line = line ?? SegmentLine()
                out.append(line, of: view, after: LayoutEngine.alignmentPadding(used: line.width, align: align, width: width))
            }
            return
        }
        if flow != nil {
            Self.appendRewrapped(&flow!, root: node, width: width, align: align, engine: engine, to: &out)
            return
        }
        let nested = engine.nestedEngine(width: width, roles: roles)
        nested.layout(childrenOf: node, align: align)
        out.append(nested.lines, align: .start, width: width)
    }

    /// Adds the lines laying out the children of `root` at `width` and `align` gives when
    /// their content is `flow`, the ``LayoutEngine/takeOnlyFlow()`` of an engine that laid them out
    /// before, to `out`. The flow is read in place: a copy retains its storage and cache.
    private static func appendRewrapped(_ flow: inout InlineFlow, root: MarkupNode, width: Int, align: TextAlign,
                                        engine: LayoutEngine, to out: inout CellLines) {
        let width = max(1, width)
        let clips = LayoutEngine.isPreserved(engine.document.style(of: root).whiteSpace) && !engine.options.wrapsPreformatted
        // In a layout table, as ``LayoutEngine/flushFlow()`` lays them out: lines that show
        // nothing take no room at the edges, and are empty between.
        let dropsBlankEdges = engine.isInLayoutTable
        var blankEdges = BlankEdgeLines()
        var wrapped = SegmentLine()
        flow.wrapSegmentsInPlace(width: width, clipsPreformatted: clips, keepsLineAfterFinalBreak: true,
                                 line: &wrapped) { line, view in
            // Aligned as the line comes, then trimmed: a line that shows nothing but invisible
            // spaces loses its alignment's blanks too.
            let padding = LayoutEngine.alignmentPadding(used: line.width, align: align, width: width)
            view.trimTrailingBlanks(&line)
            if dropsBlankEdges {
                guard let emptyLines = blankEdges.admit(showsNothing: view.showsNothing(line)) else { return }
                for _ in 0..<emptyLines { out.appendEmptyLine() }
            }
            if line.isEmpty { out.appendEmptyLine() } else { out.append(line, of: view, after: padding) }
        }
    }

    /// ``flow``, handed over for its arrays to be reused (see ``EngineSpares/flows``) once
    /// the cell's lines are laid out: the cell keeps none.
    func takeFlow() -> InlineFlow? {
        defer { flow = nil }
        return flow
    }

    /// The content laid out unwrapped and start-aligned: the lines measuring made, or would
    /// have made of ``flow``.
    var unwrapped: [[Cell]] {
        if let measured { return Array(measured) }
        guard flow != nil else { return [] }
        var lines: [[Cell]] = []
        Self.forEachUnwrappedLine(of: &flow!, width: unboundedWidth, clipsPreformatted: clipsPreformatted,
                                  dropsBlankEdges: dropsBlankEdges) { line, view in
            var cells: [Cell] = []
            if let line {
                cells.reserveCapacity(line.width)
                view.appendCells(of: line, to: &cells)
            }
            lines.append(cells)
        }
        return lines
    }

    /// Calls `body` with each line ``LayoutEngine/flushFlow()`` makes of `flow` as the
    /// whole content of a measuring engine (start-aligned, no prefixes), trimmed of trailing
    /// blanks; nil for an empty line (one that shows nothing between lines of a layout table).
    /// The flow is read in place: a copy retains its storage and cache.
    private static func forEachUnwrappedLine(of flow: inout InlineFlow, width: Int, clipsPreformatted: Bool,
                                             dropsBlankEdges: Bool, body: (SegmentLine?, FlowView) -> Void) {
        var blankEdges = BlankEdgeLines()
        var wrapped = SegmentLine()
        flow.wrapSegmentsInPlace(width: width, clipsPreformatted: clipsPreformatted, keepsLineAfterFinalBreak: false,
                                 line: &wrapped) { line, view in
            if dropsBlankEdges {
                guard let emptyLines = blankEdges.admit(showsNothing: view.showsNothing(line)) else { return }
                for _ in 0..<emptyLines { body(nil, view) }
            }
            view.trimTrailingBlanks(&line)
            body(line, view)
        }
    }

    /// The widths of lines read cell by cell: the widest line, the longest run between
    /// spaces and wide clusters (where a line may break), and whether any cell shows.
    private struct Extent {
        var natural = 1
        var longest = 1
        var lineCount = 0
        var isBlank = true
        private var lineWidth = 0
        private var run = 0

        /// Reads `cells`, the next of the line. The loop works on locals, written back once:
        /// it runs for every cell of every measured cell.
        mutating func add(_ cells: UnsafeBufferPointer<Cell>) {
            var lineWidth = self.lineWidth
            var run = self.run
            var longest = self.longest
            var isBlank = self.isBlank
            for cell in cells {
                let width = Int(cell.width)
                if width == 0 { continue }
                lineWidth &+= width
                if cell.isSpace {
                    longest = max(longest, run, width)
                    run = 0
                } else {
                    isBlank = false
                    if width == 2 {
                        longest = max(longest, run, width)
                        run = 0
                    } else {
                        run &+= width
                    }
                }
            }
            self.lineWidth = lineWidth
            self.run = run
            self.longest = longest
            self.isBlank = isBlank
        }

        mutating func add(_ cell: Cell) {
            withUnsafePointer(to: cell) { add(UnsafeBufferPointer(start: $0, count: 1)) }
        }

        mutating func endLine() {
            longest = max(longest, run)
            natural = max(natural, lineWidth)
            lineWidth = 0
            run = 0
            lineCount += 1
        }
    }
}
