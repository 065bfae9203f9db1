import MarkupCore

/// List markers: each item's, numbered as its list says, and the prefixes of items' lines.
extension LayoutEngine {
    /// Columns before a list item's marker.
    static let listItemIndent = 2

    /// Appends the marker of each item of the list at node index `listIndex` to `markers`, in
    /// order, and returns their widest width. The items are the list's children read by index
    /// in the tree's records (a child's subtree is skipped whole).
    func listMarkers(ofListAt listIndex: Int, into markers: inout [ListFrame.ListMarker]) -> Int {
        let tree = document.tree
        var isOrdered = false
        if case .list(ordered: true) = tree.records[listIndex].kind { isOrdered = true }
        let end = tree.records[listIndex].subtreeEnd
        // Most lists have no attribute: none is looked for then.
        let listHasAttributes = tree.hasAttributes(at: listIndex)
        let reversed = listHasAttributes && tree.attribute("reversed", at: listIndex) != nil
        var ordinal = (listHasAttributes ? Int(tree.attribute("start", at: listIndex) ?? "") : nil)
            ?? (reversed ? itemCount(from: listIndex + 1, to: end) : 1)
        var width = 0
        var item = listIndex + 1
        while item < end {
            defer { item = tree.records[item].subtreeEnd }
            guard case .listItem = tree.records[item].kind else { continue }
            if tree.hasAttributes(at: item), let value = tree[NodeID(item)].attribute("value").flatMap({ Int($0) }) {
                ordinal = value
            }
            let type = document.style(ofNodeAt: item).listStyleType ?? (isOrdered ? .decimal : .disc)
            let marker: ListFrame.ListMarker
            if type == .decimal, ordinal > 0 {
                // `12.`: its digits are written into the item's cells, no string is made.
                marker = ListFrame.ListMarker(item: item, text: "", width: DecimalDigits(ordinal).count + 1,
                                              isASCII: true, number: ordinal)
            } else if let slot = Self.bulletSlot(of: type) {
                // A theme's bullet: measured once per engine (see ``prepareBullet(_:)``), its
                // text read from there.
                prepareBullet(slot)
                marker = ListFrame.ListMarker(item: item, text: "", width: bullets[slot]!.width,
                                              isASCII: bullets[slot]!.isASCII, bullet: slot)
            } else {
                let text = ListMarkers.marker(type, ordinal: ordinal, bullets: theme.bullets)
                let isASCII = ASCIICells.isPrintable(text)
                // A printable ASCII marker is a column a byte.
                marker = ListFrame.ListMarker(item: item, text: text,
                                              width: isASCII ? text.utf8.count : DisplayWidth.of(text), isASCII: isASCII)
            }
            markers.append(marker)
            width = max(width, marker.width)
            ordinal += reversed ? -1 : 1
        }
        return width
    }

    /// The index in the theme's bullets of the bullet `type` shows; nil for a style that shows none.
    private static func bulletSlot(of type: ListStyleType) -> Int? {
        switch type {
        case .disc: 0
        case .circle: 1
        case .square: 2
        default: nil
        }
    }

    /// Makes ``bullets`` hold the theme's bullet at `slot` (disc, circle, square): its text and
    /// width, whether it is printable ASCII, and its cells of no style or node (which the
    /// items of lists copy in their style), made once per engine. Read in place: a copy
    /// retains the cells.
    @inline(__always)
    func prepareBullet(_ slot: Int) {
        if slot >= bullets.count || bullets[slot] == nil { makeBullet(slot) }
    }

    private func makeBullet(_ slot: Int) {
        let text = theme.bullets[slot]
        let isASCII = ASCIICells.isPrintable(text)
        let cells = isASCII ? [] : Cell.cells(text, styleKey: 0)
        let bullet = Bullet(text: text, width: isASCII ? text.utf8.count : DisplayWidth.of(text), isASCII: isASCII,
                            cells: cells, cellsWidth: BlockFrame.width(of: cells[...]))
        while bullets.count <= slot { bullets.append(nil) }
        bullets[slot] = bullet
        while bulletOnlyCells.count <= slot { bulletOnlyCells.append(nil) }
        bulletOnlyCells[slot] = cells.count == 1 ? cells[0] : nil
    }

    /// A theme's bullet as list items show it (see ``prepareBullet(_:)``).
    struct Bullet {
        var text: String
        var width: Int
        var isASCII: Bool
        var cells: [Cell]
        var cellsWidth: Int
    }

    /// How many list items are among the children from node index `start` to `end`.
    private func itemCount(from start: Int, to end: Int) -> Int {
        let tree = document.tree
        var count = 0
        var child = start
        while child < end {
            if case .listItem = tree.records[child].kind { count += 1 }
            child = tree.records[child].subtreeEnd
        }
        return count
    }

    /// Opens `frame`, list item `node`'s, with the prefixes of its lines: on its first line
    /// its marker, after an indent, padded on the left to the widest marker of its list, and a
    /// space; on its other lines blanks as wide (its list's, shared by its items). The first
    /// line's cells are written into scratch room and copied to the stack's prefix cells.
    func pushListItem(at index: Int, frame: BlockFrame) {
        let node = NodeID(index)
        let indent = Self.listItemIndent
        let list = frames.innermostList
        let listed = list.flatMap { frames.marker(ofItem: index, inList: $0) }
        // An item outside a list shows the first bullet; a bullet's text is the engine's.
        let bulletSlot = listed?.bullet ?? 0
        if bulletSlot >= 0 { prepareBullet(bulletSlot) }
        let marker = bulletSlot >= 0 ? bullets[bulletSlot]!.text : listed!.text
        let number = listed?.number ?? 0
        let markerWidth = listed?.width ?? bullets[bulletSlot]!.width
        let isASCII = listed?.isASCII ?? bullets[bulletSlot]!.isASCII
        let width = max(list.map { frames.markerWidth(ofList: $0) } ?? markerWidth, markerWidth)
        let styleKey = mapper.cellStyleKey(document.style(ofNodeAt: index), documentKey: document.styleKey(ofNodeAt: index),
                                           roles: roles, patchedWith: .listMarker)
        let range = document.tree.records[index].startTagRange
        // The marker and the blanks padding it take the marker's style and the item's start tag.
        let template = Cell(code: 0x20, width: 1, styleKey: styleKey, node: node, range: range, linkKey: 0)
        let blank = Cell.blank()
        let blanks = indent + width + 1
        if isASCII {
            Self.withItemPrefix(count: indent + width + 1, blank: blank, writingMarker: { cells, at in
                for _ in 0..<(width - markerWidth) {
                    cells.initializeElement(at: at, to: template)
                    at += 1
                }
                func write(_ byte: UInt8) {
                    var cell = template
                    cell.show(ascii: byte)
                    cells.initializeElement(at: at, to: cell)
                    at += 1
                }
                if number > 0 {
                    for digit in DecimalDigits(number) { write(digit) }
                    write(UInt8(ascii: "."))
                } else {
                    for byte in marker.utf8 { write(byte) }
                }
            }, { first in frames.pushItem(frame, firstPrefix: first, firstWidth: blanks, blanks: blanks, ofList: list) })
        } else if width > markerWidth {
            // Padding before a marker that is not ASCII is segmented with it, as a reader would.
            var first = [Cell](repeating: blank, count: indent)
            first += Cell.cells(String(repeating: " ", count: width - markerWidth) + marker, styleKey: styleKey,
                                node: node, range: range)
            first.append(blank)
            let firstWidth = BlockFrame.width(of: first[...])
            first.withUnsafeBufferPointer {
                frames.pushItem(frame, firstPrefix: $0, firstWidth: firstWidth, blanks: blanks, ofList: list)
            }
        } else {
            // A bullet (the only markers not ASCII that are as wide as their list's widest):
            // the same for many items, its cells made once and given each item's style, node
            // and range (as `Cell.cells` would make them in that style).
            let lookKey = Cell.lookKey(styleKey: styleKey, linkKey: 0)
            let nodeIndex = Int32(clamping: index)
            if bulletSlot >= 0, let cell = bulletOnlyCells[bulletSlot] {
                // One cluster (`•`, `◦`): written from the plain cell, no array is read (a copy
                // of the bullet's cells retained them per item).
                let firstWidth = indent + Int(cell.width) + 1
                Self.withItemPrefix(count: indent + 2, blank: blank, writingMarker: { cells, at in
                    cells.initializeElement(at: at, to: Cell(code: cell.graphemeCode, width: cell.width, lookKey: lookKey,
                                                             nodeIndex: nodeIndex, range: range))
                    at += 1
                }, { first in frames.pushItem(frame, firstPrefix: first, firstWidth: firstWidth, blanks: blanks, ofList: list) })
                return
            }
            let bullet = bulletSlot >= 0 ? bullets[bulletSlot]!.cells : Cell.cells(marker, styleKey: 0)
            let firstWidth = indent + (bulletSlot >= 0 ? bullets[bulletSlot]!.cellsWidth
                                                      : BlockFrame.width(of: bullet[...])) + 1
            Self.withItemPrefix(count: indent + bullet.count + 1, blank: blank, writingMarker: { cells, at in
                for cell in bullet {
                    cells.initializeElement(at: at, to: Cell(code: cell.graphemeCode, width: cell.width, lookKey: lookKey,
                                                             nodeIndex: nodeIndex, range: range))
                    at += 1
                }
            }, { first in frames.pushItem(frame, firstPrefix: first, firstWidth: firstWidth, blanks: blanks, ofList: list) })
        }
    }

    /// Hands `body` a list item's first-line prefix of `count` cells: ``listItemIndent``
    /// blanks, the marker `writeMarker` writes into the cells from the index it is given
    /// (moving it on), and a blank, in scratch room. Inlined, so that what the closures read
    /// is not captured.
    @inline(__always)
    private static func withItemPrefix(count: Int, blank: Cell,
                                       writingMarker writeMarker: (UnsafeMutableBufferPointer<Cell>, inout Int) -> Void,
                                       _ body: (UnsafeBufferPointer<Cell>) -> Void) {
        withUnsafeTemporaryAllocation(of: Cell.self, capacity: count) { cells in
            var at = 0
            for _ in 0..<listItemIndent {
                cells.initializeElement(at: at, to: blank)
                at += 1
            }
            writeMarker(cells, &at)
            cells.initializeElement(at: at, to: blank)
            at += 1
            body(UnsafeBufferPointer(rebasing: cells[..<at]))
        }
    }
}
