import MarkupCore

/// One layout pass over a subtree; data tables and side-by-side rows of layout tables run
/// nested passes for their cells.
final class LayoutEngine {
    /// What the pass works from: the document, theme, options, link numbers, table depth.
    let context: LayoutContext
    var document: StyledDocument { context.document }
    var theme: Theme { context.theme }
    var options: LayoutOptions { context.options }
    var links: LinkRegistry { context.links }
    var tableDepth: Int { context.tableDepth }
    /// The theme's styles as terminal styles; copies share its cache.
    @exclusivity(unchecked) var mapper: StyleMapper
    /// The lines laid out so far, unless ``output`` takes them as they come.
    @exclusivity(unchecked) var lines = RenderedLines()
    /// Where finished lines go instead of ``lines`` (the top-level pass of a streaming render).
    var output: (([Cell]) -> Void)?
    /// Where finished lines are written as terminal bytes instead (the top-level pass of
    /// `render`): lines of text go there as segments of the flow, never made cells. Set
    /// when the engine is made.
    let stream: ANSIStream?
    /// ``stream``, for writing a line without retaining it for the call (a retain and a
    /// release per line): the engine holds the stream itself, as a constant, for its whole
    /// life, so the stream outlives every call made with this one.
    let unretainedStream: Unmanaged<ANSIStream>?
    @exclusivity(unchecked) var emittedAny = false
    /// Whether every line is the subtree's text aligned as a whole: no nested block sets its
    /// own alignment, indents or prefixes its lines, and no rule or table fills a width.
    /// Such lines laid out start-aligned, and fitting, only need padding to be re-aligned.
    @exclusivity(unchecked) var canRealignByPadding = true
    @exclusivity(unchecked) var frames = FrameStack()
    @exclusivity(unchecked) var flow: InlineFlow
    /// The line ``flushFlow()`` wraps the flow into, kept with its room from flush to flush.
    @exclusivity(unchecked) var wrappedLine = SegmentLine()
    @exclusivity(unchecked) var pendingBlankLines = 0
    /// How many open frames the pending blank lines belong to (a quote's bar is not drawn
    /// on the blank line before the quote).
    @exclusivity(unchecked) var pendingBlankDepth = Int.max
    /// The roles of the open elements (link, code, table header …) the next content takes.
    @exclusivity(unchecked) var roles: ElementRoles
    /// Whether a block, rule or table was laid out (else all content was inline).
    @exclusivity(unchecked) var hasBlocks = false
    @exclusivity(unchecked) var flushedFlows = 0
    @exclusivity(unchecked) var firstFlow: InlineFlow?
    /// The plans of the layout tables being walked, by the table's node index.
    @exclusivity(unchecked) var layoutTables: [Int: LayoutTableFlow] = [:]
    /// Where the content sits among layout tables, and whether it is measured.
    var surroundings = LayoutSurroundings()
    /// Whether content being laid out is in a layout table, where lines that show nothing at
    /// a flow's edges take no room (spacer cells and `<br>`s around blocks: browsers collapse them).
    var isInLayoutTable: Bool { surroundings.inLayoutTable || !layoutTables.isEmpty }
    /// Whether to keep the first inline flow for ``takeOnlyFlow()``, and to leave it unwrapped
    /// when it is the whole content (see ``leftOnlyFlowUnwrapped``).
    var keepsOnlyFlow = false
    /// Whether the content was one inline flow, kept as ``takeOnlyFlow()`` and not wrapped: no
    /// lines were made (a measured table cell reads its widths from the flow).
    var leftOnlyFlowUnwrapped = false
    /// What is kept from one table cell to the next (its accesses are not checked at run time).
    @exclusivity(unchecked) var spares = EngineSpares()
    /// The border glyphs of data tables as cells of no node, made for the first table with
    /// borders (the theme, and so the glyphs and their style, are the engine's): see ``TableLayout``.
    var tableGlyphCells: [Cell]?
    /// Decorations the output cannot show, written as the theme's marks.
    @exclusivity(unchecked) var decorations = DecorationMarks()
    /// Whether text may need marks, asked on the first text (a lazy property's access is checked).
    @exclusivity(unchecked) var mayMarkDecorations: Bool?
    /// The theme's bullets as list items show them, by slot, once asked (see ``bullet(_:)``).
    @exclusivity(unchecked) var bullets: [Bullet?] = []
    /// The cell of each bullet that is one cell (a cluster no wider than a column; most are),
    /// by slot: a plain value, read per list item where reading a ``Bullet`` copied it,
    /// retaining its text and cells.
    @exclusivity(unchecked) var bulletOnlyCells: [Cell?] = []
    /// What had been shown when each open link started (see ``shown``).
    @exclusivity(unchecked) var linkStarts: [Shown] = []
    /// Lines laid out so far, and images shown as nothing though visible (`alt=""`).
    @exclusivity(unchecked) var appendedLines = 0
    @exclusivity(unchecked) var decorativeImages = 0
    /// Whether to keep what the first line found asked for before it (``leadingBlankLines``):
    /// set on the second half of a split layout (see ``LayoutSplit``).
    var recordsLeadingBlankLines = false
    /// The blank lines asked for before the first line, which a pass drops, and the prefixes
    /// such lines would have had; kept when ``recordsLeadingBlankLines``.
    var leadingBlankLines: LeadingBlankLines?

    /// The subtree's content when it was one inline flow (no blocks, rules or tables), kept
    /// when ``keepsOnlyFlow`` is set, handed over: laying the subtree out at another width only
    /// needs it wrapped again (see ``MeasuredCell``). Moved out, not copied: a copy retains the
    /// flow's storage and cache. The engine keeps none.
    func takeOnlyFlow() -> InlineFlow? {
        guard !hasBlocks, flushedFlows == 1 else { return nil }
        var taken: InlineFlow?
        swap(&taken, &firstFlow)
        return taken
    }

    /// The interned style of link numbers `[n]`.
    private lazy var linkNumberStyleKey: UInt32 = {
        let style = theme.style(.linkNumber)
        return style.cellKey
    }()

    /// Data tables nested deeper than this in cells are laid out as plain blocks.
    static let maximumTableDepth = 4

    init(context: LayoutContext, mapper: StyleMapper, roles: ElementRoles, stream: ANSIStream? = nil) {
        self.context = context
        self.stream = stream
        unretainedStream = stream.map { Unmanaged.passUnretained($0) }
        self.mapper = mapper
        self.roles = roles
        flow = InlineFlow(sharing: context.shownClusters)
    }

    /// Lays out the descendants of `root` (not `root` itself) inside a frame aligned `align`.
    func layout(childrenOf root: MarkupNode, align: TextAlign) {
        begin(childrenOf: root, align: align)
        while step() {}
        finish()
    }

    /// Lays out `nodes` (each with its subtree, in order, all inside `root`) as if they were
    /// `root`'s only content: the stray content of a data table, shown before it.
    func layout(nodes: [MarkupNode], under root: MarkupNode) {
        begin(childrenOf: root, align: .start)
        for node in nodes {
            cursor = node.id.index
            subtreeEnd = node.subtreeEnd
            while step() {}
            leaveOpenElements()
        }
        finish()
    }

    /// ``lines``, handed over: the engine keeps none, so the caller's blocks are not shared.
    func takeLines() -> RenderedLines {
        defer { lines = [] }
        return lines
    }

    /// The walk over the subtree being laid out: the next node, the subtree's end, and the
    /// open elements with the end of their subtrees and the ``roles`` outside them, which
    /// come back when they close (one stack for both: a push and a pop per element, not two).
    @exclusivity(unchecked) var cursor = 0
    @exclusivity(unchecked) var subtreeEnd = 0
    /// Node indices are held in 32 bits, as the tree's records hold them: an entry takes 12
    /// bytes, not 24, and a deep nest keeps one per open element (100,000 nested `<b>` keep
    /// 1.2 MB of them; see ``growExits()``).
    @exclusivity(unchecked) var exits: [(end: Int32, node: Int32, roles: ElementRoles)] = []

    /// Starts laying out the descendants of `root`; ``step()`` then takes one node at a time.
    func begin(childrenOf root: MarkupNode, align: TextAlign) {
        frames.reset(to: BlockFrame(node: root.id, kind: root.kind, align: align,
                                    preserves: Self.isPreserved(document.style(of: root).whiteSpace), marginAfter: 0))
        // Emptying an empty array still goes through the array's generic removal.
        if !exits.isEmpty { exits.removeAll(keepingCapacity: true) }
        cursor = root.id.index + 1
        subtreeEnd = root.subtreeEnd
    }

    /// Makes room for more open elements when ``exits`` is full. Past a usual nest's depth the
    /// rest of the subtree's nodes (its deepest nest at most) get room at once: doubled a step
    /// at a time, a deep nest's stack (100,000 nested `<b>`) is copied and faulted in twice
    /// over. Room never written takes no memory.
    @inline(never)
    private func growExits() {
        let count = exits.count
        exits.reserveCapacity(count < 1024 ? max(16, 2 * count) : count + (subtreeEnd - cursor))
    }

    /// Lays out the next node (a whole data table or side-by-side row at once); false when
    /// the subtree is done. Inlined into the loops that drive it, which call it once per node.
    @inline(__always)
    func step() -> Bool {
        guard cursor < subtreeEnd else { return false }
        let tree = document.tree
        leaveEndedElements()
        // Kinds are matched, not compared: `==` on an enum with payloads is a call per node.
        // The kind is read from the record in place, once (each read through the node is a
        // call), and handed on. A text is added by its index: a node retains its tree.
        let kind = tree.records[cursor].kind
        if case .text = kind {
            addText(at: cursor)
            cursor += 1
            return true
        }
        // An element is entered by its index too: the few kinds that need its node make it.
        let end = tree.records[cursor].subtreeEnd
        if document.style(ofNodeAt: cursor).isHidden == true {
            cursor = end
        } else {
            let outer = roles
            guard enter(at: cursor, kind: kind) else {
                cursor = end
                return true
            }
            if exits.count == exits.capacity { growExits() }
            exits.append((Int32(truncatingIfNeeded: end), Int32(truncatingIfNeeded: cursor), outer))
            cursor += 1
        }
        return true
    }

    /// Ends the open elements whose subtrees end at ``cursor`` or before, as ``step()`` does
    /// before each node.
    @inline(__always)
    func leaveEndedElements() {
        while let top = exits.last, Int(top.end) <= cursor {
            exits.removeLast()
            leave(at: Int(top.node), restoring: top.roles)
        }
    }

    /// Closes what is still open once ``step()`` returned false.
    func finish() {
        leaveOpenElements()
        if keepsOnlyFlow, keepsFlowUnwrapped() { return }
        flushFlow()
        if frames.innermost.firstPrefix != nil { emit([]) }
    }

    /// Ends the elements still open, innermost first.
    private func leaveOpenElements() {
        while let top = exits.popLast() { leave(at: Int(top.node), restoring: top.roles) }
    }

    // MARK: Elements

    /// Starts the element at node index `index`, of `kind`; false when its content was handled
    /// here (void elements, tables). Not inlined: it is large, and ``step()``, which calls it,
    /// is inlined into the loops that drive the walk. Only the kinds that need the element's
    /// node make it: a node retains its tree, and most elements are inline formatting or
    /// plain blocks, read from the records.
    @inline(never)
    private func enter(at index: Int, kind: MarkupKind) -> Bool {
        switch kind {
        case .lineBreak:
            // Marks close before the break and open again on the next line's text, so each line
            // reads whole (`_View_` then `Company`, not `_View` then `_Company`).
            if !decorations.open.isEmpty { decorations.closeAll(in: &flow) }
            flow.addBreak(node: NodeID(index), range: document.tree.records[index].range)
            return false
        case .image:
            addImage(at: index)
            return false
        case .extended:
            let node = document.tree[NodeID(index)]
            if SVGLabel.isSVG(node) {
                // An inline SVG shows its label (its <title> or aria-label), not its drawing.
                if let label = SVGLabel.text(of: node) {
                    flow.add(label, styleKey: mapper.cellStyleKey(document.style(of: node), documentKey: document.styleKey(of: node), roles: roles),
                             node: node.id, range: node.range, exactOffset: nil, link: options.hyperlinks ? document.style(of: node).link : nil,
                             preserve: false, wrapsPreformatted: false)
                }
                return false
            }
            if node.tag == "input" && node.attribute("type")?.lowercased() == "checkbox" {
                // A checkbox (a Markdown task item's) shows its state.
                flow.add(node.attribute("checked") == nil ? "☐" : "☑",
                         styleKey: mapper.cellStyleKey(document.style(of: node), documentKey: document.styleKey(of: node), roles: roles),
                         node: node.id, range: node.range, exactOffset: nil, link: nil, preserve: false, wrapsPreformatted: false)
                return false
            }
        case .horizontalRule:
            canRealignByPadding = false
            hasBlocks = true
            flushFlow()
            let available = max(1, options.width - currentPrefixWidth)
            emit(Cell.cells(String(repeating: theme.rule, count: available), style: theme.style(.rule), node: NodeID(index),
                            range: document.tree.records[index].range))
            return false
        case .table:
            let node = document.tree[NodeID(index)]
            if TableClassifier.isLayout(node) {
                guard enterLayoutTable(node) else {
                    return false
                }
            } else if tableDepth < Self.maximumTableDepth {
                layOutDataTable(node)
                return false
            }
        case .tableRow where !layoutTables.isEmpty:
            if layOutSideBySide(document.tree[NodeID(index)]) {
                return false
            }
        case .tableCell where !layoutTables.isEmpty:
            let node = document.tree[NodeID(index)]
            if isInLayoutTable(cell: node) {
                // A layout table's cells are not headers, whatever their tag; empty ones take no room.
                if isBlankLayoutCell(node) {
                    return false
                }
                if kind.isBlock { openBlock(at: index, kind: kind) }
                return true
            }
        case .link: linkStarts.append(shown)
        default: break
        }
        roles.formUnion(ElementRoles(kind: kind))
        if kind.isBlock { openBlock(at: index, kind: kind) }
        return true
    }

    /// Ends the element at node index `index`; `outer` is the ``roles`` outside it. By index:
    /// only a link's end reads its node.
    private func leave(at index: Int, restoring outer: ElementRoles) {
        let kind = document.tree.records[index].kind
        if case .table = kind, !layoutTables.isEmpty { layoutTables[index] = nil }
        if kind.isBlock {
            closeBlock()
        } else if case .link = kind {
            // A link that shows nothing (empty, or only a tracking pixel) is not numbered; the
            // number follows the link's last text, before a space that ends the link. Read by
            // index: a node retains its tree.
            let start = linkStarts.popLast()
            if !options.hyperlinks, start != shown, let number = links.number(ofLinkAt: index, in: document.tree) {
                addLinkNumber(number, node: NodeID(index), range: document.tree.records[index].endTagRange)
            }
        }
        roles = outer
    }

    // MARK: Inline content

    /// The style facts of the last text added (see ``TextStyleFacts``, LayoutEngine+Text.swift).
    @exclusivity(unchecked) var textStyle = TextStyleFacts()

    /// Adds `[number]`, a link's number, glued to the flow's last text; its cells are made in
    /// scratch room, not an array.
    private func addLinkNumber(_ number: Int, node: NodeID, range: SourceRange?) {
        let template = Cell(code: 0x20, width: 1, styleKey: linkNumberStyleKey, node: node, range: range, linkKey: 0)
        ASCIICells.withCells(capacity: ASCIICells.linkNumberCount(number), like: template,
                             writing: { $0.writeLinkNumber(number) }) { cells in
            flow.addGluedBeforeTrailingSpace(cells)
        }
    }

    /// Whether white space is kept as written (`pre` and its kin).
    static func isPreserved(_ whiteSpace: WhiteSpace?) -> Bool {
        whiteSpace?.isPreserved ?? false
    }
}
