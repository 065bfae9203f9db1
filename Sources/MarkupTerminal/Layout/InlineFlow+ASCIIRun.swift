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
        var previousIsText = previousIsText
        var previousByte: UInt8 = 0
        var written = 0
        var textCount = 0
        for position in positions {
            let byte = bytes[position]
            let mark: Marks
            if byte <= 0x20 {
                // A collapsible space follows text, else it collapses into what is before it.
                guard previousIsText else {
                    start &+= step
                    end &+= step
                    previousByte = byte
                    continue
                }
                mark = .space
                previousIsText = false
            } else {
                // A hyphen before a letter allows a break (the first byte's was decided by the caller).
                let breaks = position == first ? breaksFirst
                    : previousByte == 0x2D && previousIsText && ASCII.isLetter(byte)
                mark = breaks ? .breakBefore : .text
                previousIsText = true
                textCount &+= 1
            }
            var cell = template
            cell.show(ascii: byte <= 0x20 ? 0x20 : byte, rangeStart: start, rangeEnd: end)
            newCells.initializeElement(at: written, to: cell)
            newMarks.initializeElement(at: written, to: mark)
            written &+= 1
            start &+= step
            end &+= step
            previousByte = byte
        }
        return (written, textCount)
    }
}
