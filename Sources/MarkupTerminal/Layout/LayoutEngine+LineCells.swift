import MarkupCore

/// What the cells of a laid-out line show, the blanks that align a line, and a line
/// trimmed: the engine's helpers that need nothing of its state.
extension LayoutEngine {
    /// Whether `cell`, in a line of a layout table, shows nothing: a space or no-break space,
    /// neither underlined nor reversed (or a wide cluster's continuation). A background does
    /// not count: a spacer line takes the colour of the box around it (a page's or a card's),
    /// which a terminal draws only under text.
    static func showsNothing(_ cell: Cell) -> Bool {
        if cell.isContinuation { return true }
        guard cell.isSpace || cell.isNoBreakSpace else { return false }
        if cell.isPlain { return true }
        let attributes = cell.style.attributes
        return !attributes.contains(.underline) && !attributes.contains(.reverse)
    }

    /// Whether `cell` is a space that shows nothing: a coloured, underlined or reversed space shows.
    static func isInvisibleSpace(_ cell: Cell) -> Bool {
        guard cell.isSpace else { return false }
        if cell.isPlain { return true }
        let style = cell.style
        return style.background == nil && !style.attributes.contains(.underline) && !style.attributes.contains(.reverse)
    }

    /// Blanks that centre or push right a start-aligned line `used` columns wide within
    /// `width` columns (0 for a line aligned at the start, or as wide as `width`).
    static func alignmentPadding(used: Int, align: TextAlign, width: Int) -> Int {
        switch align {
        case .center, .right, .end: break
        default: return 0
        }
        guard used < width else { return 0 }
        return align == .center ? (width - used) / 2 : width - used
    }

    /// Drops trailing spaces that show nothing (a coloured, underlined or reversed space shows).
    static func trim(_ line: inout [Cell]) {
        while let last = line.last, isInvisibleSpace(last) { line.removeLast() }
    }
}
