import MarkupCore
import MarkupTerminal

/// One line of a pane: its cells and the source range it stands for.
public struct PaneRow: Sendable {
    public var cells: [Cell]
    /// What selecting the row selects, and what makes it light up when selected elsewhere.
    public var range: SourceRange?
    /// Extra ranges that also light the row up (a node's start and end tags).
    public var alsoMatches: [SourceRange]
    /// What choosing the row selects, when not `range` (a whole element, a CSS declaration).
    public var selects: SourceRange?
    /// The node the row stands for, for the styles pane.
    public var node: NodeID?
    /// What choosing the row says when what it stands for is outside the document (a
    /// profile's declaration, at its file's line and column).
    public var elsewhere: String?
    /// The source line number shown in the gutter (a wrapped line's first row only).
    public var lineNumber: Int?

    public init(cells: [Cell], range: SourceRange?, alsoMatches: [SourceRange] = [], selects: SourceRange? = nil,
                node: NodeID? = nil, elsewhere: String? = nil) {
        self.cells = cells
        self.range = range
        self.alsoMatches = alsoMatches
        self.selects = selects
        self.node = node
        self.elsewhere = elsewhere
    }

    /// The row's text, for search.
    public var text: String { cells.filter { !$0.isContinuation }.map(\.grapheme).joined() }

    /// Whether the row stands for something inside `selection`.
    public func isLinked(to selection: SourceRange) -> Bool {
        if let range, Self.links(range, selection) { return true }
        return alsoMatches.contains { $0.overlaps(selection) }
    }

    /// Whether something from `range` lights up when `selection` is selected: they share a
    /// byte, or one is empty and sits inside the other (a synthesized token, a cursor position).
    public static func links(_ range: SourceRange, _ selection: SourceRange) -> Bool {
        range.overlaps(selection) || (range.isEmpty && selection.contains(range.start))
            || (selection.isEmpty && range.contains(selection.start))
    }
}

/// Where a pane's cursor is and how far it is scrolled.
public struct PaneCursor: Hashable, Sendable {
    public var row = 0
    public var column = 0
    public var top = 0
    public var left = 0

    public init() {}
}
