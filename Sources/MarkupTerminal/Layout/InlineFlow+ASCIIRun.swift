import MarkupCore

/// Writing a run of printable ASCII and collapsible white space as the flow's cells and marks.
extension InlineFlow {
    /// The cells and marks of an ASCII run written into `newCells` and `newMarks`; returns how
    /// many were written and how many are text.
    ///
    /// Every cell is the template showing its byte, with its own range when the text is the
    /// source's (`exactOffset`), else the template's: a range is a start and a step, so the
    /// loop does not branch on it.
    static func writeASCIIRun(_ bytes: UnsafeBufferPointer<UInt8>, _ positions: Range<Int>, template: Cell,
                              exactOffset: Int?, breaksFirst: Bool, previousIsText: Bool,
                              into newCells: UnsafeMutableBufferPointer<Cell>,
                              marks newMarks: UnsafeMutableBufferPointer<Marks>) -> (written: Int, textCount: Int) {
        let first = positions.lowerBound
        var start: Int32
        var end: Int32
        let step: Int32
        if let exactOffset {
            let base = exactOffset + first
            if base >= 0, base + positions.count < Int(Int32.max) {
                (start, end, step) = (Int32(base), Int32(base + 1), 1)
            } else {
                // A run reaching past 2 GiB of source: every cell takes the first byte's offsets,
                // clamped to what a cell stores.
                (start, end, step) = (Int32(clamping: base), Int32(clamping: base + 1), 0)
            }
        } else {
            (start, end) = template.storedRange
            step = 0
        }
        // Pointers and locals only: the loop keeps its state in registers.
        let source = bytes.baseAddress! + first
        let cellsOut = newCells.baseAddress!
        let marksOut = newMarks.baseAddress!
        let count = positions.count
        var previousIsText = previousIsText
        var previousIsHyphen = false
        var written = 0
        var textCount = 0
        var offset = 0
        while offset < count {
            let byte = source[offset]
            if byte <= 0x20 {
                // A collapsible space follows text, else it collapses into what is before it.
                if previousIsText {
                    var cell = template
                    cell.show(ascii: 0x20, rangeStart: start, rangeEnd: end)
                    (cellsOut + written).initialize(to: cell)
                    (marksOut + written).initialize(to: .space)
                    written &+= 1
                    previousIsText = false
                }
                previousIsHyphen = false
            } else {
                // A hyphen before a letter allows a break (the first byte's was decided by the
                // caller); a hyphen is text, so the byte before this one was text.
                let breaks = offset == 0 ? breaksFirst : previousIsHyphen && (byte | 0x20) &- 0x61 < 26
                var cell = template
                cell.show(ascii: byte, rangeStart: start, rangeEnd: end)
                (cellsOut + written).initialize(to: cell)
                (marksOut + written).initialize(to: breaks ? .breakBefore : .text)
                written &+= 1
                textCount &+= 1
                previousIsText = true
                previousIsHyphen = byte == 0x2D
            }
            start &+= step
            end &+= step
            offset &+= 1
        }
        return (written, textCount)
    }
}
