import MarkupCore

/// A block being laid out: how its lines align, how it ends, and the size of the prefixes
/// its lines start with (the cells are its ``FrameStack``'s).
///
/// Plain values only: a block opens and closes one per element, and a frame holding arrays
/// is copied, retained and released several times on its way onto the stack and off it.
struct BlockFrame {
    var node: NodeID?
    var kind: MarkupKind
    var align: TextAlign
    var preserves: Bool
    var marginAfter: Int
    /// Where the frame's prefixes are in its stack's parts, and the list's markers in its
    /// lists (-1: none).
    var part: Int32 = -1
    var list: Int32 = -1

    /// The size of the cells the block's first line starts with (a list marker), until used.
    struct FirstPrefix {
        var width: Int
        var count: Int
    }

    /// The first line's own prefix, until it is used (nil once used, or when there is none).
    private(set) var firstPrefix: FirstPrefix?

    /// Columns and cells of the prefix of the block's other lines (indent, quote bar), and of
    /// the next line's: a line's prefixes are fitted to the width by these, without reading
    /// the cells of those that fit.
    private(set) var prefixWidth = 0
    private(set) var prefixCount = 0
    private(set) var nextLinePrefixWidth = 0
    private(set) var nextLinePrefixCount = 0

    /// A frame with no prefix yet (see ``setPrefixes(first:other:)``).
    init(node: NodeID?, kind: MarkupKind, align: TextAlign, preserves: Bool, marginAfter: Int) {
        self.node = node
        self.kind = kind
        self.align = align
        self.preserves = preserves
        self.marginAfter = marginAfter
    }

    /// Measures the prefixes the block's lines start with: its first line `first` (when set),
    /// its other lines `other`.
    mutating func setPrefixes(first: ArraySlice<Cell>?, other: ArraySlice<Cell>) {
        prefixWidth = Self.width(of: other)
        prefixCount = other.count
        firstPrefix = first.map { FirstPrefix(width: Self.width(of: $0), count: $0.count) }
        nextLinePrefixWidth = firstPrefix?.width ?? prefixWidth
        nextLinePrefixCount = firstPrefix?.count ?? prefixCount
    }

    /// Sets the prefixes' sizes when they are known without reading the cells (a list item's:
    /// its first line's cells `firstCount`, `firstWidth` columns wide, and `otherCount`
    /// blanks on its other lines).
    mutating func setPrefixes(firstWidth: Int, firstCount: Int, otherCount: Int) {
        prefixWidth = otherCount
        prefixCount = otherCount
        firstPrefix = FirstPrefix(width: firstWidth, count: firstCount)
        nextLinePrefixWidth = firstWidth
        nextLinePrefixCount = firstCount
    }

    /// Columns `cells` take.
    static func width(of cells: ArraySlice<Cell>) -> Int {
        cells.reduce(0) { $0 + Int($1.width) }
    }

    /// Drops the first-line prefix once its line is laid out.
    mutating func dropFirstPrefix() {
        firstPrefix = nil
        nextLinePrefixWidth = prefixWidth
        nextLinePrefixCount = prefixCount
    }
}
