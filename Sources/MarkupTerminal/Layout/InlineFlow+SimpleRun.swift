import MarkupCore

/// Adding a run of simple scalars (see ``SimpleScalar``), each a cluster of its own, to the flow.
extension InlineFlow {
    /// The simple scalars from `start` on (see ``SimpleScalar``) that each stand alone, every
    /// one decoded and classified once and added as a cluster of its own; returns where they
    /// end (at the first scalar that is not simple or that the scalar after it joins).
    ///
    /// Like an ASCII run, the cells are written into scratch room, `chunk` scalars at a time,
    /// and appended in one copy: appending them one by one checked the arrays every time.
    mutating func appendSimpleRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, run: Run,
                                  range: SourceRange?, exactOffset: Int?) -> Int {
        guard let first = SimpleScalar.decode(bytes, at: start), SimpleScalar.isSimple(first.0.value) else {
            return start
        }
        var index = start
        var current: (Unicode.Scalar, Int)? = first
        // The text cell before the next one, which decides whether a line may break between them.
        var previous = lastTextCell
        let chunk = 16
        while current != nil {
            var textCount = 0
            var irregular = false
            // Each scalar takes at most two cells (a wide one and its continuation).
            withUnsafeTemporaryAllocation(of: Cell.self, capacity: 2 * chunk) { newCells in
                withUnsafeTemporaryAllocation(of: Marks.self, capacity: 2 * chunk) { newMarks in
                    var written = 0
                    while textCount < chunk, let (scalar, length) = current {
                        let next = SimpleScalar.decode(bytes, at: index + length)
                        let nextIsSimple = next.map { SimpleScalar.isSimple($0.0.value) } ?? false
                        // No simple scalar extends a cluster, so only a scalar from U+0300 on that is
                        // not simple may join this one (then segmentation takes both).
                        if let next, next.0.value >= 0x300, !nextIsSimple {
                            current = nil
                            break
                        }
                        let clusterRange = exactOffset.map { SourceRange(start: $0 + index, end: $0 + index + length) }
                            ?? range
                        let width = UInt8(DisplayWidth.of(scalar: scalar))
                        let cell = run.cell(scalar.value, width: width, range: clusterRange)
                        let breaks = previous.map {
                            Self.mayBreak(between: $0, and: cell, startsWithLetter: scalar.properties.isAlphabetic)
                        } ?? false
                        newCells.initializeElement(at: written, to: cell)
                        newMarks.initializeElement(at: written, to: breaks ? .breakBefore : .text)
                        written &+= 1
                        if width == 2 {
                            newCells.initializeElement(at: written, to: .continuation(of: cell))
                            newMarks.initializeElement(at: written, to: .text)
                            written &+= 1
                        }
                        if width != 1 { irregular = true }
                        textCount &+= 1
                        previous = cell
                        index += length
                        current = nextIsSimple ? next : nil
                    }
                    if written == 1 {
                        // A lone letter among ASCII (`é`): appending one cell costs less than a copy.
                        cells.append(newCells[0])
                        marks.append(newMarks[0])
                    } else {
                        cells.append(contentsOf: UnsafeBufferPointer(rebasing: newCells[..<written]))
                        marks.append(contentsOf: UnsafeBufferPointer(rebasing: newMarks[..<written]))
                    }
                }
            }
            contentCount += textCount
            if irregular { hasIrregularWidths = true }
        }
        return index
    }
}
