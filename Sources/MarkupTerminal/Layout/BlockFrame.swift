import MarkupCore

/// A block being laid out: what its lines start with, how they align, how it ends.
struct BlockFrame {
    var node: NodeID?
    var kind: MarkupKind
    /// Cells the block's first line starts with (a list marker), until it is used.
    private(set) var firstPrefix: [Cell]?
    /// Cells every other line starts with (indent, quote bar).
    private(set) var prefix: [Cell]
    var align: TextAlign
    var preserves: Bool
    var marginAfter: Int
    /// For lists: the marker of each item and its width, in the order of the items, and
    /// the widest width.
    let markers: [ListMarker]
    let markerWidth: Int
    /// For lists: the blanks the lines of an item after its first start with, made once for
    /// all its items (an item's marker is ``markerWidth`` wide, between an indent and a space).
    let itemPrefix: [Cell]

    struct ListMarker {
        var item: Int
        var text: String
        var width: Int
    }

    /// The marker of the list item at node index `item`, for a list.
    func marker(ofItem item: Int) -> ListMarker? {
        var low = 0
        var high = markers.count
        while low < high {
            let middle = (low + high) / 2
            if markers[middle].item < item { low = middle + 1 } else { high = middle }
        }
        return low < markers.count && markers[low].item == item ? markers[low] : nil
    }

    /// Columns and cells of ``prefix``, and of ``nextLinePrefix``: a line's prefixes are
    /// fitted to the width by these, without reading the cells of those that fit.
    private(set) var prefixWidth = 0
    private(set) var prefixCount = 0
    private(set) var nextLinePrefixWidth = 0
    private(set) var nextLinePrefixCount = 0

    /// A frame whose first line starts with `firstPrefix` (when set) and its other lines
    /// with `prefix`; a list's with its items' `markers`, the widest `markerWidth` columns
    /// wide, and the `itemPrefix` of their later lines.
    init(node: NodeID?, kind: MarkupKind, align: TextAlign, preserves: Bool, marginAfter: Int,
         firstPrefix: [Cell]? = nil, prefix: [Cell] = [], markers: [ListMarker] = [], markerWidth: Int = 0,
         itemPrefix: [Cell] = []) {
        self.node = node
        self.kind = kind
        self.firstPrefix = firstPrefix
        self.prefix = prefix
        self.align = align
        self.preserves = preserves
        self.marginAfter = marginAfter
        self.markers = markers
        self.markerWidth = markerWidth
        self.itemPrefix = itemPrefix
        prefixWidth = prefix.isEmpty ? 0 : RenderedDocument.width(of: prefix)
        prefixCount = prefix.count
        nextLinePrefixWidth = firstPrefix.map(RenderedDocument.width(of:)) ?? prefixWidth
        nextLinePrefixCount = firstPrefix?.count ?? prefixCount
    }

    /// The cells the next line of the block starts with.
    var nextLinePrefix: [Cell] { firstPrefix ?? prefix }

    /// Drops the first-line prefix once its line is laid out.
    mutating func dropFirstPrefix() {
        firstPrefix = nil
        nextLinePrefixWidth = prefixWidth
        nextLinePrefixCount = prefixCount
    }
}
