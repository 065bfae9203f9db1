import MarkupCore

/// Lines: the inline flow wrapped into lines, blank lines between blocks, and each line
/// under the open frames' prefixes.
extension LayoutEngine {
    /// Columns the open frames' prefixes take, leaving at least one column for content.
    var currentPrefixWidth: Int {
        frames.prefixWidth(upTo: options.width - 1)
    }

    func flushFlow() {
        defer { flow.reset() }
        if !decorations.open.isEmpty { decorations.closeAll(in: &flow) }
        guard flow.hasContent else { return }
        if keepsOnlyFlow, !hasBlocks, flushedFlows == 0 { firstFlow = flow }
        flushedFlows += 1
        let available = max(1, options.width - currentPrefixWidth)
        let clips = frames.innermost.preserves && !options.wrapsPreformatted
        let align = surroundings.ignoresAlignment ? .start : frames.innermost.align
        // In a layout table, lines that show nothing take no room at the flow's edges (see
        // ``BlankEdgeLines``).
        let dropsBlankEdges = isInLayoutTable
        if let stream, !dropsBlankEdges {
            flow.wrapSegmentsInPlace(width: available, clipsPreformatted: clips, keepsLineAfterFinalBreak: false,
                                     line: &wrappedLine) { line, view in
                let padding = Self.alignmentPadding(used: line.width, align: align, width: available)
                emit(segments: &line, of: view, padding: padding, to: stream)
            }
            return
        }
        var blankEdges = BlankEdgeLines()
        // A break that ends the flow, at a block's edge, makes no empty line (`<p>a<br></p>` is
        // one line in a browser; `a<br><br>` two).
        flow.wrapSegmentsInPlace(width: available, clipsPreformatted: clips, keepsLineAfterFinalBreak: false,
                                     line: &wrappedLine) { line, view in
            if dropsBlankEdges {
                guard let emptyLines = blankEdges.admit(showsNothing: view.showsNothing(line)) else { return }
                for _ in 0..<emptyLines { emit([]) }
            }
            let padding = Self.alignmentPadding(used: line.width, align: align, width: available)
            emit(segments: line, of: view, padding: padding)
        }
    }

    /// Keeps the flow for ``takeOnlyFlow()`` without wrapping it, when it is the whole content and
    /// nothing else was laid out (at the end of the walk); false otherwise.
    func keepsFlowUnwrapped() -> Bool {
        guard !hasBlocks, flushedFlows == 0, appendedLines == 0, frames.count == 1,
              frames.innermost.firstPrefix == nil else { return false }
        if !decorations.open.isEmpty { decorations.closeAll(in: &flow) }
        guard flow.hasContent else { return false }
        // The flow is moved, not copied: a copy retains its storage and cache, and leaves the
        // storage shared.
        var kept = InlineFlow(sharing: flow.shownClusters)
        swap(&kept, &flow)
        firstFlow = consume kept
        flushedFlows = 1
        leftOnlyFlowUnwrapped = true
        return true
    }

    func requestBlank(_ count: Int) {
        guard count > 0 else { return }
        pendingBlankLines = max(pendingBlankLines, count)
        pendingBlankDepth = min(pendingBlankDepth, frames.count)
    }

    /// Adds a line under the open frames' prefixes (list markers are used once).
    func emit(_ cells: consuming [Cell]) {
        var line = cells
        emit(line: &line)
    }

    /// Adds each line of `nested` (a nested engine's) as ``emit(_:)`` adds a line, after
    /// `indent` plain blanks when it is not empty: read in place when this engine keeps its
    /// lines, else each made an array for the lines' taker.
    func emit(linesOf nested: RenderedLines, indent: Int = 0) {
        for index in nested.indices {
            guard keepsLines else {
                var line = nested[index]
                if indent > 0, !line.isEmpty { line.insert(contentsOf: repeatElement(Cell.blank(), count: indent), at: 0) }
                emit(line: &line)
                continue
            }
            nested.withCells(ofLine: index) { cells in keep(cells, indent: cells.isEmpty ? 0 : indent) }
        }
    }

    /// ``emit(line:)`` of `indent` blanks and `cells`, written straight into ``lines``.
    private func keep(_ cells: UnsafeBufferPointer<Cell>, indent: Int) {
        let count = indent + cells.count
        // The prefixes fitted as ``FrameStack/insertLinePrefix(into:width:)`` fits them: beside
        // as many columns as the line has cells when they fit so, else beside its width.
        let contentWidth = frames.prefixWidth(upTo: .max) <= options.width - count
            ? count : indent + RenderedDocument.width(of: cells)
        keepLine(blanks: indent, contentCount: cells.count, contentWidth: contentWidth) { $0.append(contentsOf: cells) }
    }

    /// Adds a line to ``lines`` after the blank lines asked for: the open frames' prefixes
    /// fitted beside content `contentWidth` columns wide, `blanks` plain blanks, the
    /// `contentCount` cells `appendContent` appends, then trailing blanks that show nothing
    /// trimmed. Written straight into the lines' last block. Inlined: each caller's content
    /// closure is then called directly, once a line.
    @inline(__always)
    func keepLine(blanks: Int, contentCount: Int, contentWidth: Int, _ appendContent: (inout [Cell]) -> Void) {
        emitPendingBlankLines()
        emittedAny = true
        appendedLines += 1
        // The prefixes' cells are at most the parts' own (cutting only drops some).
        lines.appendLine(reserving: frames.nextLinePrefixCount + blanks + contentCount) { line in
            frames.forEachLinePrefixPart(lineWidth: contentWidth, width: options.width) { line.append(contentsOf: $0) }
            CellLines.appendBlanks(blanks, to: &line)
            appendContent(&line)
        }
        lines.trimLastLine(while: Self.isInvisibleSpace)
    }

    /// Whether finished lines go to ``lines`` (neither ``output`` nor a stream takes them).
    var keepsLines: Bool { output == nil && unretainedStream == nil }

    /// ``emit(_:)`` of `line` itself: the prefixes, when the line has any, go in front of its
    /// cells in a new array of their exact size. Wrapped lines of a flow are made with their
    /// prefixes at once instead (see ``emit(segments:of:padding:)``).
    func emit(line: inout [Cell]) {
        emitPendingBlankLines()
        frames.insertLinePrefix(into: &line, width: options.width)
        Self.trim(&line)
        append(line)
    }

    /// The blank lines asked for before the next line, under the prefixes of the frames
    /// they belong to (none before the first line). Inlined: before most lines none is asked
    /// for, and then there is nothing to reset (``requestBlank(_:)`` sets the depth only with
    /// lines), so the call is spared.
    @inline(__always)
    func emitPendingBlankLines() {
        if pendingBlankLines > 0 || !emittedAny { emitRequestedBlankLines() }
    }

    /// ``emitPendingBlankLines()`` when some are asked for, or before the first line.
    @inline(never)
    private func emitRequestedBlankLines() {
        if emittedAny {
            var blank = frames.blankLinePrefix(depth: pendingBlankDepth, room: options.width)
            Self.trim(&blank)
            for _ in 0..<pendingBlankLines { append(blank) }
        } else if recordsLeadingBlankLines {
            leadingBlankLines = LeadingBlankLines(count: pendingBlankLines, depth: pendingBlankDepth,
                                                  prefixes: (0...frames.count).map { depth in
                var blank = frames.blankLinePrefix(depth: depth, room: options.width)
                Self.trim(&blank)
                return blank
            })
        }
        pendingBlankLines = 0
        pendingBlankDepth = Int.max
    }

    func append(_ line: [Cell]) {
        emittedAny = true
        appendedLines += 1
        if let unretainedStream {
            unretainedStream._withUnsafeGuaranteedRef { $0.write(line) }
        } else if let output {
            output(line)
        } else {
            lines.append(line)
        }
    }

    /// Adds a finished line after the copy (the link list of an incremental layout).
    func appendLine(_ line: [Cell]) {
        lines.append(line)
    }
}
