import MarkupCore

/// A big document laid out in two halves at once, on two threads, and joined into exactly
/// the lines one pass makes.
///
/// The split is at a block near the middle of the document whose ancestors are plain
/// elements (wrapping `div`s, a `<b>` left open around the rest). The second half enters
/// those ancestors as the walk does, skipping what comes before the block in them, and lays
/// out from the block on; the first half, meanwhile, lays out everything before the block.
/// Where they meet:
/// - both must have the same elements open with the same frames, none with a prefix (an
///   indent, quote bar or list marker), and no inline content, open link or layout table;
/// - the blank lines the first half asked for last and those the second asked for before its
///   first line collapse into one run, as margins do, under the prefixes the second half's
///   first line had;
/// - link numbers are what the second half cannot know: it numbers on from the targets of the
///   links before the block, read from the tree, and the first half must have numbered
///   exactly those, in that order.
///
/// When any of these fails, the first half lays out the rest itself and the second half's
/// lines are dropped, so the lines are always one pass's.
package struct LayoutSplit {
    /// The node index of the block the second half starts at.
    let block: Int

    /// Documents of fewer bytes are laid out in one pass: a thread costs more than half
    /// their layout saves.
    package static let minimumBytes = 1 << 17

    /// What the halves must agree on where they meet: the open elements (their subtrees'
    /// ends, indices and the roles outside them), the roles of the content, the open frames,
    /// and whether nothing is pending (inline content, decorations, links, layout tables).
    struct Meeting {
        var openElements: [(end: Int32, node: Int32, roles: UInt16)]
        var roles: ElementRoles
        var frames: FrameStack
        var isClear: Bool

        func joins(_ other: Meeting) -> Bool {
            isClear && other.isClear && roles == other.roles && openElements.count == other.openElements.count
                && zip(openElements, other.openElements).allSatisfy { $0 == $1 }
                && frames.opensSameBlocksWithoutPrefixes(as: other.frames)
        }
    }

    /// The split of `document`'s layout at the block that starts nearest the middle of its
    /// source, among the children of the elements that hold the middle and may be entered; nil
    /// when that block starts more than a quarter of the source away, when the source has fewer
    /// than `minimumBytes` bytes, or with fewer than two `processors` (those the process may
    /// run on, by default).
    /// Bytes, not nodes, measure the halves' work: one long text can be most of it.
    package static func find(in document: StyledDocument, minimumBytes: Int = minimumBytes,
                             processors: @autoclosure () -> Int = WorkerThread.processorCount) -> LayoutSplit? {
        let tree = document.tree
        let size = tree.source.count
        guard size >= max(minimumBytes, 1), tree.count > 2, processors() > 1 else { return nil }
        let middle = size / 2
        var nearest: (block: Int, distance: Int)?
        var parent = 0
        while true {
            let end = tree.records[parent].subtreeEnd
            // The last child starting at or before the middle holds it, if any does.
            var holdingMiddle: Int?
            var child = parent + 1
            while child < end {
                let start = tree.records[child].range.start
                let distance = abs(start - middle)
                if child > parent + 1, distance < nearest?.distance ?? Int.max, isSplitBlock(child, in: document) {
                    nearest = (child, distance)
                }
                if start <= middle { holdingMiddle = child }
                child = tree.records[child].subtreeEnd
            }
            guard let holdingMiddle, isPlainAncestor(holdingMiddle, in: document) else { break }
            parent = holdingMiddle
        }
        guard let nearest, nearest.distance <= size / 4 else { return nil }
        return LayoutSplit(block: nearest.block)
    }

    /// Whether the second half may start at the node at `index`: a shown block that entering
    /// opens as a plain frame first thing (so the first half can wrap the content before it).
    private static func isSplitBlock(_ index: Int, in document: StyledDocument) -> Bool {
        switch document.tree.records[index].kind {
        case .paragraph, .block, .heading, .list, .pre, .blockquote:
            return document.style(ofNodeAt: index).isHidden != true
        default:
            return false
        }
    }

    /// Whether the second half may enter the node at `index` to reach its block: a shown
    /// plain block (a wrapping `div`, `center` …) or inline element that holds blocks (copy
    /// often leaves a `<b>` or `<span>` open around the rest of a message), which entering
    /// only opens a frame with no prefix or adds to the roles of the content.
    private static func isPlainAncestor(_ index: Int, in document: StyledDocument) -> Bool {
        switch document.tree.records[index].kind {
        case .block, .bold, .italic, .underline, .strikethrough, .inline, .code, .subscript, .superscript, .mark,
             .small, .font:
            return document.style(ofNodeAt: index).isHidden != true
        default:
            return false
        }
    }

    /// The link targets a pass numbers before the block, as the second half starts from:
    /// the first `href` of each link in document order, outside hidden subtrees. (A pass
    /// numbers a link only if it shows something; the first half checks the guess.)
    func linksBefore(in document: StyledDocument, options: LayoutOptions) -> LinkRegistry {
        let links = LinkRegistry()
        guard !options.hyperlinks else { return links }
        let tree = document.tree
        var index = 1
        while index < block {
            if document.style(ofNodeAt: index).isHidden == true {
                index = tree.records[index].subtreeEnd
                continue
            }
            if case .link = tree.records[index].kind { _ = links.number(ofLinkAt: index, in: tree) }
            index += 1
        }
        return links
    }

    /// A split layout under way: the second half's thread, and what the first half must
    /// meet.
    struct Started {
        let worker: WorkerThread
        let meeting: Meeting
        /// The targets the second half numbers on from, as it started.
        let linksBefore: [(number: Int, url: String)]
    }

    /// Begins both halves of the layout of the descendants of `root` and starts the second,
    /// on a thread of its own: it lays out from the block on, then runs `afterSecondHalf`
    /// there. `second` numbers links on from ``linksBefore(in:options:)``. Nil when the
    /// second half cannot start (its block's ancestors are not entered, or no thread is
    /// made): `first` has then laid out the whole document.
    func start(first: LayoutEngine, second: LayoutEngine, root: MarkupNode,
               afterSecondHalf: @escaping () -> Void = {}) -> Started? {
        first.begin(childrenOf: root, align: .start)
        second.begin(childrenOf: root, align: .start)
        second.recordsLeadingBlankLines = true
        if second.enterElements(holding: block) {
            // Read before the second half runs: after, it belongs to the other thread.
            let meeting = second.meeting
            let linksBefore = second.links.references
            if let worker = WorkerThread({
                second.layOutRest()
                afterSecondHalf()
            }) {
                return Started(worker: worker, meeting: meeting, linksBefore: linksBefore)
            }
        }
        first.layOutRest()
        return nil
    }

    /// Lays out the first half with `first` and checks that it meets the second half
    /// `started`: true when it does (the lines before the block are `first`'s); false when
    /// not, and `first` has then laid out the rest too.
    func layOutFirstHalf(_ first: LayoutEngine, meeting started: Started) -> Bool {
        let met = first.layOutFirstHalf(before: block) && first.meeting.joins(started.meeting)
            && Self.numberedAlike(first.links.references, started.linksBefore)
        if !met { first.layOutRest() }
        return met
    }

    /// The blank lines between the halves once they met: the run that one pass makes of the
    /// first half's blank lines asked for last and those asked for before the second half's
    /// first line (`leading`), under the prefixes that line had. None when the second half
    /// showed nothing (a pass drops blank lines asked for before lines that never come) or
    /// the first half nothing (a pass drops those before its first line).
    static func blankLines(after first: LayoutEngine,
                           before leading: LeadingBlankLines?) -> (count: Int, line: [Cell]) {
        guard let leading, first.emittedAny else { return (0, []) }
        let depth = min(first.pendingBlankDepth, leading.depth)
        return (max(first.pendingBlankLines, leading.count), leading.prefixes[min(depth, leading.prefixes.count - 1)])
    }

    /// Whether the first half numbered exactly the targets the second numbered on from, in order.
    private static func numberedAlike(_ first: [(number: Int, url: String)],
                                      _ predicted: [(number: Int, url: String)]) -> Bool {
        first.count == predicted.count && zip(first, predicted).allSatisfy { $0.url == $1.url }
    }
}

/// The blank lines asked for before an engine's first line, which a pass drops, with the
/// prefixes such a line would have had inside each number of the then open frames (see
/// ``LayoutSplit``).
struct LeadingBlankLines {
    var count: Int
    var depth: Int
    var prefixes: [[Cell]]
}
