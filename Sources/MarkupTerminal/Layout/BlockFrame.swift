import MarkupCore

/// A block being laid out: what its lines start with, how they align, how it ends.
struct BlockFrame {
    var node: NodeID?
    var kind: MarkupKind
    /// Cells the block's first line starts with (a list marker), until it is used.
    var firstPrefix: [Cell]? {
        didSet { measurePrefixes() }
    }
    /// Cells every other line starts with (indent, quote bar).
    var prefix: [Cell] {
        didSet { measurePrefixes() }
    }
    var align: TextAlign
    var preserves: Bool
    var marginAfter: Int
    /// For lists: the marker of each item and its width, in the order of the items, and
    /// the widest width.
    var markers: [ListMarker] = []
    var markerWidth = 0

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

    init(node: NodeID?, kind: MarkupKind, align: TextAlign, preserves: Bool, marginAfter: Int) {
        self.node = node
        self.kind = kind
        firstPrefix = nil
        prefix = []
        self.align = align
        self.preserves = preserves
        self.marginAfter = marginAfter
    }

    /// The cells the next line of the block starts with.
    var nextLinePrefix: [Cell] { firstPrefix ?? prefix }

    private mutating func measurePrefixes() {
        prefixWidth = RenderedDocument.width(of: prefix)
        prefixCount = prefix.count
        nextLinePrefixWidth = firstPrefix.map(RenderedDocument.width(of:)) ?? prefixWidth
        nextLinePrefixCount = firstPrefix?.count ?? prefixCount
    }
}
