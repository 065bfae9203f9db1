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
        if !decorations.open.isEmpty { decorations.closeAll(in: &flow, theme: theme) }
        guard flow.hasContent else { return }
        if keepsOnlyFlow, !hasBlocks, flushedFlows == 0 { firstFlow = flow }
        flushedFlows += 1
        let available = max(1, options.width - currentPrefixWidth)
        let clips = frames.innermost.preserves && !options.wrapsPreformatted
        let align = ignoresAlignment ? .start : frames.innermost.align
        // In a layout table, lines that show nothing (`&nbsp;`, `<br>`) take no room at the
        // flow's edges; between its lines they are one empty line each (the author's break).
        let dropsBlankEdges = isInLayoutTable
        if let stream, !dropsBlankEdges {
            flow.wrapSegments(width: available, clipsPreformatted: clips, keepsLineAfterFinalBreak: false) { line, view in
                let padding = Self.alignmentPadding(used: line.width, align: align, width: available)
                emit(segments: &line, of: view, padding: padding, to: stream)
            }
            return
        }
        var shownLine = false
        var blankLines = 0
        // Lines come with room for their prefixes, which go in without copying the line. A break
        // that ends the flow, at a block's edge, makes no empty line (`<p>a<br></p>` is one line
        // in a browser; `a<br><br>` two).
        flow.wrap(width: available, clipsPreformatted: clips, reserving: frames.prefixCellCount(upTo: options.width),
                  keepsLineAfterFinalBreak: false) { line in
            if dropsBlankEdges {
                if Self.showsNothing(line) {
                    if shownLine { blankLines += 1 }
                    return
                }
                for _ in 0..<blankLines { emit([]) }
                blankLines = 0
                shownLine = true
            }
            Self.align(&line, align: align, width: available)
            emit(line: &line)
        }
    }

    /// Keeps the flow as ``onlyFlow`` without wrapping it, when it is the whole content and
    /// nothing else was laid out (at the end of the walk); false otherwise.
    func keepsFlowUnwrapped() -> Bool {
        guard !hasBlocks, flushedFlows == 0, appendedLines == 0, frames.count == 1,
              frames.innermost.firstPrefix == nil else { return false }
        if !decorations.open.isEmpty { decorations.closeAll(in: &flow, theme: theme) }
        guard flow.hasContent else { return false }
        firstFlow = flow
        flushedFlows = 1
        leftOnlyFlowUnwrapped = true
        flow = InlineFlow(sharing: flow.shownClusters)
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

    /// ``emit(_:)`` with the line's prefixes put in `line` itself, in place when it has room
    /// for them (wrapped lines do); what ``append(_:)`` does not keep can be filled again.
    func emit(line: inout [Cell]) {
        emitPendingBlankLines()
        frames.insertLinePrefix(into: &line, width: options.width)
        Self.trim(&line)
        append(line)
    }

    /// The blank lines asked for before the next line, under the prefixes of the frames
    /// they belong to (none before the first line).
    func emitPendingBlankLines() {
        if pendingBlankLines > 0, emittedAny {
            var blank = frames.blankLinePrefix(depth: pendingBlankDepth, room: options.width)
            Self.trim(&blank)
            for _ in 0..<pendingBlankLines { append(blank) }
        }
        pendingBlankLines = 0
        pendingBlankDepth = Int.max
    }

    func append(_ line: [Cell]) {
        emittedAny = true
        appendedLines += 1
        if let stream {
            stream.write(line)
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
