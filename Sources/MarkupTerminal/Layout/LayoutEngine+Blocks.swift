import MarkupCore

/// Block elements' frames: a block opens one (its margin, alignment, and the prefixes of a
/// list item, quote or indented block) when it starts, and closes it when it ends.
extension LayoutEngine {
    /// Opens the frame of the block at node index `index`, of `kind` (the node's): flushes the
    /// inline content before it and asks for its margin.
    func openBlock(at index: Int, kind: MarkupKind) {
        flushFlow()
        hasBlocks = true
        let textAlign = document.style(ofNodeAt: index).textAlign
        let margin = margin(at: index, kind: kind)
        requestBlank(margin)
        let align = textAlign ?? frames.innermost.align
        let preserves = Self.isPreserved(document.style(ofNodeAt: index).whiteSpace)
        let node = NodeID(index)
        let frame = BlockFrame(node: node, kind: kind, align: align, preserves: preserves, marginAfter: margin)
        switch kind {
        case .list:
            if textAlign != nil { canRealignByPadding = false }
            frames.push(frame, itemIndent: Self.listItemIndent) { listMarkers(ofListAt: index, into: &$0) }
            return
        case .listItem:
            // Its first line starts with its marker after an indent.
            canRealignByPadding = false
            pushListItem(at: index, frame: frame)
            return
        case .blockquote:
            canRealignByPadding = false
            frames.push(frame, firstPrefix: nil as [Cell]?,
                        prefix: Cell.cells(theme.blockquoteBar, style: theme.style(.blockquoteBar), node: node)
                            + Cell.cells(" ", style: .plain))
            return
        default:
            let columns = ownIndent(ofNodeAt: index)
            if columns > 0 {
                canRealignByPadding = false
                frames.push(frame, firstPrefix: nil as [Cell]?,
                            prefix: Cell.cells(String(repeating: " ", count: columns), style: .plain))
                return
            }
        }
        if textAlign != nil { canRealignByPadding = false }
        // Most blocks have no prefix: no array is made (and released) for them.
        frames.push(frame, firstPrefix: nil as [Cell]?, prefix: EmptyCollection<Cell>())
    }

    /// Columns `node` indents its content by more than its parent (its padding and margin),
    /// at 8 CSS px a column and at most half the width.
    func ownIndent(of node: MarkupNode) -> Int {
        ownIndent(ofNodeAt: node.id.index)
    }

    /// ``ownIndent(of:)`` of the node at `index`.
    func ownIndent(ofNodeAt index: Int) -> Int {
        let parent = document.tree.parentIndex(of: index)
        let parentIndent = parent < 0 ? 0 : document.style(ofNodeAt: parent).headIndent ?? 0
        let own = (document.style(ofNodeAt: index).headIndent ?? 0) - parentIndent
        return min(max(0, Int((own / 8).rounded())), options.width / 2)
    }

    /// Closes the innermost frame: flushes its inline content, ends a list item that showed
    /// only its marker with that line, and asks for the margin after it.
    func closeBlock() {
        flushFlow()
        guard frames.count > 1 else { return }
        if frames.innermost.firstPrefix != nil { emit([]) }
        let marginAfter = frames.innermost.marginAfter
        frames.removeInnermost()
        requestBlank(marginAfter)
    }

    /// Blank lines around the block at node index `index`, of `kind`, collapsed with its
    /// neighbours' like CSS margins.
    func margin(at index: Int, kind: MarkupKind) -> Int {
        switch kind {
        case .paragraph, .heading, .blockquote, .pre, .table:
            return 1
        case .tableRow where !layoutTables.isEmpty:
            // A layout table's rows stand apart like paragraphs, as their padding sets them apart on a
            // page; the stacked cells of a row do too when one holds more than a line.
            return TableClassifier.table(ofRow: document.tree[NodeID(index)])
                .map { layoutTables[$0.id.index] != nil ? 1 : 0 } ?? 0
        case .tableCell where !layoutTables.isEmpty:
            return isInSpacedRow(cell: document.tree[NodeID(index)]) ? 1 : 0
        case .list:
            return frames.isInListItem ? 0 : 1
        case .block:
            // Only a block element can be one of these (their kind is read first: a tag is a string).
            let tag = document.tree.tag(at: index)
            return tag == "dl" || tag == "figure" ? 1 : 0
        default:
            return 0
        }
    }
}
