/// A wrapped line's segments (see ``SegmentLine``) read from the flow: as cells, as
/// terminal bytes, and trimmed of trailing blanks.
extension FlowView {
    /// Appends the cells of `line` to `out`: the flow's cells at its positions.
    func appendCells(of line: SegmentLine, to out: inout [Cell]) {
        line.forEach { segment in
            switch segment {
            case .cell(let cell): out.append(cell)
            case .flow(let range): out.append(contentsOf: UnsafeBufferPointer(rebasing: cells[range]))
            }
        }
    }

    /// How many cells `line` holds.
    func cellCount(of line: SegmentLine) -> Int {
        var count = 0
        line.forEach { segment in
            switch segment {
            case .cell: count += 1
            case .flow(let range): count += range.count
            }
        }
        return count
    }

    /// Writes the cells of `line` as `writer` writes them, continuing `ansi`, read from the
    /// flow in place. Inlined: a line passed to a call is retained for it.
    @inline(__always)
    func write(_ line: SegmentLine, on ansi: inout ANSILine, writer: ANSIWriter, to output: inout [UInt8]) {
        line.forEach { segment in
            switch segment {
            case .cell(let cell): ansi.write(cell, writer: writer, to: &output)
            case .flow(let range): ansi.write(UnsafeBufferPointer(rebasing: cells[range]), writer: writer, to: &output)
            }
        }
    }

    /// Whether `line` of a layout table shows nothing: none of its cells shows (see
    /// ``LayoutEngine/showsNothing(_:)``).
    func showsNothing(_ line: SegmentLine) -> Bool {
        var shows = false
        line.forEach { segment in
            guard !shows else { return }
            switch segment {
            case .cell(let cell): shows = !LayoutEngine.showsNothing(cell)
            case .flow(let range): shows = cells[range].contains { !LayoutEngine.showsNothing($0) }
            }
        }
        return !shows
    }

    /// Drops the spaces that show nothing from the end of `line`, as
    /// ``LayoutEngine/trim(_:)`` drops them from its cells.
    func trimTrailingBlanks(_ line: inout SegmentLine) {
        line.dropTrailingBlanks(isBlank: { LayoutEngine.isInvisibleSpace(cells[$0]) },
                                isBlankCell: LayoutEngine.isInvisibleSpace)
    }
}
