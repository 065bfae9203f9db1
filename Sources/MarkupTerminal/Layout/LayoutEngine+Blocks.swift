import MarkupCore

/// Block elements' frames: a block opens one (its margin, alignment, and the prefixes of a
/// list item, quote or indented block) when it starts, and closes it when it ends.
extension LayoutEngine {
    /// Opens the frame of block `node`: flushes the inline content before it and asks for
    /// its margin.
    func openBlock(_ node: MarkupNode) {
        flushFlow()
        hasBlocks = true
        let textAlign = document.style(of: node).textAlign
        let margin = margin(of: node)
        requestBlank(margin)
        var frame = BlockFrame(node: node.id, kind: node.kind,
                               align: textAlign ?? frames.innermost.align,
                               preserves: Self.isPreserved(document.style(of: node).whiteSpace), marginAfter: margin)
        switch node.kind {
        case .list:
            let (markers, width) = listMarkers(node)
            frame.markers = markers
            frame.markerWidth = width
        case .listItem:
            let list = frames.innermostList
            let listed = list?.marker(ofItem: node.id.index)
            let marker = listed?.text ?? theme.bullets[0]
            let markerWidth = listed?.width ?? DisplayWidth.of(marker)
            let width = max(list?.markerWidth ?? markerWidth, markerWidth)
            let padded = String(repeating: " ", count: width - markerWidth) + marker
            let markerStyleKey = mapper.cellStyleKey(document.style(of: node), documentKey: document.styleKey(of: node),
                                                     roles: roles, patchedWith: .listMarker)
            let indent = 2
            var firstPrefix: [Cell] = []
            firstPrefix.reserveCapacity(indent + width + 1)
            firstPrefix.append(contentsOf: repeatElement(Cell.blank(), count: indent))
            firstPrefix += Cell.cells(padded, styleKey: markerStyleKey, node: node.id, range: node.startTagRange)
            firstPrefix.append(Cell.blank())
            frame.firstPrefix = firstPrefix
            frame.prefix = [Cell](count: indent + width + 1, filledWith: Cell.blank())
        case .blockquote:
            frame.prefix = Cell.cells(theme.blockquoteBar, style: theme.style(.blockquoteBar), node: node.id)
                + Cell.cells(" ", style: .plain)
        default:
            let columns = ownIndent(of: node)
            if columns > 0 { frame.prefix = Cell.cells(String(repeating: " ", count: columns), style: .plain) }
        }
        if textAlign != nil || !frame.prefix.isEmpty || frame.firstPrefix?.isEmpty == false {
            canRealignByPadding = false
        }
        frames.push(frame)
    }

    /// Columns `node` indents its content by more than its parent (its padding and margin),
    /// at 8 CSS px a column and at most half the width.
    func ownIndent(of node: MarkupNode) -> Int {
        let parentIndent = node.parent.map { document.style(of: $0).headIndent ?? 0 } ?? 0
        let own = (document.style(of: node).headIndent ?? 0) - parentIndent
        return min(max(0, Int((own / 8).rounded())), options.width / 2)
    }

    /// Closes the innermost frame: flushes its inline content, ends a list item that showed
    /// only its marker with that line, and asks for the margin after it.
    func closeBlock() {
        flushFlow()
        guard frames.count > 1, let frame = frames.pop() else { return }
        if frame.firstPrefix != nil {
            frames.push(frame)
            emit([])
            _ = frames.pop()
        }
        requestBlank(frame.marginAfter)
    }

    /// Blank lines around a block, collapsed with its neighbours' like CSS margins.
    func margin(of node: MarkupNode) -> Int {
        switch node.kind {
        case .paragraph, .heading, .blockquote, .pre, .table:
            return 1
        case .tableRow where !layoutTables.isEmpty:
            // A layout table's rows stand apart like paragraphs, as their padding sets them apart on a
            // page; the stacked cells of a row do too when one holds more than a line.
            return TableClassifier.table(ofRow: node).map { layoutTables[$0.id.index] != nil ? 1 : 0 } ?? 0
        case .tableCell where !layoutTables.isEmpty:
            return isInSpacedRow(cell: node) ? 1 : 0
        case .list:
            return frames.isInListItem ? 0 : 1
        default:
            return node.tag == "dl" || node.tag == "figure" ? 1 : 0
        }
    }
}
