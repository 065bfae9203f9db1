import MarkupCore

/// Engines for the content of table cells (made, or started over to measure the next cell).
extension LayoutEngine {
    /// An engine for a table cell's content at `width` columns, one table level deeper
    /// unless `deeper` is false.
    func nestedEngine(width: Int, roles: ElementRoles, deeper: Bool = true) -> LayoutEngine {
        let nested = LayoutEngine(context: context.nested(width: width, deeper: deeper), mapper: mapper, roles: roles)
        nested.surroundings = surroundingsInside
        return nested
    }

    /// What content inside this engine's (a table cell's) sits in: these surroundings, in a
    /// layout table when this content is.
    private var surroundingsInside: LayoutSurroundings {
        var inside = surroundings
        inside.inLayoutTable = isInLayoutTable
        return inside
    }

    /// An engine for measuring a table cell's content unwrapped (see ``MeasuredCell``), like
    /// ``nestedEngine(width:roles:deeper:)`` at 10,000 columns: one per engine, started over
    /// for each cell, as making and freeing an engine per cell cost more than measuring a
    /// short cell. A cell is measured whole before the next, and the tables inside a cell are
    /// measured by the measuring engine's own spare, so it is never in use twice.
    func measuringEngine(roles: ElementRoles) -> LayoutEngine {
        guard let engine = spares.measuringEngine else {
            let engine = nestedEngine(width: 10_000, roles: roles)
            spares.measuringEngine = engine
            return engine
        }
        engine.restart(roles: roles)
        engine.surroundings = surroundingsInside
        return engine
    }

    /// Starts over as a new engine would, for other content laid out with `roles` (the
    /// document, theme, options, links and table depth stay): see ``measuringEngine(roles:)``.
    /// The stacks the walk empties keep their room for the next cell.
    func restart(roles: ElementRoles) {
        // What holds nothing is not emptied again: each assignment releases the old value.
        if !lines.isEmpty { lines.removeAll() }
        if output != nil { output = nil }
        emittedAny = false
        canRealignByPadding = true
        frames.removeAll()
        if firstFlow != nil { firstFlow = nil }
        // A spare flow emptied, or a new one; not the old one emptied: a measured cell may
        // hold its arrays.
        if var spare = spares.flows.popLast() {
            spare.reset()
            flow = spare
        } else {
            flow = InlineFlow(sharing: flow.shownClusters)
        }
        pendingBlankLines = 0
        pendingBlankDepth = Int.max
        self.roles = roles
        hasBlocks = false
        flushedFlows = 0
        if !layoutTables.isEmpty { layoutTables = [:] }
        surroundings = LayoutSurroundings()
        keepsOnlyFlow = false
        leftOnlyFlowUnwrapped = false
        decorations.reset()
        // Emptying an empty array still goes through the array's generic removal.
        if !linkStarts.isEmpty { linkStarts.removeAll(keepingCapacity: true) }
        appendedLines = 0
        decorativeImages = 0
        cursor = 0
        subtreeEnd = 0
        if !exits.isEmpty { exits.removeAll(keepingCapacity: true) }
    }

    /// An engine like this one whose link numbers do not count: for measuring content that
    /// is laid out for real later.
    func scratchEngine() -> LayoutEngine {
        let scratch = LayoutEngine(context: context.scratch(), mapper: mapper, roles: roles)
        scratch.surroundings = surroundings
        return scratch
    }
}
