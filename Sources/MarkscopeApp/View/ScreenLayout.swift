import MarkupTerminal

/// A rectangle of the screen.
public struct Rect: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public var width: Int
    public var height: Int

    public func contains(row y: Int, column x: Int) -> Bool {
        y >= row && y < row + height && x >= column && x < column + width
    }
}

/// Where each pane goes for a screen size and layout mode.
public enum ScreenLayout {
    public static let minimumWidth = 40
    public static let minimumHeight = 10

    /// The layout actually used: `auto` picks columns on wide screens, rows on medium, one pane on narrow.
    public static func resolvedMode(for state: PreviewState) -> LayoutMode {
        guard state.layout == .auto else { return state.layout }
        if state.screenWidth >= 150 { return .columns }
        if state.screenWidth >= 80 { return .rows }
        return .single
    }

    public static func isTooSmall(_ state: PreviewState) -> Bool {
        state.screenWidth < minimumWidth || state.screenHeight < minimumHeight
    }

    /// The panes' rectangles (borders included); the last screen row is the status line, and
    /// the one above it the problem line while there is a problem.
    public static func areas(for state: PreviewState) -> [PaneID: Rect] {
        let width = state.screenWidth
        let height = max(1, state.screenHeight - 1 - (state.problem == nil ? 0 : 1))
        switch resolvedMode(for: state) {
        case .columns:
            let first = width / 3
            let second = (width - first) / 2
            return [
                .source: Rect(row: 0, column: 0, width: first, height: height),
                .render: Rect(row: 0, column: first, width: second, height: height),
                .detail: Rect(row: 0, column: first + second, width: width - first - second, height: height),
            ]
        case .rows:
            let top = max(3, height * 3 / 5)
            let left = width / 2
            return [
                .source: Rect(row: 0, column: 0, width: left, height: top),
                .render: Rect(row: 0, column: left, width: width - left, height: top),
                .detail: Rect(row: top, column: 0, width: width, height: height - top),
            ]
        case .single, .auto:
            return [state.focus: Rect(row: 0, column: 0, width: width, height: height)]
        }
    }

    /// Rows of content a pane shows (inside its border).
    public static func visibleRows(_ pane: PaneID, in state: PreviewState) -> Int {
        let inner = max(1, (areas(for: state)[pane]?.height ?? state.screenHeight) - 2)
        guard pane == .detail else { return inner }
        let footer = footerLines(in: state).count
        return footer == 0 ? inner : max(1, inner - footer - 1)
    }

    /// The focused detail row cut into lines of the pane's width, when it is wider than the
    /// pane (else none): the pane shows it whole under a rule, so no row is cut unread.
    /// At most half the pane's rows, less the rule.
    static func footerLines(in state: PreviewState) -> [[Cell]] {
        guard state.focus == .detail, let area = areas(for: state)[.detail] else { return [] }
        let rows = state.detailRows
        let row = state.cursor(.detail).row
        guard rows.indices.contains(row) else { return [] }
        let width = max(1, area.width - 2)
        let cells = rows[row].cells
        guard RenderedDocument.width(of: cells) > width else { return [] }
        let most = max(0, (area.height - 2) / 2 - 1)
        var lines: [[Cell]] = []
        var line: [Cell] = []
        var used = 0
        for cell in cells {
            let cellWidth = cell.isContinuation ? 0 : Int(cell.width)
            if used + cellWidth > width {
                lines.append(line)
                line = []
                used = 0
            }
            line.append(cell)
            used += cellWidth
        }
        if !line.isEmpty { lines.append(line) }
        return Array(lines.prefix(most))
    }
}
