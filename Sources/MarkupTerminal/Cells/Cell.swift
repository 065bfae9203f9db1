import MarkupCore

/// One terminal cell: a grapheme cluster, its look, and where in the source it came from.
///
/// A wide cluster takes two cells: the first holds it with `width` 2, the second is a
/// continuation with `width` 0 and an empty grapheme.
public struct Cell: Hashable, Sendable {
    public var grapheme: String
    public var width: UInt8
    public var style: TerminalStyle
    /// The node the cell shows (text, marker or border of that node).
    public var node: NodeID?
    /// The source bytes the cell shows, when known.
    public var range: SourceRange?
    /// The link target, for OSC 8 hyperlinks and "follow link".
    public var hyperlink: String?

    public init(grapheme: String, width: UInt8 = 1, style: TerminalStyle = .plain, node: NodeID? = nil,
                range: SourceRange? = nil, hyperlink: String? = nil) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
        self.node = node
        self.range = range
        self.hyperlink = hyperlink
    }

    /// An empty cell with a style.
    public static func blank(_ style: TerminalStyle = .plain) -> Cell {
        Cell(grapheme: " ", width: 1, style: style)
    }

    /// The second half of a wide cluster.
    public static func continuation(of cell: Cell) -> Cell {
        Cell(grapheme: "", width: 0, style: cell.style, node: cell.node, range: cell.range, hyperlink: cell.hyperlink)
    }

    public var isContinuation: Bool { width == 0 }

    /// Cells for a whole string (wide clusters followed by their continuation).
    public static func cells(_ text: String, style: TerminalStyle, node: NodeID? = nil,
                             range: SourceRange? = nil) -> [Cell] {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return text.utf8.map { Cell(grapheme: VisibleCluster.ascii[Int($0)], width: 1, style: style, node: node, range: range) }
        }
        var cells: [Cell] = []
        for cluster in text {
            let visible = VisibleCluster(cluster)
            let cell = Cell(grapheme: visible.text, width: UInt8(visible.width), style: style, node: node, range: range)
            cells.append(cell)
            if visible.width == 2 { cells.append(.continuation(of: cell)) }
        }
        return cells
    }
}
