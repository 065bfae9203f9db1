import MarkupCore

/// A block being laid out: what its lines start with, how they align, how it ends.
struct BlockFrame {
    var node: NodeID?
    var kind: MarkupKind
    /// Cells the block's first line starts with (a list marker), until it is used.
    var firstPrefix: [Cell]?
    /// Cells every other line starts with (indent, quote bar).
    var prefix: [Cell]
    var align: TextAlign
    var preserves: Bool
    var marginAfter: Int
    /// For lists: the marker of each item, by node index, and their common width.
    var markers: [Int: String] = [:]
    var markerWidth = 0

    var prefixWidth: Int { RenderedDocument.width(of: prefix) }
}
