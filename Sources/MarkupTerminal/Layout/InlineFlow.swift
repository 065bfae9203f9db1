import MarkupCore

/// The inline content of one block: clusters with their cells, collapsible spaces and
/// forced breaks, wrapped into lines at a width.
///
/// Cells and what each is to wrapping are kept side by side, so that wrapping finds words
/// by reading a byte per cell and copies a word into its line as one slice.
struct InlineFlow {
    /// What a cluster is to wrapping: text (no mark), a collapsible space or a forced break;
    /// text may allow a break before it (between CJK characters, after a hyphen, in wrapped `pre`).
    struct Marks: OptionSet {
        let rawValue: UInt8
        static let space = Marks(rawValue: 1)
        static let hardBreak = Marks(rawValue: 2)
        static let breakBefore = Marks(rawValue: 4)
        /// Text with no break before it. (Written `[]`, an option set is made from an array
        /// literal, and in the layout loops the empty array was retained and released per cell.)
        static var text: Marks { Marks(rawValue: 0) }

        var isText: Bool { rawValue & 3 == 0 }
    }

    /// A cell per cluster, and after a wide one its continuation (marked as text that allows no
    /// break before it), so that a word of CJK text is copied into its line like any other;
    /// and the mark of each. Changed only after ``makeRoom(for:)``.
    private var storage = InlineFlowStorage.empty
    /// The cells, read in place.
    var cells: Column<Cell> { Column(storage, storage.cells) }
    /// What each cell is to wrapping, read in place.
    var marks: Column<Marks> { Column(storage, storage.marks) }
    /// Whether some text cluster takes no column: else a word is as wide as it has cells (a
    /// wide cluster's cell and its continuation, which stay in one word, take its two columns).
    var hasIrregularWidths = false
    /// How many clusters are not collapsible spaces.
    var contentCount = 0
    /// Column within the current preformatted line, for tab stops.
    private var preColumn = 0
    /// What the clusters met so far show as, kept across ``reset()`` and shared with the
    /// flows made with ``init(sharing:)``.
    let shownClusters: ShownClusterCache

    init() {
        shownClusters = ShownClusterCache()
    }

    /// An empty flow that finds what clusters show as in `shownClusters` (a table cell's, in
    /// its document's cache).
    init(sharing shownClusters: ShownClusterCache) {
        self.shownClusters = shownClusters
    }

    /// Whether there is anything to show (spaces alone are not).
    var hasContent: Bool { contentCount > 0 }

    mutating func reset() {
        // Nothing written since the last reset (a block's edge next to another's): nothing to
        // empty. A shared storage with no cells is left for ``makeRoom(for:)`` to replace.
        if storage.count == 0, contentCount == 0, !hasIrregularWidths, preColumn == 0 { return }
        if isKnownUniquelyReferenced(&storage) {
            storage.count = 0
        } else if storage.capacity > 0 {
            // A copy of the flow keeps the cells (the flow kept whole as a block's only content).
            storage = InlineFlowStorage(capacity: storage.capacity)
        }
        hasIrregularWidths = false
        contentCount = 0
        preColumn = 0
    }

    /// Room a flow takes at least when it first gets cells: a paragraph's worth (a table cell's
    /// flow is new), as growing from nothing a step at a time copies the cells at every step.
    private static let firstCapacity = 128

    /// Makes room for `count` more cells (and marks) than the flow holds, in storage of the
    /// flow's own, at least doubling its room when it must grow, so that growing stays linear;
    /// then `count` cells and marks may be written at the end of the storage with no further check.
    @inline(__always)
    mutating func makeRoom(for count: Int) {
        if isKnownUniquelyReferenced(&storage), storage.count &+ count <= storage.capacity { return }
        takeRoom(for: count)
    }

    @inline(never)
    private mutating func takeRoom(for count: Int) {
        let needed = storage.count + count
        let capacity = needed <= storage.capacity
            ? storage.capacity : max(needed, 2 * storage.capacity, Self.firstCapacity)
        storage = storage.copy(count: storage.count, capacity: capacity)
    }

    /// The end of the storage, where ``makeRoom(for:)`` made room, and the number of cells held.
    var freeRoom: (cells: UnsafeMutablePointer<Cell>, marks: UnsafeMutablePointer<Marks>, count: Int) {
        (storage.cells + storage.count, storage.marks + storage.count, storage.count)
    }

    /// Counts `count` more cells written at ``freeRoom`` after ``makeRoom(for:)``.
    mutating func didWrite(_ count: Int) {
        storage.count &+= count
    }

    private mutating func append(_ cell: Cell, _ mark: Marks) {
        makeRoom(for: 2)
        let (cellsOut, marksOut, _) = freeRoom
        cellsOut.initialize(to: cell)
        marksOut.initialize(to: mark)
        if cell.width == 2 {
            (cellsOut + 1).initialize(to: .continuation(of: cell))
            (marksOut + 1).initialize(to: .text)
            storage.count &+= 2
        } else {
            storage.count &+= 1
        }
        if mark != .space { contentCount += 1 }
        if mark.isText, cell.width == 0 { hasIrregularWidths = true }
    }

    /// Adds text in the cells' style `styleKey`; `exactOffset` is the source offset of its first
    /// byte when the text is exactly the source (so each cluster gets its own range), else
    /// every cluster gets `range`.
    ///
    /// Scans the UTF-8 bytes: printable ASCII, "simple" scalars (see ``SimpleScalar``) and lone
    /// ones (controls, U+FFFD) are clusters of their own (see
    /// ``appendSimpleText(_:from:run:range:exactOffset:)``); only the rest goes through
    /// grapheme segmentation.
    mutating func add(_ text: String, styleKey: UInt32, node: NodeID?, range: SourceRange?, exactOffset: Int?,
                      link: String?, preserve: Bool, wrapsPreformatted: Bool) {
        var storage = text
        storage.withUTF8 { bytes in
            add(bytes: bytes, styleKey: styleKey, node: node, range: range, exactOffset: exactOffset, link: link,
                preserve: preserve, wrapsPreformatted: wrapsPreformatted)
        }
    }

    /// Adds text given as UTF-8 bytes, which must be valid UTF-8 (a tree's text is: the source
    /// is repaired when read and decoded text is made from scalars); see
    /// ``add(_:styleKey:node:range:exactOffset:link:preserve:wrapsPreformatted:)``. A text
    /// node's bytes come here as the tree holds them, so text that needs no segmentation makes
    /// no string.
    mutating func add(bytes: UnsafeBufferPointer<UInt8>, styleKey: UInt32, node: NodeID?, range: SourceRange?,
                      exactOffset: Int?, link: String?, preserve: Bool, wrapsPreformatted: Bool) {
        // A run shares its style and link: intern them once, not per cluster.
        let linkKey = link.map { $0.isEmpty ? 0 : cellStrings.key($0) } ?? 0
        let run = Run(styleKey: styleKey, lookKey: Cell.lookKey(styleKey: styleKey, linkKey: linkKey),
                      nodeIndex: node.map { Int32(truncatingIfNeeded: min($0.index, Int(Int32.max))) } ?? -1)
        let count = bytes.count
        var index = 0
        while index < count {
            // Outside `pre`, simple text takes printable ASCII, white space and simple scalars
            // before anything that does not join them: all but what needs segmentation; from
            // a lone scalar (a control, U+FFFD) on, the text is junk, taken by `addJunk`. In
            // `pre`, a scalar that no neighbour joins is a cluster of its own, found without
            // segmenting the text.
            if !preserve {
                let end = appendSimpleText(bytes, from: index, run: run, range: range, exactOffset: exactOffset)
                if end > index {
                    index = end
                    continue
                }
                if Self.mayStartLoneScalar(bytes[index]) {
                    addJunk(bytes, from: index, run: run, range: range, exactOffset: exactOffset)
                    return
                }
            } else if let length = Self.unjoinedScalarLength(in: bytes, at: index) {
                let clusterRange = exactOffset.map { SourceRange(start: $0 + index, end: $0 + index + length) } ?? range
                addPreserved(UnsafeBufferPointer(rebasing: bytes[index..<index + length]), run: run,
                             range: clusterRange, wraps: wrapsPreformatted)
                index += length
                continue
            }
            index = addSegmented(bytes, at: index, run: run, range: range, exactOffset: exactOffset,
                                 preserve: preserve, wrapsPreformatted: wrapsPreformatted)
        }
    }

    /// Adds the rest of a text outside `pre` from `start`, which may hold a lone scalar: binary
    /// junk, whose ASCII, simple and lone scalars ``appendSimpleOrLoneText(_:from:run:range:exactOffset:)``
    /// takes, the rest going through segmentation. Out of line, so that `add` stays as small
    /// for copy as it was without it.
    @inline(never)
    private mutating func addJunk(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, run: Run, range: SourceRange?,
                                  exactOffset: Int?) {
        var index = start
        while index < bytes.count {
            let end = appendSimpleOrLoneText(bytes, from: index, run: run, range: range, exactOffset: exactOffset)
            index = end > index ? end : addSegmented(bytes, at: index, run: run, range: range, exactOffset: exactOffset,
                                                      preserve: false, wrapsPreformatted: false)
        }
    }

    /// Adds the cluster at `index`, found by grapheme segmentation; returns where it ends.
    /// Out of line: text that needs segmentation is rare in copy.
    @inline(never)
    private mutating func addSegmented(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, run: Run,
                                       range: SourceRange?, exactOffset: Int?, preserve: Bool,
                                       wrapsPreformatted: Bool) -> Int {
        let length = Self.emojiClusterLength(in: bytes, at: index) ?? Self.clusterLength(in: bytes, at: index)
        let clusterBytes = UnsafeBufferPointer(rebasing: bytes[index..<index + length])
        let clusterRange = exactOffset.map { SourceRange(start: $0 + index, end: $0 + index + length) } ?? range
        if let breaks = Self.separatorBreaks(clusterBytes) {
            appendBreaks(breaks, run: run, range: clusterRange)
        } else if preserve {
            addPreserved(clusterBytes, run: run, range: clusterRange, wraps: wrapsPreformatted)
        } else if clusterBytes.allSatisfy({ $0 < 0x80 && ASCII.isWhitespace($0) }) {
            appendCollapsibleSpace(run: run, range: clusterRange)
        } else {
            appendText(clusterBytes, run: run, range: clusterRange, forceBreakable: false)
        }
        return index + length
    }

    /// What every cluster of one `add` shares, interned.
    struct Run {
        var styleKey: UInt32
        /// The style and link together (see ``Cell/lookKey(styleKey:linkKey:)``).
        var lookKey: UInt32
        var nodeIndex: Int32

        @inline(__always)
        func cell(_ code: UInt32, width: UInt8 = 1, range: SourceRange?) -> Cell {
            Cell(code: code, width: width, lookKey: lookKey, nodeIndex: nodeIndex, range: range)
        }
    }

    /// Whether the flow ends with text (not a space or a forced break).
    var lastIsText: Bool {
        @inline(__always) get {
            let count = storage.count
            return count > 0 && storage.marks[count - 1].isText
        }
    }

    /// The last cluster's cell when the flow ends with text (a wide one, not its continuation).
    /// Inlined, as ``lastIsText`` is: simple text asks for both once per text.
    var lastTextCell: Cell? {
        @inline(__always) get {
            guard lastIsText else { return nil }
            let count = storage.count
            let last = storage.cells[count - 1]
            if last.isContinuation, count >= 2, storage.cells[count - 2].width == 2 { return storage.cells[count - 2] }
            return last
        }
    }

    private mutating func appendCollapsibleSpace(run: Run, range: SourceRange?) {
        guard lastIsText else { return }
        append(run.cell(0x20, range: range), .space)
    }

    private mutating func appendBreaks(_ count: Int, run: Run, range: SourceRange?) {
        let unlinked = Cell.lookKey(styleKey: run.styleKey, linkKey: 0)
        for _ in 0..<count {
            append(Cell(code: 0, width: 0, lookKey: unlinked, nodeIndex: run.nodeIndex, range: range), .hardBreak)
        }
        preColumn = 0
    }

    /// Adds a cluster of preformatted text, given as its UTF-8 bytes: LF and CR LF break the
    /// line, a lone CR shows nothing and a tab reaches the next tab stop.
    private mutating func addPreserved(_ cluster: UnsafeBufferPointer<UInt8>, run: Run, range: SourceRange?,
                                       wraps: Bool) {
        let first = cluster[0]
        if cluster.count == 1 ? first == 0x0A : cluster.count == 2 && first == 0x0D && cluster[1] == 0x0A {
            let unlinked = Cell.lookKey(styleKey: run.styleKey, linkKey: 0)
            append(Cell(code: 0, width: 0, lookKey: unlinked, nodeIndex: run.nodeIndex, range: range), .hardBreak)
            preColumn = 0
        } else if cluster.count == 1, first == 0x0D {
            return
        } else if cluster.count == 1, first == 0x09 {
            let spaces = 8 - preColumn % 8
            for _ in 0..<spaces { append(run.cell(0x20, range: range), wraps ? .breakBefore : .text) }
            preColumn += spaces
        } else {
            preColumn += appendText(cluster, run: run, range: range, forceBreakable: wraps)
        }
    }

    /// Adds a cluster that needed segmentation, given as its UTF-8 bytes; returns the columns
    /// it takes.
    @discardableResult
    private mutating func appendText(_ cluster: UnsafeBufferPointer<UInt8>, run: Run, range: SourceRange?,
                                     forceBreakable: Bool) -> Int {
        appendShown(shownClusters.shown(bytes: cluster), run: run, range: range, forceBreakable: forceBreakable)
    }

    /// Adds a cluster's cell; returns the columns it takes.
    @discardableResult
    private mutating func appendShown(_ shown: ShownClusterCache.ShownCluster, run: Run, range: SourceRange?,
                                      forceBreakable: Bool) -> Int {
        let cell = run.cell(shown.code, width: shown.width, range: range)
        let breaks = forceBreakable || mayBreak(before: cell, startsWithLetter: shown.startsWithLetter)
        append(cell, breaks ? .breakBefore : .text)
        return Int(shown.width)
    }

    /// Whether a line may break before `cell`: next to wide (CJK) text unless punctuation
    /// forbids it, or after a hyphen before a letter.
    private func mayBreak(before cell: Cell, startsWithLetter: @autoclosure () -> Bool) -> Bool {
        guard let previous = lastTextCell else { return false }
        return Self.mayBreak(between: previous, and: cell, startsWithLetter: startsWithLetter())
    }

    /// Whether a line may break between two text cells. Inlined: it is asked for every cell
    /// of CJK text, and a call, with the cells passed in memory, costs more than the answer.
    @inline(__always)
    static func mayBreak(between previous: Cell, and cell: Cell,
                                 startsWithLetter: @autoclosure () -> Bool) -> Bool {
        if previous.width == 2 || cell.width == 2,
           !LineBreaking.forbidsBreak(before: cell), !LineBreaking.forbidsBreak(after: previous) {
            return true
        }
        return previous.graphemeCode == 0x2D && startsWithLetter()
    }

    /// Adds a forced line break (`<br>`).
    mutating func addBreak(node: NodeID?, range: SourceRange?) {
        append(Cell(grapheme: "", width: 0, node: node, range: range), .hardBreak)
        preColumn = 0
    }

    /// Adds cells glued to what precedes them (a link number `[1]`).
    mutating func addGlued(_ cells: [Cell]) {
        cells.withUnsafeBufferPointer { addGlued($0) }
    }

    /// ``addGlued(_:)`` of cells held elsewhere (scratch room).
    mutating func addGlued(_ cells: UnsafeBufferPointer<Cell>) {
        for cell in cells where !cell.isContinuation { append(cell, .text) }
    }

    /// Adds the clusters of `shape` (cells of no style, node or range) glued to what precedes
    /// them, as ``addGlued(_:)`` adds `Cell.cells` of the same text in style `styleKey`, of
    /// `node`, over `range`: the cells are made in place, with no array (a decoration mark).
    mutating func addGlued(restyling shape: UnsafeBufferPointer<Cell>, styleKey: UInt32, node: NodeID,
                           range: SourceRange?) {
        let lookKey = Cell.lookKey(styleKey: styleKey, linkKey: 0)
        let nodeIndex = Int32(clamping: node.index)
        for cell in shape where !cell.isContinuation {
            append(Cell(code: cell.graphemeCode, width: cell.width, lookKey: lookKey, nodeIndex: nodeIndex, range: range),
                   .text)
        }
    }

    /// Adds cells glued to the last visible text, before the spaces that trail it, collapsible
    /// or no-break (a closing mark `-]` goes after `$99`, not after the space that follows it;
    /// a link number after `A Button`, not after the `&nbsp;`s that pad the button).
    mutating func addGluedBeforeTrailingSpace(_ new: UnsafeBufferPointer<Cell>) {
        addBeforeTrailingSpace { $0.addGlued(new) }
    }

    /// ``addGlued(restyling:styleKey:node:range:)`` before the spaces that trail the last
    /// visible text, as ``addGluedBeforeTrailingSpace(_:)`` adds cells.
    mutating func addGluedBeforeTrailingSpace(restyling shape: UnsafeBufferPointer<Cell>, styleKey: UInt32,
                                              node: NodeID, range: SourceRange?) {
        addBeforeTrailingSpace { $0.addGlued(restyling: shape, styleKey: styleKey, node: node, range: range) }
    }

    /// Calls `add` with the flow less the spaces that trail its last visible text, which go
    /// back after what `add` adds.
    private mutating func addBeforeTrailingSpace(_ add: (inout InlineFlow) -> Void) {
        var count = 0
        while count < storage.count {
            let index = storage.count - 1 - count
            let mark = storage.marks[index]
            guard mark == .space || (mark.isText && storage.cells[index].isNoBreakSpace) else { break }
            count += 1
        }
        guard count > 0 else {
            add(&self)
            return
        }
        let kept = Array(zip(cells.suffix(count), marks.suffix(count)))
        makeRoom(for: 0)
        storage.count -= count
        contentCount -= kept.count { $0.1 != .space }
        add(&self)
        for (cell, mark) in kept { append(cell, mark) }
    }
}

extension InlineFlow {
    /// Whether `byte` is white space that collapses outside `pre`.
    static func isCollapsible(_ byte: UInt8) -> Bool { ASCII.isWhitespace(byte) }
}
