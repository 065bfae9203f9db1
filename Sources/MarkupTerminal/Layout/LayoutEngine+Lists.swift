import MarkupCore

/// List markers: each item's, numbered as its list says, and the prefixes of items' lines.
extension LayoutEngine {
    /// Columns before a list item's marker.
    static let listItemIndent = 2

    /// The marker of each item of a list, in order, and their widest width.
    func listMarkers(_ list: MarkupNode) -> ([BlockFrame.ListMarker], Int) {
        let tree = document.tree
        let isOrdered = list.kind == .list(ordered: true)
        // Most lists have no attribute: none is looked for then.
        let listHasAttributes = tree.hasAttributes(at: list.id.index)
        let reversed = listHasAttributes && list.attribute("reversed") != nil
        var ordinal = (listHasAttributes ? Int(list.attribute("start") ?? "") : nil)
            ?? (reversed ? list.children.reduce(0) { $0 + ($1.kind == .listItem ? 1 : 0) } : 1)
        var markers: [BlockFrame.ListMarker] = []
        // Room for a short list's items at once, not grown item by item.
        markers.reserveCapacity(8)
        var width = 0
        for item in list.children {
            guard case .listItem = item.kind else { continue }
            if tree.hasAttributes(at: item.id.index), let value = item.attribute("value").flatMap({ Int($0) }) {
                ordinal = value
            }
            let type = document.style(of: item).listStyleType ?? (isOrdered ? .decimal : .disc)
            let marker = ListMarkers.marker(type, ordinal: ordinal, bullets: theme.bullets)
            // Bullets repeat: measure a marker once.
            let markerWidth = markers.last.flatMap { $0.text == marker ? $0.width : nil } ?? DisplayWidth.of(marker)
            markers.append(BlockFrame.ListMarker(item: item.id.index, text: marker, width: markerWidth))
            width = max(width, markerWidth)
            ordinal += reversed ? -1 : 1
        }
        return (markers, width)
    }

    /// The prefixes of list item `node`'s lines: on its first line its marker, after an
    /// indent, padded on the left to the widest marker of its list, and a space; on its other
    /// lines blanks as wide (shared by the items of a list).
    func listItemPrefixes(of node: MarkupNode) -> (first: [Cell], other: [Cell]) {
        let indent = Self.listItemIndent
        let list = frames.innermostListIndex
        let listed = list.flatMap { frames[$0].marker(ofItem: node.id.index) }
        let marker = listed?.text ?? theme.bullets[0]
        let markerWidth = listed?.width ?? DisplayWidth.of(marker)
        let width = max(list.map { frames[$0].markerWidth } ?? markerWidth, markerWidth)
        let styleKey = mapper.cellStyleKey(document.style(of: node), documentKey: document.styleKey(of: node),
                                           roles: roles, patchedWith: .listMarker)
        let range = node.startTagRange
        // The marker and the blanks padding it take the marker's style and the item's start tag.
        let template = Cell(code: 0x20, width: 1, styleKey: styleKey, node: node.id, range: range, linkKey: 0)
        var first: [Cell] = []
        first.reserveCapacity(indent + width + 1)
        for _ in 0..<indent { first.append(.blank()) }
        var text = marker
        let isASCII = text.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
        if isASCII {
            for _ in 0..<(width - markerWidth) { first.append(template) }
            for byte in marker.utf8 {
                var cell = template
                cell.show(ascii: byte)
                first.append(cell)
            }
        } else if width > markerWidth {
            // Padding before a marker that is not ASCII is segmented with it, as a reader would.
            first += Cell.cells(String(repeating: " ", count: width - markerWidth) + marker, styleKey: styleKey,
                                node: node.id, range: range)
        } else {
            // A bullet: the same for the list's items, its cells made once and given each item's node.
            if markerCells?.text != marker || markerCells?.styleKey != styleKey {
                markerCells = (marker, styleKey, Cell.cells(marker, styleKey: styleKey))
            }
            for var cell in markerCells!.cells {
                cell.node = node.id
                cell.range = range
                first.append(cell)
            }
        }
        first.append(.blank())
        let other = list.flatMap { frames[$0].itemPrefix.count == indent + width + 1 ? frames[$0].itemPrefix : nil }
            ?? [Cell](repeating: .blank(), count: indent + width + 1)
        return (first, other)
    }
}
