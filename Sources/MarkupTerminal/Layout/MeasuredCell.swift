import MarkupCore

/// A table cell's content laid out once unwrapped, to size its column, and then again at
/// the column's width (reusing the first layout when it fits).
struct MeasuredCell {
    let node: MarkupNode
    /// The element roles the cell's content is laid out with (a header cell's).
    let roles: ElementRoles
    /// The content laid out unwrapped and start-aligned, its blocks' own alignment ignored.
    let measured: [[Cell]]
    /// Whether ``measured`` can be centred or right-aligned by padding its lines.
    let canRealignByPadding: Bool
    /// The content as one inline flow, when it is only that: wrapped again at the column's width.
    let flow: InlineFlow?
    /// Columns the widest line takes unwrapped.
    let natural: Int
    /// Columns the longest unbreakable run takes (a word, or one wide character).
    let minimum: Int

    init(_ node: MarkupNode, engine: LayoutEngine, roles: ElementRoles) {
        self.node = node
        self.roles = roles
        let measuring = engine.measuringEngine(roles: roles)
        measuring.keepsOnlyFlow = true
        measuring.ignoresAlignment = true
        measuring.layout(childrenOf: node, align: .start)
        let lines = measuring.lines
        measured = lines
        canRealignByPadding = measuring.canRealignByPadding
        flow = measuring.onlyFlow
        // One pass over each line's cells in place: its width, and its runs between spaces
        // and wide clusters (where it may break).
        var natural = 1
        var longest = 1
        for line in lines {
            line.withUnsafeBufferPointer { cells in
                var lineWidth = 0
                var run = 0
                for cell in cells {
                    let width = Int(cell.width)
                    guard width > 0 else { continue }
                    lineWidth &+= width
                    if cell.isSpace || width == 2 {
                        longest = max(longest, run, width)
                        run = 0
                    } else {
                        run &+= width
                    }
                }
                longest = max(longest, run)
                natural = max(natural, lineWidth)
            }
        }
        self.natural = natural
        minimum = min(longest, natural)
    }

    /// Whether the content shows nothing: no line has a cell other than a plain space.
    var isBlank: Bool {
        measured.allSatisfy { line in line.allSatisfy { $0.isSpace || $0.isContinuation } }
    }

    /// The content at `width` columns aligned `align`.
    func lines(width: Int, align: TextAlign, engine: LayoutEngine) -> [[Cell]] {
        // Content that fits unwrapped is what measuring laid out already, start-aligned.
        if natural <= width, canRealignByPadding, align == .start || align == .left || align == .justify {
            return measured
        }
        if natural <= width, canRealignByPadding {
            return measured.map { LayoutEngine.aligned($0, align: align, width: width) }
        }
        if let flow {
            return engine.rewrapped(flow, root: node, width: width, align: align)
        }
        let nested = engine.nestedEngine(width: width, roles: roles)
        nested.layout(childrenOf: node, align: align)
        return nested.lines
    }
}
