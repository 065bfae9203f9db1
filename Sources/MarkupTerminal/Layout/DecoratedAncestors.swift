import MarkupCore

/// The element that starts a text's decoration of one kind (underline, or strikethrough): the
/// outermost of the unbroken line of decorated ancestors of the text, walking up from its
/// parent at most ``DecorationMarks/maximumWalk`` elements (see ``DecorationMarks``).
///
/// The last line walked is remembered: texts in the same decorated markup share most of it
/// (deep copy nests many decorated elements, and each of its texts would walk them all), so a
/// walk stops where it meets that line and takes its answer.
struct DecoratedAncestors {
    /// Whether the line is of struck elements (else of underlined ones).
    let struck: Bool
    /// Where the last walk started, and what it found (-1 for nothing).
    private var start = -1
    private(set) var outermost = -1
    /// Whether the last walk ended at an element that is not decorated or at the root, not
    /// at the limit: only then does a walk that meets its line end where it ended.
    private var endedAtUndecorated = false
    /// Of ``outermost``: its depth, whether it is an `<ins>` (its marks are the insertion
    /// marks), whether it was made up (a reopened element), and the ranges of its start and
    /// end tags (or of the whole element without them), which its marks' cells take.
    private var outermostDepth = 0
    private(set) var outermostIsInsertion = false
    private(set) var outermostIsSynthesized = false
    private(set) var outermostOpeningRange = SourceRange(start: 0, end: 0)
    private(set) var outermostClosingRange = SourceRange(start: 0, end: 0)

    init(struck: Bool) {
        self.struck = struck
    }

    /// The outermost element of the line of decorated ancestors from `parent` (a text's
    /// parent) up, at most `limit` of them, or -1 when `parent` is not decorated; whether an
    /// element of `tree` is decorated is `isDecorated` of its index. Inlined: the test is
    /// then read in place, and the document it reads is not copied.
    @inline(__always)
    mutating func outermost(from parent: Int, in tree: MarkupTree, limit: Int, isDecorated: (Int) -> Bool) -> Int {
        if parent == start { return outermost }
        var current = parent
        var steps = 0
        while current >= 0, steps < limit, isDecorated(current) {
            // An ancestor of the last walk's start no shallower than what that walk found is on
            // its line: the rest of this walk is that line, to its end.
            if endedAtUndecorated, outermost >= 0, current >= outermost, current <= start,
               tree.records[current].subtreeEnd > start {
                let depth = tree.records[parent].depth
                // Depths are stored up to a bound: past it, the count below would be wrong.
                if depth < 0xFF_FFFF, depth - outermostDepth < limit {
                    start = parent
                    return outermost
                }
                break
            }
            current = tree.parentIndex(of: current)
            steps += 1
        }
        return walk(from: parent, in: tree, limit: limit, isDecorated: isDecorated)
    }

    /// The walk from `parent` to the end of its line, remembered.
    private mutating func walk(from parent: Int, in tree: MarkupTree, limit: Int, isDecorated: (Int) -> Bool) -> Int {
        var found = -1
        var current = parent
        var steps = 0
        while current >= 0, steps < limit, isDecorated(current) {
            found = current
            current = tree.parentIndex(of: current)
            steps += 1
        }
        start = parent
        endedAtUndecorated = steps < limit
        if found != outermost {
            outermost = found
            if found >= 0 {
                let record = tree.records[found]
                outermostDepth = record.depth
                outermostIsInsertion = !struck && tree.tag(at: found) == "ins"
                outermostIsSynthesized = record.isSynthesized
                outermostOpeningRange = record.startTagRange ?? record.range
                outermostClosingRange = record.endTagRange ?? record.range
            }
        }
        return found
    }
}
