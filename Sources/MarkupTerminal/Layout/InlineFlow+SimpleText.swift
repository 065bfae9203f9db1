import MarkupCore

/// Adding text whose every cluster is one byte of printable ASCII, one byte of collapsible
/// white space or one simple scalar (see ``SimpleScalar``): the common case, written without
/// grapheme segmentation.
extension InlineFlow {
    /// Cells written into scratch room before they are appended to the flow: a constant
    /// under 1 KB of cells, so the room is on the stack.
    private static let scratchCells = 48

    /// Adds the clusters from `start` on that are printable ASCII, collapsible white space (not
    /// CR, which may pair with LF) or simple scalars, each a cluster of its own; returns where
    /// they end: at the first byte that is none of these, or at one that the scalar after it
    /// joins (a combining mark), which segmentation then takes with it.
    ///
    /// ASCII and simple scalars alternate in one loop (copy mixes `é`, `’` and CJK into Latin
    /// text), which keeps what decides a break (the text cell before, whether it was a space)
    /// in locals, writes the cells into scratch room and appends them in one copy.
    mutating func appendSimpleText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, run: Run,
                                   range: SourceRange?, exactOffset: Int?) -> Int {
        let count = bytes.count
        let source = bytes.baseAddress!
        let template = run.cell(0x20, range: range)
        // A cell's range is `origin + step * offset`: its own bytes when the text is the source's
        // (step 1), else the template's (step 0); a text reaching past what a cell stores takes
        // its first byte's offsets, clamped.
        var startOrigin: Int32
        var endOrigin: Int32
        var step: Int32 = 0
        if let exactOffset {
            if exactOffset >= 0, exactOffset + count < Int(Int32.max) {
                (startOrigin, endOrigin, step) = (Int32(exactOffset), Int32(exactOffset), 1)
            } else {
                startOrigin = Int32(clamping: exactOffset + start)
                endOrigin = Int32(clamping: exactOffset + start + 1)
            }
        } else {
            (startOrigin, endOrigin) = template.storedRange
        }
        // The text cell before the next one, valid when `previousIsText` (after a space, or at
        // the start of the flow or a line, no break is asked for).
        var previousIsText = lastIsText
        var previous = previousIsText ? lastTextCell ?? template : template
        var index = start
        var textCount = 0
        var irregular = false
        withUnsafeTemporaryAllocation(of: Cell.self, capacity: Self.scratchCells) { scratchCells in
            withUnsafeTemporaryAllocation(of: Marks.self, capacity: Self.scratchCells) { scratchMarks in
                let cellsOut = scratchCells.baseAddress!
                let marksOut = scratchMarks.baseAddress!
                var written = 0
                while index < count {
                    // A wide scalar takes two cells.
                    if written > Self.scratchCells - 2 {
                        cells.append(contentsOf: UnsafeBufferPointer(start: cellsOut, count: written))
                        marks.append(contentsOf: UnsafeBufferPointer(start: marksOut, count: written))
                        written = 0
                    }
                    let byte = source[index]
                    let length: Int
                    if byte < 0x80 {
                        guard isRunByte(byte) else { break }
                        // A byte that a combining sequence after it joins is segmented with it.
                        if index + 1 < count, source[index + 1] >= 0x80,
                           !SimpleScalar.standsAlone(followedBy: SimpleScalar.decode(bytes, at: index + 1)?.0) {
                            break
                        }
                        length = 1
                        if byte <= 0x20 {
                            // A collapsible space follows text, else it collapses into what is before it.
                            if previousIsText {
                                var cell = template
                                cell.show(ascii: 0x20, rangeStart: startOrigin &+ step &* Int32(truncatingIfNeeded: index),
                                          rangeEnd: endOrigin &+ step &* Int32(truncatingIfNeeded: index &+ 1))
                                (cellsOut + written).initialize(to: cell)
                                (marksOut + written).initialize(to: .space)
                                written &+= 1
                                previousIsText = false
                            }
                        } else {
                            var cell = template
                            cell.show(ascii: byte, rangeStart: startOrigin &+ step &* Int32(truncatingIfNeeded: index),
                                      rangeEnd: endOrigin &+ step &* Int32(truncatingIfNeeded: index &+ 1))
                            // Between ASCII text only a hyphen before a letter allows a break.
                            let breaks = previousIsText
                                && (previous.width == 2 ? Self.mayBreak(between: previous, and: cell,
                                                                        startsWithLetter: ASCII.isLetter(byte))
                                                        : previous.graphemeCode == 0x2D && ASCII.isLetter(byte))
                            (cellsOut + written).initialize(to: cell)
                            (marksOut + written).initialize(to: breaks ? .breakBefore : .text)
                            written &+= 1
                            textCount &+= 1
                            previousIsText = true
                            previous = cell
                        }
                    } else {
                        guard let (scalar, scalarLength) = SimpleScalar.decode(bytes, at: index),
                              SimpleScalar.isSimple(scalar.value) else { break }
                        // No simple scalar extends a cluster, so only a scalar from U+0300 on that is
                        // not simple may join this one (then segmentation takes both).
                        let next = index + scalarLength
                        if next < count, source[next] >= 0x80,
                           !SimpleScalar.standsAlone(followedBy: SimpleScalar.decode(bytes, at: next)?.0) {
                            break
                        }
                        length = scalarLength
                        let width = shownClusters.width(ofSimple: scalar)
                        var cell = run.cell(scalar.value, width: width, range: nil)
                        cell.setStoredRange(start: startOrigin &+ step &* Int32(truncatingIfNeeded: index),
                                            end: endOrigin &+ step &* Int32(truncatingIfNeeded: next))
                        let breaks = previousIsText
                            && Self.mayBreak(between: previous, and: cell, startsWithLetter: scalar.properties.isAlphabetic)
                        (cellsOut + written).initialize(to: cell)
                        (marksOut + written).initialize(to: breaks ? .breakBefore : .text)
                        written &+= 1
                        if width == 2 {
                            (cellsOut + written).initialize(to: .continuation(of: cell))
                            (marksOut + written).initialize(to: .text)
                            written &+= 1
                        }
                        if width != 1 { irregular = true }
                        textCount &+= 1
                        previousIsText = true
                        previous = cell
                    }
                    index &+= length
                }
                if written == 1 {
                    cells.append(cellsOut.pointee)
                    marks.append(marksOut.pointee)
                } else if written > 0 {
                    cells.append(contentsOf: UnsafeBufferPointer(start: cellsOut, count: written))
                    marks.append(contentsOf: UnsafeBufferPointer(start: marksOut, count: written))
                }
            }
        }
        contentCount += textCount
        if irregular { hasIrregularWidths = true }
        return index
    }
}

/// A byte layout takes as a cluster of its own outside `pre`: printable ASCII, or white space
/// that collapses on its own (not CR).
private func isRunByte(_ byte: UInt8) -> Bool {
    (byte >= 0x20 && byte < 0x7F) || byte == 0x09 || byte == 0x0A || byte == 0x0C
}
