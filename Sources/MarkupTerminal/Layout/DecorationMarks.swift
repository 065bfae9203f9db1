import MarkupCore

/// Underlined, inserted and struck text written between the theme's marks (`_new_`,
/// `{+new+}`, `[-$99-]`, wdiff's marks by default) where the output cannot show the
/// attribute: plain text (`--colors none`, ``LayoutOptions/showsAttributes``), or a theme
/// whose style for the text sets no `underline` or `strikethrough`. So `Was <del>$99</del>
/// now $49` does not read `Was $99 now $49`. Link text is underlined by its link, not marked:
/// its number `[n]` already says it is a link.
///
/// A mark opens before the first text of the element that decorates it and closes after its
/// last text (before a trailing space), so `<del>a <b>b</b></del>` is one `[-a b-]`; marks
/// nest as their elements do, and close at the end of a block (a decorated element spanning
/// blocks is marked in each). The marks' cells belong to the element, with its start and end
/// tags' ranges, in the style of the text they surround.
struct DecorationMarks {
    enum Kind {
        case underline, insertion, strikethrough

        /// Where the kind's cells are in ``markCells``.
        var slot: Int {
            switch self {
            case .underline: 0
            case .insertion: 1
            case .strikethrough: 2
            }
        }
    }

    /// An open mark: its kind, the element that decorates the text and the ranges of its start
    /// and end tags (the opening and closing marks' cells take them), the style of its cells.
    /// Plain values: a mark is made per decorated text, and a node would retain its tree.
    struct Mark {
        var kind: Kind
        var element: NodeID
        var isSynthesized: Bool
        var openingRange: SourceRange
        var closingRange: SourceRange
        var styleKey: UInt32

        /// The mark of `kind` of the element `ancestors` found, in the style `styleKey`.
        init(kind: Kind, of ancestors: DecoratedAncestors, styleKey: UInt32) {
            self.kind = kind
            element = NodeID(ancestors.outermost)
            isSynthesized = ancestors.outermostIsSynthesized
            openingRange = ancestors.outermostOpeningRange
            closingRange = ancestors.outermostClosingRange
            self.styleKey = styleKey
        }
    }

    /// The marks a text node needs, outermost first: at most two (an underline or insertion,
    /// and a strikethrough), held in place so that asking for them per text node makes no array.
    struct Wanted {
        private(set) var count = 0
        private var first: Mark?
        private var second: Mark?

        var isEmpty: Bool { count == 0 }

        subscript(index: Int) -> Mark { index == 0 ? first! : second! }

        mutating func append(_ mark: Mark) {
            if count == 0 { first = mark } else { second = mark }
            count += 1
        }

        /// Puts the marks in document order of their elements, an ancestor before its descendant.
        mutating func order() {
            if count == 2, let outer = first, let inner = second, inner.element.index < outer.element.index {
                (first, second) = (inner, outer)
            }
        }
    }

    /// What asking for marks needs of the options and theme (see ``prepare(theme:options:)``):
    /// plain values, so that asking per text node copies neither.
    struct Needs {
        /// Whether the output shows attributes (a cell's own underline or strikethrough).
        var showsAttributes = true
        var marksUnderline = false
        var marksInsertion = false
        var marksStrikethrough = false

        /// Whether the theme's marks for `kind` are not empty.
        func marks(_ kind: Kind) -> Bool {
            switch kind {
            case .underline: marksUnderline
            case .insertion: marksInsertion
            case .strikethrough: marksStrikethrough
            }
        }
    }

    private(set) var open: [Mark] = []
    private(set) var needs = Needs()
    /// The theme's marks of each kind, read once by ``prepare(theme:options:)``.
    private var underlineMarks = TextMarks(open: "", close: "")
    private var insertionMarks = TextMarks(open: "", close: "")
    private var strikethroughMarks = TextMarks(open: "", close: "")
    /// The cells of each kind's opening and closing marks, made from the theme's text once (of
    /// no style, node or range: each mark's cells are made from them in place), end to end,
    /// and where each kind's are (by ``Kind/slot``; nil until made). Empty until a mark is
    /// first written: a table cell's engine makes its own marks and mostly writes none. One
    /// array, read in place: an array per kind would be retained and released per mark.
    private var markCells: [Cell] = []
    private var markCellRanges: [(open: Range<Int>, close: Range<Int>)?] = []

    /// How far up from a text node the element that starts its decoration is looked for:
    /// copy nests a few elements, and a hostile document of thousands of nested `<u>` should
    /// not cost a walk of thousands per text node (past this, the farthest is taken).
    static let maximumWalk = 32

    /// The lines of underlined and struck ancestors last walked (see ``DecoratedAncestors``).
    var underlinedAncestors = DecoratedAncestors(struck: false)
    var struckAncestors = DecoratedAncestors(struck: true)

    /// Reads what the marks need of `theme` and `options`, and tells whether the theme's
    /// marks may be needed at all: the output shows no attributes, or the theme's `underline`
    /// or `strikethrough` style does not set its attribute. Layout asks nothing of text when
    /// they are not.
    mutating func prepare(theme: Theme, options: LayoutOptions) -> Bool {
        underlineMarks = theme.underlineMarks
        insertionMarks = theme.insertionMarks
        strikethroughMarks = theme.strikethroughMarks
        needs = Needs(showsAttributes: options.showsAttributes, marksUnderline: !underlineMarks.isEmpty,
                      marksInsertion: !insertionMarks.isEmpty, marksStrikethrough: !strikethroughMarks.isEmpty)
        return !options.showsAttributes || !theme.style(.underline).attributes.contains(.underline)
            || !theme.style(.strikethrough).attributes.contains(.strikethrough)
    }

    /// The theme's marks for a decoration (see ``prepare(theme:options:)``).
    private func marks(_ kind: Kind) -> TextMarks {
        switch kind {
        case .underline: underlineMarks
        case .insertion: insertionMarks
        case .strikethrough: strikethroughMarks
        }
    }

    /// Forgets the open marks without writing them (an engine starting over), keeping what
    /// was read of the theme and options, which do not change.
    mutating func reset() {
        if !open.isEmpty { open = [] }
    }

    /// Closes the open marks `wanted` does not continue and opens those it adds: closing
    /// marks go before a trailing space, opening ones after it.
    /// `tree` is the document's.
    mutating func change(to wanted: Wanted, in flow: inout InlineFlow, tree: MarkupTree) {
        var kept = 0
        while kept < open.count, kept < wanted.count, Self.continues(open[kept], with: wanted[kept], in: tree) {
            kept += 1
        }
        close(downTo: kept, in: &flow)
        for index in kept..<wanted.count {
            let mark = wanted[index]
            let range = cellRanges(of: mark.kind).open
            if !range.isEmpty {
                markCells.withUnsafeBufferPointer { cells in
                    flow.addGlued(restyling: UnsafeBufferPointer(rebasing: cells[range]), styleKey: mark.styleKey,
                                  node: mark.element, range: mark.openingRange)
                }
            }
            open.append(mark)
        }
    }

    /// Where the cells of the theme's marks for `kind` are in ``markCells``, made when they
    /// are not yet.
    private mutating func cellRanges(of kind: Kind) -> (open: Range<Int>, close: Range<Int>) {
        let slot = kind.slot
        if markCellRanges.isEmpty { markCellRanges = [nil, nil, nil] }
        if let ranges = markCellRanges[slot] { return ranges }
        let text = marks(kind)
        let openStart = markCells.count
        markCells += Cell.cells(text.open, styleKey: 0)
        let closeStart = markCells.count
        markCells += Cell.cells(text.close, styleKey: 0)
        let ranges = (open: openStart..<closeStart, close: closeStart..<markCells.count)
        markCellRanges[slot] = ranges
        return ranges
    }

    /// Whether `next` goes on in the mark `open`: the same element, or the copy of it the tree
    /// builder reopened after a misnested end tag (`<b>gi<u>fts</b> here</u>` is one `_fts here_`).
    private static func continues(_ open: Mark, with next: Mark, in tree: MarkupTree) -> Bool {
        guard open.kind == next.kind else { return false }
        if open.element == next.element { return true }
        return next.isSynthesized && tree.tag(at: next.element.index) == tree.tag(at: open.element.index)
    }

    /// Closes every open mark (at the end of a block's flow).
    mutating func closeAll(in flow: inout InlineFlow) {
        close(downTo: 0, in: &flow)
    }

    private mutating func close(downTo count: Int, in flow: inout InlineFlow) {
        while open.count > count, let mark = open.popLast() {
            let range = cellRanges(of: mark.kind).close
            guard !range.isEmpty else { continue }
            markCells.withUnsafeBufferPointer { cells in
                flow.addGluedBeforeTrailingSpace(restyling: UnsafeBufferPointer(rebasing: cells[range]),
                                                 styleKey: mark.styleKey, node: mark.element, range: mark.closingRange)
            }
        }
    }
}

extension TextMarks {
    /// Whether both marks are empty (the decoration is not marked).
    var isEmpty: Bool { open.isEmpty && close.isEmpty }
}
