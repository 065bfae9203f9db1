import MarkupCore

/// A wrapped line of the flow emitted from its segments: written straight to the stream
/// without cells, or made a line of cells with its prefixes in one array; what
/// ``emit(line:)`` does to a line of cells (blank lines before it, the frames' prefixes,
/// trailing blanks trimmed).
extension LayoutEngine {
    /// Adds `line` of the flow `view` after `padding` plain blanks (its alignment) under the
    /// open frames' prefixes, as cells: prefixes, blanks and the flow's cells are copied once,
    /// straight into ``lines`` when the engine keeps its lines, else into a new array of their
    /// exact size for the line's taker.
    func emit(segments line: SegmentLine, of view: FlowView, padding: Int) {
        if keepsLines {
            keepLine(blanks: padding, contentCount: view.cellCount(of: line), contentWidth: padding + line.width) { cells in
                view.appendCells(of: line, to: &cells)
            }
            return
        }
        emitPendingBlankLines()
        let contentCount = padding + view.cellCount(of: line)
        var cells = frames.makeLine(contentCount: contentCount, contentWidth: padding + line.width,
                                    width: options.width) { cells in
            for _ in 0..<padding { cells.append(Cell.blank()) }
            view.appendCells(of: line, to: &cells)
        }
        Self.trim(&cells)
        append(cells)
    }

    /// Writes `line` of the flow `view` after `padding` plain blanks (its alignment) under the
    /// open frames' prefixes.
    func emit(segments line: inout SegmentLine, of view: FlowView, padding: Int, to stream: ANSIStream) {
        emitPendingBlankLines()
        // The prefixes are fitted to the line as aligned, before trailing blanks are trimmed,
        // as ``FrameStack/insertLinePrefix(into:width:)`` fits them.
        let lineWidth = padding + line.width
        view.trimTrailingBlanks(&line)
        emittedAny = true
        appendedLines += 1
        guard !line.isEmpty else {
            // Nothing shows after the prefixes: the padding's blanks and the prefixes' own
            // trailing blanks go too.
            var prefix = frames.takeLinePrefix(lineWidth: lineWidth, width: options.width)
            Self.trim(&prefix)
            stream.write(prefix)
            return
        }
        let stretch = line.onlyStretch
        stream.writeLine { ansi, writer, output in
            frames.forEachLinePrefixPart(lineWidth: lineWidth, width: options.width) { part in
                ansi.write(part, writer: writer, to: &output)
            }
            ansi.writeBlanks(padding, writer: writer, to: &output)
            if let stretch {
                ansi.write(UnsafeBufferPointer(rebasing: view.cells[stretch]), writer: writer, to: &output)
            } else {
                view.write(line, on: &ansi, writer: writer, to: &output)
            }
        }
    }
}
