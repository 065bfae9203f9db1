/// Wrapping an inline flow into lines: greedy, a word at a time, breaking inside a word
/// only when it is wider than the line.
extension InlineFlow {
    /// The content wrapped greedily into lines of at most `width` columns.
    func wrap(width: Int, clipsPreformatted: Bool = false) -> [[Cell]] {
        var lines: [[Cell]] = []
        wrap(width: width, clipsPreformatted: clipsPreformatted) { lines.append($0) }
        return lines
    }

    /// ``wrap(width:clipsPreformatted:)`` handing each line to `eachLine` as it is finished.
    ///
    /// Every line is filled in the same array, emptied once `eachLine` returns: a caller that
    /// only reads the line costs no allocation per line, and one that keeps it (appending it
    /// to its lines) keeps that array, and the next line gets a new one.
    /// Unless `keepsLineAfterFinalBreak`, a flow that ends with a forced break makes no empty
    /// line after it (a block's last `<br>` makes none).
    func wrap(width: Int, clipsPreformatted: Bool = false, keepsLineAfterFinalBreak: Bool = true,
              eachLine: (inout [Cell]) -> Void) {
        // A line holds at most `width` cells (a wide cell and its continuation take two columns;
        // +1 for a placeholder): one allocation per line.
        var line: [Cell] = []
        line.reserveCapacity(min(max(1, width), cells.count) + 1)
        wrapSegments(width: width, clipsPreformatted: clipsPreformatted,
                     keepsLineAfterFinalBreak: keepsLineAfterFinalBreak) { segments, view in
            view.appendCells(of: segments, to: &line)
            eachLine(&line)
            line.removeAll(keepingCapacity: true)
        }
    }

    /// The content wrapped greedily into lines of at most `width` columns, each handed to
    /// `eachLine` as segments of the flow (see ``SegmentLine``), which `eachLine` may trim,
    /// with the flow's storage to read them from; the same line is emptied and filled again
    /// for the next.
    func wrapSegments(width: Int, clipsPreformatted: Bool = false, keepsLineAfterFinalBreak: Bool = true,
                      eachLine: (inout SegmentLine, FlowView) -> Void) {
        var line = SegmentLine()
        withView { view in
            Self.wrap(view, width: max(1, width), hasIrregularWidths: hasIrregularWidths,
                      clipsPreformatted: clipsPreformatted, keepsLineAfterFinalBreak: keepsLineAfterFinalBreak,
                      line: &line) {
                eachLine(&$0, view)
            }
        }
    }

    /// ``wrapSegments(width:clipsPreformatted:keepsLineAfterFinalBreak:eachLine:)`` of a flow
    /// held in place (the engine's, a measured cell's), which `eachLine` must not change.
    /// Mutating only so that the flow is read where it is: a non-mutating call copies a flow
    /// a class holds, retaining and releasing its storage and cache per call. The lines are filled in `line`, the caller's, emptied first
    /// and kept with its room (a line made per call is released per flush).
    mutating func wrapSegmentsInPlace(width: Int, clipsPreformatted: Bool, keepsLineAfterFinalBreak: Bool,
                                      line: inout SegmentLine, eachLine: (inout SegmentLine, FlowView) -> Void) {
        let (cells, marks, count) = freeRoom
        let view = FlowView(cells: UnsafeBufferPointer(start: cells - count, count: count),
                            marks: UnsafeBufferPointer(start: marks - count, count: count))
        Self.wrap(view, width: max(1, width), hasIrregularWidths: hasIrregularWidths,
                  clipsPreformatted: clipsPreformatted, keepsLineAfterFinalBreak: keepsLineAfterFinalBreak,
                  line: &line) {
            eachLine(&$0, view)
        }
    }

    /// ``wrapSegments(width:clipsPreformatted:keepsLineAfterFinalBreak:eachLine:)`` over the
    /// flow's storage in place, the lines filled in `line`: the positions that follow each other
    /// in the flow (a line's words and the spaces between them) are one segment.
    private static func wrap(_ view: FlowView, width: Int, hasIrregularWidths: Bool, clipsPreformatted: Bool,
                             keepsLineAfterFinalBreak: Bool, line: inout SegmentLine,
                             eachLine: (inout SegmentLine) -> Void) {
        let cells = view.cells
        let marks = view.marks
        let count = cells.count
        line.removeAll()
        // Whether a line was finished before the current one.
        var hasFinished = false
        // Hands the current line to `eachLine`; a new one starts in the same storage.
        func finishLine() {
            eachLine(&line)
            line.removeAll()
            hasFinished = true
        }
        // A collapsed space waiting for the next word (dropped at a line break).
        var pendingSpace: Int?
        var index = 0
        while index < count {
            let mark = marks[index]
            if mark.contains(.hardBreak) {
                finishLine()
                pendingSpace = nil
                index += 1
                continue
            }
            if mark.contains(.space) {
                if line.width > 0, pendingSpace == nil { pendingSpace = index }
                index += 1
                continue
            }
            // Marks from here on that are known to be text (the first word runs on past them).
            var wordFrom = index + 1
            if !hasIrregularWidths, line.isEmpty,
               let end = lineEnd(marks, from: index, width: width, wordRunsPast: &wordFrom) {
                // The words up to `end` fill the line as they would one by one: one segment, a
                // column a position, and a space before `end` waits as it would (dropped at a
                // line break).
                var contentEnd = end
                if marks[end - 1].contains(.space) {
                    contentEnd = end - 1
                    pendingSpace = contentEnd
                }
                line.append(index..<contentEnd, width: contentEnd - index)
                index = end
                continue
            }
            let end = wordEnd(marks, from: wordFrom)
            var wordWidth = end - index
            if hasIrregularWidths {
                // Widths are 0…2 and a word is at most the flow: the sum cannot overflow.
                wordWidth = 0
                for position in index..<end { wordWidth &+= Int(cells[position].width) }
            }
            let spaceWidth = pendingSpace == nil ? 0 : 1
            if line.width + spaceWidth + wordWidth <= width {
                if let space = pendingSpace { line.append(space..<space + 1, width: 1) }
                pendingSpace = nil
                line.append(index..<end, width: wordWidth)
                index = end
            } else if line.width > 0 {
                finishLine()
                pendingSpace = nil
            } else {
                // A word wider than the line: break it between clusters (a wide one and its
                // continuation stay together).
                pendingSpace = nil
                var position = index
                if !hasIrregularWidths {
                    // A column a position: the positions that fit, less a wide cluster whose
                    // continuation would not.
                    var fitting = min(end, index + width - line.width)
                    if fitting > index, cells[fitting - 1].width == 2 { fitting -= 1 }
                    if fitting > index { line.append(index..<fitting, width: fitting - index) }
                    position = fitting
                } else {
                    while position < end {
                        let cellWidth = Int(cells[position].width)
                        guard line.width + cellWidth <= width else { break }
                        let cellEnd = min(position + (cellWidth == 2 ? 2 : 1), end)
                        line.append(position..<cellEnd, width: cellWidth)
                        position = cellEnd
                    }
                }
                if position == index {
                    // A wide cluster on a one-column line: show a placeholder rather than overflow.
                    let wide = cells[position]
                    line.append(Cell(grapheme: "…", style: wide.style, node: wide.node, range: wide.range))
                    position = min(position + 2, end)
                }
                if clipsPreformatted {
                    while position < count, !marks[position].contains(.hardBreak) { position += 1 }
                    index = position
                    continue
                }
                index = position
                if index < count, !marks[index].contains(.hardBreak) { finishLine() }
            }
        }
        let endsWithBreak = marks.last?.contains(.hardBreak) == true
        // The last line goes when it has cells, is the only one or follows a forced break.
        if !line.isEmpty || !hasFinished || (endsWithBreak && keepsLineAfterFinalBreak) { eachLine(&line) }
    }

    /// Where the words of a line that starts with text at `start` end, when every position is a
    /// column (no text cluster takes none): at the last break opportunity (a collapsible space,
    /// text that allows a break before it) within `width` columns, at the first forced break
    /// before it, or at the flow's end when the rest fits. Marks are read eight at a time.
    ///
    /// Nil when the first word is wider than the line (then `wordFrom` moves past the marks
    /// read, all text), or when two collapsible spaces follow each other (the second is
    /// dropped, so the line is not one stretch): then words are taken one by one.
    private static func lineEnd(_ marks: UnsafeBufferPointer<Marks>, from start: Int, width: Int,
                                wordRunsPast wordFrom: inout Int) -> Int? {
        assert(MemoryLayout<Marks>.stride == 1)
        let count = marks.count
        let limit = start &+ width
        // The marks that may end the line's last word: up to `limit`, and before the end.
        let last = min(limit, count - 1)
        let bytes = UnsafeRawBufferPointer(marks)
        let spaceBits: UInt64 = 0x0101_0101_0101_0101
        let breakBits: UInt64 = 0x0202_0202_0202_0202
        var found = -1
        // 1 when the mark before `position` is a collapsible space, else 0: a bit to test
        // against the first mark of the next eight with the rest.
        var previousSpace: UInt64 = 0
        var position = start &+ 1
        while position <= last {
            guard position &+ 8 <= count else {
                let mark = marks[position].rawValue
                if mark & 2 != 0 { return position }
                if mark != 0 {
                    if mark & 1 != 0, previousSpace != 0 { return nil }
                    found = position
                }
                previousSpace = UInt64(mark & 1)
                position &+= 1
                continue
            }
            // Little-endian: byte i is the mark at `position + i`; those past `last` are cleared.
            var word = bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self).littleEndian
            let remaining = last &- position &+ 1
            if remaining < 8 { word &= (1 &<< (UInt64(remaining) &* 8)) &- 1 }
            if word == 0 {
                previousSpace = 0
                position &+= 8
                continue
            }
            let breaks = word & breakBits
            var breakAt = -1
            if breaks != 0 {
                // Only the marks up to the first forced break count.
                breakAt = breaks.trailingZeroBitCount / 8
                if breakAt < 7 { word &= (1 &<< (UInt64(breakAt &+ 1) &* 8)) &- 1 }
            }
            let spaces = word & spaceBits
            // Two spaces in a row, within the eight or across their start.
            if spaces & (spaces &<< 8 | previousSpace) != 0 { return nil }
            if breakAt >= 0 { return position &+ breakAt }
            found = position &+ 7 &- word.leadingZeroBitCount / 8
            previousSpace = word >> 56 & 1
            position &+= 8
        }
        if count <= limit { return count }
        if found < 0 {
            // The first word goes on past the line: its marks so far need no second look.
            wordFrom = limit &+ 1
            return nil
        }
        return found
    }

    /// The first mark at or after `start` that is not plain text (a collapsible space, a
    /// forced break or a break opportunity), or the end: eight marks at a time, as words are
    /// mostly shorter than that and all-text marks are zero bytes.
    private static func wordEnd(_ marks: UnsafeBufferPointer<Marks>, from start: Int) -> Int {
        assert(MemoryLayout<Marks>.stride == 1)
        let bytes = UnsafeRawBufferPointer(marks)
        var index = start
        while index + 8 <= marks.count {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // Little-endian: the lowest non-zero byte is the first mark that is not text.
            if word != 0 { return index + word.littleEndian.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < marks.count, marks[index].rawValue == 0 { index += 1 }
        return index
    }
}
