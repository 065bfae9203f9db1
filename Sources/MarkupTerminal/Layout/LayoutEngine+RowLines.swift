/// Lines of tables' rows (see ``RowLine``) emitted: written to the stream straight from their
/// pieces, as ``emit(line:)`` writes a line of cells.
extension LayoutEngine {
    /// Adds `row`, whose lines of content are in `cellLines`, under the open frames' prefixes.
    func emit(row: inout RowLine, of cellLines: CellLines) {
        guard !row.makesCells, let unretainedStream else {
            var line = row.takeCells()
            emit(line: &line)
            return
        }
        unretainedStream._withUnsafeGuaranteedRef { emit(row: &row, of: cellLines, to: $0) }
    }

    /// Writes `row`, whose lines of content are in `cellLines`, to `stream` under the open
    /// frames' prefixes.
    private func emit(row: inout RowLine, of cellLines: CellLines, to stream: ANSIStream) {
        emitPendingBlankLines()
        emittedAny = true
        appendedLines += 1
        // The prefixes are fitted to the line before trailing blanks are trimmed, as
        // ``FrameStack/insertLinePrefix(into:width:)`` fits them.
        let end = row.trimmedEnd(of: cellLines)
        guard end.pieces > 0 else {
            // Nothing shows after the prefixes: their own trailing blanks go too.
            var prefix = frames.takeLinePrefix(lineWidth: row.width, width: options.width)
            Self.trim(&prefix)
            stream.write(prefix)
            return
        }
        stream.writeLine { ansi, writer, output in
            frames.forEachLinePrefixPart(lineWidth: row.width, width: options.width) { part in
                ansi.write(part, writer: writer, to: &output)
            }
            for index in 0..<end.pieces {
                let isLast = index == end.pieces - 1
                switch row.pieces[index] {
                case .line(let line):
                    cellLines.withCells(ofLine: line) { cells in
                        ansi.write(isLast ? UnsafeBufferPointer(rebasing: cells[..<end.lastCells]) : cells,
                                   writer: writer, to: &output)
                    }
                case .repeated(let cell, let count):
                    ansi.write(cell, count: count, writer: writer, to: &output)
                }
            }
        }
    }
}
