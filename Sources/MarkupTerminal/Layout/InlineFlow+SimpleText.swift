import MarkupCore

/// Adding text whose every cluster is one byte of printable ASCII, one byte of collapsible
/// white space or one simple scalar (see ``SimpleScalar``): the common case, written without
/// grapheme segmentation; and binary junk, whose lone scalars (controls, U+FFFD) are too.
extension InlineFlow {
    /// Adds the clusters from `start` on that are printable ASCII, collapsible white space (not
    /// CR, which may pair with LF) or simple scalars, each a cluster of its own; returns where
    /// they end: at the first byte that is none of these, or at one that the scalar after it
    /// joins (a combining mark), which segmentation then takes with it.
    ///
    /// ASCII and simple scalars alternate in one loop (copy mixes `é`, `’` and CJK into Latin
    /// text), which keeps what decides a break (the text cell before, whether it was a space)
    /// in locals, and writes the cells straight into the flow's storage, with room made once
    /// for the whole text: no cluster takes more cells than it has bytes (a wide one has three
    /// or four).
    mutating func appendSimpleText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, run: Run,
                                   range: SourceRange?, exactOffset: Int?) -> Int {
        appendClusters(bytes, from: start, run: run, range: range, exactOffset: exactOffset, takingLone: false)
    }

    /// ``appendSimpleText(_:from:run:range:exactOffset:)`` that takes lone scalars too, from a
    /// `start` that holds one: controls but CR (shown as their placeholders, one column wide)
    /// and U+FFFD, each before a scalar that does not join it. Binary junk mixes ASCII, controls
    /// and U+FFFD byte by byte; taken in one loop, they are written like simple text. A loop of
    /// its own, so that the tests for lone scalars cost copy nothing.
    mutating func appendSimpleOrLoneText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, run: Run,
                                         range: SourceRange?, exactOffset: Int?) -> Int {
        appendClusters(bytes, from: start, run: run, range: range, exactOffset: exactOffset, takingLone: true)
    }

    /// The loop of both: `takingLone` is a constant in each, so each is compiled with only
    /// its own tests.
    @inline(__always)
    private mutating func appendClusters(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, run: Run,
                                         range: SourceRange?, exactOffset: Int?, takingLone: Bool) -> Int {
        let count = bytes.count
        let source = bytes.baseAddress!
        // Nothing to take (CR, a mark; a control or U+FFFD unless lone scalars are taken): no
        // set-up, as binary junk and text that needs segmentation come here at every such cluster.
        let firstByte = source[start]
        if firstByte < 0x80 {
            guard firstByte &- 0x21 < 0x5E || isCollapsibleSpace(firstByte) || (takingLone && firstByte != 0x0D)
            else { return start }
        } else {
            guard let (scalar, _) = SimpleScalar.decode(bytes, at: start),
                  (takingLone && SimpleScalar.isLone(scalar.value)) || SimpleScalar.isSimple(scalar.value) else {
                return start
            }
        }
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
        makeRoom(for: count - start)
        let (cellsOut, marksOut, _) = freeRoom
        let writer = Cell.TemplateWriter(template: template)
        var written = 0
        // The scalar beyond ASCII that ends an ASCII run, decoded to tell whether it joins the
        // run's last byte: the simple-scalar loop takes it from here when it starts at `index`.
        var decodedAfterRun: (index: Int, scalar: Unicode.Scalar, length: Int) = (-1, Unicode.Scalar(0), 0)
        scan: while index < count {
            let lead = source[index]
            if lead < 0x80, !takingLone || lead &- 0x21 < 0x5E || isCollapsibleSpace(lead) {
                // The first byte's break is decided against the text cell before (a wide one
                // allows a break before any text); within ASCII only a hyphen before a letter does.
                var firstCell = template
                firstCell.show(ascii: lead)
                let breaksFirst = previousIsText
                    && Self.mayBreak(between: previous, and: firstCell, startsWithLetter: ASCII.isLetter(lead))
                let textBefore = previousIsText
                let writtenBefore = written
                let end = Self.writeASCII(source, from: index, to: count,
                                          template: template, rangeStart: startOrigin, rangeEnd: endOrigin,
                                          step: step, breaksFirst: breaksFirst, previousIsText: &previousIsText,
                                          into: cellsOut, marks: marksOut, written: &written,
                                          textCount: &textCount)
                guard end > index else { break scan }
                if end < count, source[end] >= 0x80 {
                    let following = SimpleScalar.decode(bytes, at: end)
                    // A byte that a combining sequence after it joins is segmented with it.
                    if !(takingLone ? Self.endsLone(followedBy: following?.0)
                                    : SimpleScalar.standsAlone(followedBy: following?.0)) {
                        // The run's last byte is taken back, with its cell when it wrote one:
                        // text, or a space after text.
                        let last = source[end - 1]
                        if last > 0x20 || (end - 1 == index ? textBefore : source[end - 2] > 0x20) { written -= 1 }
                        if last > 0x20 { textCount &-= 1 }
                        index = end - 1
                        break scan
                    }
                    // (Junk's runs are short and mostly end at a lone scalar: it keeps none.)
                    if !takingLone, let following { decodedAfterRun = (end, following.0, following.1) }
                }
                if previousIsText, written > writtenBefore { previous = cellsOut[written - 1] }
                index = end
                // Stopped at a byte that is not simple text (a control, CR).
                if !takingLone, end < count, source[end] < 0x80 { break scan }
                continue scan
            }
            // A lone scalar: a control (but CR) or DEL, a C1 control, or U+FFFD before a scalar
            // that does not join it. Known by its bytes, before simple scalars are decoded and
            // searched for (U+FFFD is searched for in all their ranges).
            if takingLone, let (value, length) = Self.loneScalar(in: source, at: index, count: count) {
                let next = index &+ length
                guard lead < 0x80 || next == count || source[next] < 0x80
                    || Self.loneScalar(in: source, at: next, count: count) != nil
                    || Self.endsLone(followedBy: SimpleScalar.decode(bytes, at: next)?.0)
                else { break scan }
                let shown = shownClusters.shown(loneScalar: value)
                let width = shown.width
                // Controls show as a placeholder one column wide: no cluster takes more cells
                // than it has bytes.
                guard Int(width) <= length else { break scan }
                var cell = run.cell(shown.code, width: width, range: nil)
                let rangeStart = startOrigin &+ step &* Int32(truncatingIfNeeded: index)
                let rangeEnd = endOrigin &+ step &* Int32(truncatingIfNeeded: next)
                cell.setStoredRange(start: rangeStart, end: rangeEnd)
                let breaks = previousIsText
                    && Self.mayBreak(between: previous, and: cell, startsWithLetter: shown.startsWithLetter)
                let range = Cell.TemplateWriter.packedRange(start: rangeStart, end: rangeEnd)
                writer.write(shown.code, width: width, range: range, at: cellsOut + written)
                (marksOut + written).initialize(to: breaks ? .breakBefore : .text)
                written &+= 1
                if width == 2 {
                    writer.write(0, width: 0, range: range, at: cellsOut + written)
                    (marksOut + written).initialize(to: .text)
                    written &+= 1
                }
                if width == 0 { irregular = true }
                textCount &+= 1
                previousIsText = true
                previous = cell
                index = next
                continue scan
            }
            var scalar: Unicode.Scalar
            var length: Int
            if decodedAfterRun.index == index {
                (scalar, length) = (decodedAfterRun.scalar, decodedAfterRun.length)
            } else {
                guard let decoded = SimpleScalar.decode(bytes, at: index) else { break scan }
                (scalar, length) = decoded
            }
            guard SimpleScalar.isSimple(scalar.value) else { break scan }
            while true {
                // No simple scalar extends a cluster, so only a scalar from U+0300 on that is
                // neither simple nor lone may join this one (then segmentation takes both).
                let next = index + length
                var following: (Unicode.Scalar, Int)?
                var followingIsSimple = false
                if next < count, source[next] >= 0x80, let decoded = SimpleScalar.decode(bytes, at: next) {
                    followingIsSimple = SimpleScalar.isSimple(decoded.0.value)
                    if !followingIsSimple, decoded.0.value >= 0x300,
                       !(takingLone && SimpleScalar.isLone(decoded.0.value)) {
                        break scan
                    }
                    following = decoded
                }
                let width = shownClusters.width(ofSimple: scalar)
                var cell = run.cell(scalar.value, width: width, range: nil)
                let rangeStart = startOrigin &+ step &* Int32(truncatingIfNeeded: index)
                let rangeEnd = endOrigin &+ step &* Int32(truncatingIfNeeded: next)
                cell.setStoredRange(start: rangeStart, end: rangeEnd)
                let breaks = previousIsText
                    && Self.mayBreak(between: previous, and: cell, startsWithLetter: Self.isAlphabetic(scalar))
                let range = Cell.TemplateWriter.packedRange(start: rangeStart, end: rangeEnd)
                writer.write(scalar.value, width: width, range: range, at: cellsOut + written)
                (marksOut + written).initialize(to: breaks ? .breakBefore : .text)
                written &+= 1
                if width == 2 {
                    writer.write(0, width: 0, range: range, at: cellsOut + written)
                    (marksOut + written).initialize(to: .text)
                    written &+= 1
                }
                if width == 0 { irregular = true }
                textCount &+= 1
                previousIsText = true
                previous = cell
                index = next
                guard followingIsSimple, let following else { continue scan }
                (scalar, length) = following
            }
        }
        didWrite(written)
        contentCount += textCount
        if irregular { hasIrregularWidths = true }
        return index
    }
}

extension InlineFlow {
    /// Whether `scalar` is alphabetic, asked only after a hyphen. Out of line: the layout of
    /// `Unicode.Scalar.Properties` is not known to the compiler, so a function that holds one
    /// looks up its metadata and makes stack room for it on every call, which the text loop
    /// would pay once per text.
    @inline(never)
    fileprivate static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic
    }

    /// The value and length of the lone scalar or control at `index` of valid UTF-8 (`count`
    /// bytes), found by its bytes: a control byte but CR (or DEL), C2 80–9F (a C1 control) or
    /// EF BF BD (U+FFFD); nil for any other scalar.
    @inline(__always)
    fileprivate static func loneScalar(in source: UnsafePointer<UInt8>, at index: Int,
                                       count: Int) -> (value: UInt32, length: Int)? {
        let lead = source[index]
        if lead < 0x80 {
            guard lead &- 0x20 >= 0x5F, lead != 0x0D else { return nil }
            return (UInt32(lead), 1)
        }
        if lead == 0xEF, index &+ 2 < count, source[index &+ 1] == 0xBF, source[index &+ 2] == 0xBD {
            return (0xFFFD, 3)
        }
        if lead == 0xC2, index &+ 1 < count, source[index &+ 1] < 0xA0 {
            return (UInt32(source[index &+ 1]), 2)
        }
        return nil
    }
}

extension InlineFlow {
    /// Writes the cells and marks of the printable ASCII and collapsible white space (not CR)
    /// from `start` on, up to `limit` or the first other byte, after `written` cells; returns
    /// where it stopped.
    ///
    /// Pointers and locals only, so the loop keeps its state in registers. Every cell is the
    /// template showing its byte; its range is `origin + step * offset`. After the first byte,
    /// the byte before is in the run, so it says what the loop would otherwise keep: whether
    /// text came before (a space collapses when not) and whether that was a hyphen.
    @inline(__always)
    fileprivate static func writeASCII(_ source: UnsafePointer<UInt8>, from start: Int, to limit: Int, template: Cell,
                                       rangeStart: Int32, rangeEnd: Int32, step: Int32, breaksFirst: Bool,
                                       previousIsText: inout Bool, into cellsOut: UnsafeMutablePointer<Cell>,
                                       marks marksOut: UnsafeMutablePointer<Marks>, written: inout Int,
                                       textCount: inout Int) -> Int {
        var start32 = rangeStart &+ step &* Int32(truncatingIfNeeded: start)
        var end32 = rangeEnd &+ step &* Int32(truncatingIfNeeded: start &+ 1)
        var cellOut = cellsOut + written
        let firstMark = marksOut + written
        var markOut = firstMark
        var spaces = 0
        // The first byte: its break was decided by the caller, and a space collapses unless
        // text came before.
        let first = source[start]
        if first &- 0x21 < 0x5E {
            var cell = template
            cell.show(ascii: first, rangeStart: start32, rangeEnd: end32)
            cellOut.initialize(to: cell)
            markOut.initialize(to: breaksFirst ? .breakBefore : .text)
            cellOut += 1
            markOut += 1
        } else if isCollapsibleSpace(first) {
            if previousIsText {
                var cell = template
                cell.show(ascii: 0x20, rangeStart: start32, rangeEnd: end32)
                cellOut.initialize(to: cell)
                markOut.initialize(to: .space)
                cellOut += 1
                markOut += 1
                spaces &+= 1
            }
        } else {
            return start
        }
        start32 &+= step
        end32 &+= step
        // The range's start and end move together, packed in one number: a step of 0 or 1
        // never carries from the start into the end (offsets with step 1 fit in `Int32`).
        let writer = Cell.TemplateWriter(template: template)
        var range = Cell.TemplateWriter.packedRange(start: start32, end: end32)
        let rangeStep = UInt64(UInt32(bitPattern: step)) &* 0x1_0000_0001
        var index = start &+ 1
        // The mark of the byte at `index` goes to `markBase[index]`: a mark a byte, one position
        // back for each space that collapses (no pointer moves per byte).
        var markBase = markOut - index
        while index < limit {
            let byte = source[index]
            if byte &- 0x21 < 0x5E {
                writer.write(byte, range: range, at: cellOut)
                (markBase + index).initialize(to: .text)
                // A hyphen before a letter allows a break.
                if source[index &- 1] == 0x2D, ASCII.isLetter(byte) { markBase[index] = .breakBefore }
                cellOut += 1
            } else if isCollapsibleSpace(byte) {
                if source[index &- 1] > 0x20 {
                    writer.write(0x20, range: range, at: cellOut)
                    (markBase + index).initialize(to: .space)
                    cellOut += 1
                    spaces &+= 1
                } else {
                    markBase -= 1
                }
            } else {
                break
            }
            range &+= rangeStep
            index &+= 1
        }
        // Marks are one byte each: their count needs no division by a cell's size.
        let new = markBase + index - firstMark
        textCount &+= new &- spaces
        written &+= new
        previousIsText = source[index &- 1] > 0x20
        return index
    }
}

/// White space that collapses on its own outside `pre` (not CR, which may pair with LF).
@inline(__always)
private func isCollapsibleSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0C
}
