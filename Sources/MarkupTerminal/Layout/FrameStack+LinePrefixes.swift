/// The prefixes of the lines laid out inside the open frames: fitted to the width, handed
/// over in place or joined, the first-line ones (list markers) used up as lines are made.
extension FrameStack {
    /// Columns the next line's prefixes take, at most `limit`.
    func prefixWidth(upTo limit: Int) -> Int {
        min(nextLinePrefixWidth, limit)
    }

    /// Puts the prefixes of the next line in front of its cells, cut from the left to fit
    /// `width` columns with them; list markers are used up, shown or not.
    mutating func insertLinePrefix(into line: inout [Cell], width: Int) {
        // Most lines are in blocks with no prefix at all: their array is left as it is.
        guard hasLinePrefix else {
            useFirstPrefixes()
            return
        }
        // A line is at most as wide as its number of cells (a continuation is 0 wide): when
        // the prefixes fit beside that many columns, the cells need not be measured.
        let contentWidth = prefixWidth(upTo: .max) <= width - line.count ? line.count : RenderedDocument.width(of: line)
        let content = line
        line = makeLine(contentCount: content.count, contentWidth: contentWidth, width: width) { $0 += content }
    }

    /// A new line of the next line's prefixes, fitted to `width` columns beside content
    /// `contentWidth` columns wide (or fewer) as ``takeLinePrefix(lineWidth:width:)`` fits them,
    /// followed by the `contentCount` cells `appendContent` appends: one array made at its
    /// exact size, the prefixes' cells copied in once. List markers are used up.
    mutating func makeLine(contentCount: Int, contentWidth: Int, width: Int,
                           appendContent: (inout [Cell]) -> Void) -> [Cell] {
        defer { useFirstPrefixes() }
        var line: [Cell] = []
        if prefixWidth(upTo: .max) <= width - contentWidth {
            var total = 0
            for frame in frames.indices { total += partCount(frame, usesFirst: true) }
            line.reserveCapacity(total + contentCount)
            if total > 0 {
                for frame in frames.indices where partCount(frame, usesFirst: true) > 0 {
                    line += part(frame, usesFirst: true)
                }
            }
        } else {
            let prefix = joinedPrefixes(depth: frames.count, usesFirst: true, room: width - contentWidth, cutting: true)!
            line.reserveCapacity(prefix.count + contentCount)
            line += prefix
        }
        appendContent(&line)
        return line
    }

    /// The prefixes of the next line, whose content is `lineWidth` columns wide, fitted to
    /// `width` columns as ``insertLinePrefix(into:width:)`` fits them, in one array (a single
    /// prefix shared, not copied); list markers are used up.
    mutating func takeLinePrefix(lineWidth: Int, width: Int) -> [Cell] {
        // Most lines are in blocks with no prefix at all: no array is made or retained for them.
        let prefix = !hasLinePrefix
            ? [] : joinedPrefixes(depth: frames.count, usesFirst: true, room: width - lineWidth, cutting: true)!
        useFirstPrefixes()
        return prefix
    }

    /// Hands `body` the prefixes of the next line, whose content is `lineWidth` columns wide,
    /// fitted to `width` columns as ``insertLinePrefix(into:width:)`` fits them: each frame's
    /// part in turn when they all fit (nothing is joined), else them joined and cut; then the
    /// list markers are used up. The parts are handed over in place, as buffers valid during
    /// the call: a slice of the cells would retain them per part and line.
    mutating func forEachLinePrefixPart(lineWidth: Int, width: Int, _ body: (UnsafeBufferPointer<Cell>) -> Void) {
        // Most lines are in blocks with no prefix at all: nothing to look at.
        guard hasLinePrefix else {
            useFirstPrefixes()
            return
        }
        if prefixWidth(upTo: .max) <= width - lineWidth {
            prefixCells.withUnsafeBufferPointer { cells in
                for frame in frames.indices where partCount(frame, usesFirst: true) > 0 {
                    body(UnsafeBufferPointer(rebasing: cells[partRange(frame, usesFirst: true)]))
                }
            }
        } else {
            joinedPrefixes(depth: frames.count, usesFirst: true, room: width - lineWidth, cutting: true)!
                .withUnsafeBufferPointer(body)
        }
        useFirstPrefixes()
    }

    /// Whether the next line has any prefix, shown or cut.
    private var hasLinePrefix: Bool {
        nextLinePrefixCount > 0
    }

    /// The prefixes of a blank line inside the `depth` outermost frames (no list marker),
    /// cut from the left to `room` columns.
    /// Mutating only so that a stack held by a class is read in place: a non-mutating call
    /// copies it, retaining and releasing each of its arrays.
    mutating func blankLinePrefix(depth: Int, room: Int) -> [Cell] {
        // Most blank lines are outside any indent, quote or list item: no prefix at all.
        guard otherLinesPrefixCount > 0 else { return [] }
        return joinedPrefixes(depth: min(depth, frames.count), usesFirst: false, room: room, cutting: true)!
    }

    /// The prefixes of `frames[..<depth]` end to end and cut from the left to `room` columns:
    /// the innermost that fit whole, the one that fits in part, and no further out. Nil when
    /// they do not all fit and `cutting` is off. A single prefix shown whole is shared, not copied.
    private func joinedPrefixes(depth: Int, usesFirst: Bool, room: Int, cutting: Bool = false) -> [Cell]? {
        let room = max(0, room)
        var width = 0
        var cellCount = 0
        var first = depth
        while first > 0 {
            let frame = first - 1
            let partWidth = usesFirst ? frames[frame].nextLinePrefixWidth : frames[frame].prefixWidth
            guard width + partWidth <= room else { break }
            width += partWidth
            cellCount += partCount(frame, usesFirst: usesFirst)
            first = frame
        }
        guard first == 0 || cutting else { return nil }
        let cut = first > 0 ? Self.fitted(part(first - 1, usesFirst: usesFirst), room: room - width) : []
        var shownCount = 0
        var lastShown = first
        for frame in first..<depth where partCount(frame, usesFirst: usesFirst) > 0 {
            shownCount += 1
            lastShown = frame
        }
        if cut.isEmpty, shownCount <= 1 { return shownCount == 0 ? [] : Array(part(lastShown, usesFirst: usesFirst)) }
        var line: [Cell] = []
        line.reserveCapacity(cut.count + cellCount)
        line += cut
        for frame in first..<depth where partCount(frame, usesFirst: usesFirst) > 0 {
            line += part(frame, usesFirst: usesFirst)
        }
        return line
    }

    private func part(_ frame: Int, usesFirst: Bool) -> ArraySlice<Cell> {
        prefixCells[partRange(frame, usesFirst: usesFirst)]
    }

    /// Where the cells of `frame`'s part are in ``prefixCells`` (empty for a frame with none).
    private func partRange(_ frame: Int, usesFirst: Bool) -> Range<Int> {
        let part = Int(frames[frame].part)
        guard part >= 0 else { return 0..<0 }
        return usesFirst && frames[frame].firstPrefix != nil ? parts[part].first! : parts[part].other
    }

    private func partCount(_ frame: Int, usesFirst: Bool) -> Int {
        usesFirst ? frames[frame].nextLinePrefixCount : frames[frame].prefixCount
    }

    /// `prefix` cut from the left, a cluster at a time, to `room` columns.
    private static func fitted(_ prefix: ArraySlice<Cell>, room: Int) -> ArraySlice<Cell> {
        var excess = prefix.reduce(0) { $0 + Int($1.width) } - max(0, room)
        guard excess > 0 else { return prefix }
        var start = prefix.startIndex
        while start < prefix.endIndex, excess > 0 {
            excess -= Int(prefix[start].width)
            start += 1
            while start < prefix.endIndex, prefix[start].isContinuation { start += 1 }
        }
        return prefix[start...]
    }
}
