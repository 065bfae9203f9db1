/// The blocks open around the line being laid out, outermost first, and the prefixes
/// (indents, quote bars, list markers) their lines start with.
///
/// A line only reads the prefixes that show on it: deep nesting on a narrow screen costs
/// each line what it shows, not the depth of nesting. The lines' prefixes are made in
/// FrameStack+LinePrefixes.swift, which reads the stack's state; only this file changes it.
struct FrameStack {
    private(set) var frames: [BlockFrame] = []
    /// The prefixes of the frames that have any (``BlockFrame/part``), and the markers of the
    /// open lists (``BlockFrame/list``), in the order of their frames.
    private(set) var parts: [Part] = []
    private var lists: [ListFrame] = []
    /// The markers of the open lists' items, end to end in the order of their lists: a list's
    /// are appended when it opens and dropped when it closes (no array made and freed per list).
    private var markers: [ListFrame.ListMarker] = []
    /// The cells of the parts, end to end in the order of their frames: a frame's cells are
    /// appended when it opens and dropped when it closes, so that a list item's marker is
    /// no array of its own (one made and freed per item).
    private(set) var prefixCells: [Cell] = []
    /// Where the open frames' cells in ``prefixCells`` end: the cells after are left over from
    /// closed frames and written over by the next (an array's generic removal and appending
    /// of a few cells cost more than writing them in place).
    private var prefixEnd = 0

    /// Where in ``prefixCells`` a frame's first line's cells are (nil for none) and its other
    /// lines' (a list item's may be its list's), and where the cells the frame put there
    /// start (they go when it closes).
    struct Part {
        var first: Range<Int>?
        var other: Range<Int>
        var cellsStart: Int
    }
    /// The columns and cells of the next line's prefixes, all frames' together (the sums of
    /// their ``BlockFrame/nextLinePrefixWidth`` and ``BlockFrame/nextLinePrefixCount``), kept
    /// as frames open, close and use their first-line prefixes: asked per line.
    private(set) var nextLinePrefixWidth = 0
    private(set) var nextLinePrefixCount = 0
    /// The cells of all frames' prefixes of lines after their first (``BlockFrame/prefixCount``).
    private(set) var otherLinesPrefixCount = 0
    /// No frame below this index still holds an unused first-line prefix.
    private var firstPrefixFloor = 0

    var count: Int { frames.count }

    /// The innermost frame; the root of the layout is always open.
    var innermost: BlockFrame {
        _read { yield frames[frames.count - 1] }
    }

    /// Where the innermost open list's markers are (see ``marker(ofItem:inList:)``): nil when
    /// no list is open, -1 for a list with none (one laid out as the root of a pass).
    var innermostList: Int? {
        var index = frames.count
        while index > 0 {
            index -= 1
            if case .list = frames[index].kind { return Int(frames[index].list) }
        }
        return nil
    }

    /// The marker of the list item at node index `item` in the open list at `list` (see
    /// ``innermostList``): the one after the last item's, as items come in order, else
    /// found by a binary search of the list's markers.
    mutating func marker(ofItem item: Int, inList list: Int) -> ListFrame.ListMarker? {
        guard list >= 0 else { return nil }
        let range = lists[list].markers
        let next = lists[list].next
        if next < range.upperBound, markers[next].item == item {
            lists[list].next = next + 1
            return markers[next]
        }
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if markers[middle].item < item { low = middle + 1 } else { high = middle }
        }
        guard low < range.upperBound, markers[low].item == item else { return nil }
        lists[list].next = low + 1
        return markers[low]
    }

    /// The widest marker's width of the open list at `list`.
    func markerWidth(ofList list: Int) -> Int {
        list < 0 ? 0 : lists[list].markerWidth
    }

    /// The frame at `index`, outermost first.
    subscript(index: Int) -> BlockFrame {
        _read { yield frames[index] }
    }

    /// Whether a list item is open.
    var isInListItem: Bool {
        for index in frames.indices {
            if case .listItem = frames[index].kind { return true }
        }
        return false
    }

    /// Whether `other` has the same blocks open, aligned, keeping white space and ending
    /// alike, and neither stack has a prefix or an open list: what a layout split in two
    /// checks where its halves meet (see ``LayoutSplit``).
    func opensSameBlocksWithoutPrefixes(as other: FrameStack) -> Bool {
        guard frames.count == other.frames.count, parts.isEmpty, other.parts.isEmpty, lists.isEmpty,
              other.lists.isEmpty, nextLinePrefixCount == 0, other.nextLinePrefixCount == 0,
              otherLinesPrefixCount == 0, other.otherLinesPrefixCount == 0 else { return false }
        for (frame, otherFrame) in zip(frames, other.frames) {
            guard frame.node == otherFrame.node, frame.kind == otherFrame.kind, frame.align == otherFrame.align,
                  frame.preserves == otherFrame.preserves, frame.marginAfter == otherFrame.marginAfter,
                  frame.firstPrefix == nil, otherFrame.firstPrefix == nil else { return false }
        }
        return true
    }

    /// Starts over with only `root` open, keeping the stack's room (an engine measuring table
    /// cells starts over for each).
    mutating func reset(to root: consuming BlockFrame) {
        removeFrames()
        firstPrefixFloor = root.firstPrefix == nil ? 1 : 0
        addNextLinePrefix(of: root)
        frames.append(consume root)
    }

    /// Closes every frame, the root too, keeping the stack's room: an engine started over
    /// opens its root again when it begins.
    mutating func removeAll() {
        removeFrames()
        firstPrefixFloor = 0
    }

    /// Empties ``frames`` keeping its room, a frame at a time: an engine started over holds
    /// one or two, and emptying an array keeping its room goes through a generic path that
    /// costs more than the loop.
    private mutating func removeFrames() {
        while !frames.isEmpty { frames.removeLast() }
        nextLinePrefixWidth = 0
        nextLinePrefixCount = 0
        otherLinesPrefixCount = 0
        while !parts.isEmpty { parts.removeLast() }
        while !lists.isEmpty { lists.removeLast() }
        if !markers.isEmpty { markers.removeAll(keepingCapacity: true) }
        prefixEnd = 0
    }

    /// Opens `frame`, whose first line starts with `firstPrefix` (when set) and its other
    /// lines with `prefix`.
    mutating func push<First: Collection<Cell>, Other: Collection<Cell>>(_ frame: BlockFrame, firstPrefix: First?,
                                                                        prefix: Other) {
        var frame = frame
        if firstPrefix != nil || !prefix.isEmpty {
            let firstStart = prefixEnd
            if let firstPrefix { appendPrefixCells(firstPrefix) }
            let otherStart = prefixEnd
            appendPrefixCells(prefix)
            let part = Part(first: firstPrefix == nil ? nil : firstStart..<otherStart,
                            other: otherStart..<prefixEnd, cellsStart: firstStart)
            frame.setPrefixes(first: part.first.map { prefixCells[$0] }, other: prefixCells[part.other])
            frame.part = Int32(parts.count)
            parts.append(part)
        }
        if frame.firstPrefix != nil { firstPrefixFloor = min(firstPrefixFloor, frames.count) }
        addNextLinePrefix(of: frame)
        frames.append(frame)
    }

    /// Opens the frame of a list, whose items' markers `writeMarkers` appends (in the order
    /// of its items) and returns the widest's width, and the lines of whose items after their
    /// first start with blanks as wide as `itemIndent`, that width and a space.
    mutating func push(_ frame: BlockFrame, itemIndent: Int,
                       writingMarkers writeMarkers: (inout [ListFrame.ListMarker]) -> Int) {
        var frame = frame
        let markersStart = markers.count
        let markerWidth = writeMarkers(&markers)
        var list = ListFrame(markers: markersStart..<markers.count, markerWidth: markerWidth, next: markersStart)
        let itemBlanks = itemIndent + markerWidth + 1
        let start = prefixEnd
        appendPrefixCells(repeatElement(Cell.blank(), count: itemBlanks))
        list.itemPrefix = start..<prefixEnd
        // The list's own lines start with nothing: its part only owns the blanks.
        frame.part = Int32(parts.count)
        parts.append(Part(first: nil, other: start..<start, cellsStart: start))
        frame.list = Int32(lists.count)
        lists.append(list)
        addNextLinePrefix(of: frame)
        frames.append(frame)
    }

    /// Opens the frame of a list item, whose first line starts with `firstPrefix` (
    /// `firstWidth` columns wide) and its other lines with `blanks` blanks: those of the open
    /// list at `list` (see ``innermostList``) when they are as many, else its own. The widths
    /// are known to the caller: the cells are not read again to measure them.
    mutating func pushItem(_ frame: BlockFrame, firstPrefix: UnsafeBufferPointer<Cell>, firstWidth: Int, blanks: Int,
                           ofList list: Int?) {
        var frame = frame
        let start = prefixEnd
        appendPrefixCells(firstPrefix)
        let firstEnd = prefixEnd
        var other = list.map { $0 < 0 ? 0..<0 : lists[$0].itemPrefix } ?? 0..<0
        if other.count != blanks {
            appendPrefixCells(repeatElement(Cell.blank(), count: blanks))
            other = firstEnd..<prefixEnd
        }
        let part = Part(first: start..<firstEnd, other: other, cellsStart: start)
        frame.setPrefixes(firstWidth: firstWidth, firstCount: firstEnd - start, otherCount: other.count)
        frame.part = Int32(parts.count)
        parts.append(part)
        firstPrefixFloor = min(firstPrefixFloor, frames.count)
        addNextLinePrefix(of: frame)
        frames.append(frame)
    }

    /// Puts `cells` after the open frames' cells in ``prefixCells``, over what closed frames
    /// left there, the array grown when they do not fit.
    private mutating func appendPrefixCells<Cells: Collection<Cell>>(_ cells: Cells) {
        let start = prefixEnd
        let end = start + cells.count
        if prefixCells.count < end {
            prefixCells.append(contentsOf: repeatElement(Cell.blank(), count: end - prefixCells.count))
        }
        prefixCells.withUnsafeMutableBufferPointer { buffer in
            var at = start
            for cell in cells {
                buffer[at] = cell
                at += 1
            }
        }
        prefixEnd = end
    }

    /// Closes the innermost frame (not the root's).
    mutating func removeInnermost() {
        let frame = frames.removeLast()
        nextLinePrefixWidth -= frame.nextLinePrefixWidth
        nextLinePrefixCount -= frame.nextLinePrefixCount
        otherLinesPrefixCount -= frame.prefixCount
        if frame.part >= 0 {
            let part = parts.removeLast()
            prefixEnd = part.cellsStart
        }
        // A list's few markers are dropped one at a time: removeLast(_:) is a generic call.
        if frame.list >= 0, let list = lists.popLast() {
            while markers.count > list.markers.lowerBound { markers.removeLast() }
        }
        firstPrefixFloor = min(firstPrefixFloor, frames.count)
    }

    /// Counts `frame`'s next-line prefix in the stack's sums as it opens.
    private mutating func addNextLinePrefix(of frame: BlockFrame) {
        nextLinePrefixWidth += frame.nextLinePrefixWidth
        nextLinePrefixCount += frame.nextLinePrefixCount
        otherLinesPrefixCount += frame.prefixCount
    }

    /// Drops the first-line prefixes (list markers) the line just laid out showed.
    mutating func useFirstPrefixes() {
        // Most lines follow a line with no new frame: nothing to look at.
        guard firstPrefixFloor < frames.count else { return }
        for index in firstPrefixFloor..<frames.count where frames[index].firstPrefix != nil {
            nextLinePrefixWidth -= frames[index].nextLinePrefixWidth
            nextLinePrefixCount -= frames[index].nextLinePrefixCount
            frames[index].dropFirstPrefix()
            nextLinePrefixWidth += frames[index].nextLinePrefixWidth
            nextLinePrefixCount += frames[index].nextLinePrefixCount
        }
        firstPrefixFloor = frames.count
    }
}
