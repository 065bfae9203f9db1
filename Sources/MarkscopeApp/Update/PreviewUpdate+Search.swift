import MarkupCore
import MarkupTerminal

/// Search: typing the query, and finding the next or previous match in the focused pane.
extension PreviewUpdate {
    /// Keys while the query is typed: Enter searches, Escape gives up.
    static func handleSearchInput(_ key: Key, in state: inout PreviewState) -> [PreviewEffect] {
        switch key {
        case .escape, .control("c"):
            state.searchInput = nil
        case .enter:
            state.searchQuery = state.searchInput ?? ""
            state.searchInput = nil
            findNext(in: &state, forward: true, includingCurrent: true)
        case .backspace:
            if state.searchInput?.isEmpty == false { state.searchInput?.removeLast() } else { state.searchInput = nil }
        case .character(let character):
            state.searchInput?.append(character)
        default:
            break
        }
        return []
    }

    static func findNext(in state: inout PreviewState, forward: Bool, includingCurrent: Bool = false) {
        let query = state.searchQuery.lowercased()
        guard !query.isEmpty else { return }
        if state.focus == .render { return findNextInRender(in: &state, forward: forward, includingCurrent: includingCurrent) }
        let rows = state.rows(state.focus)
        guard !rows.isEmpty else { return }
        let start = state.cursor(state.focus).row
        for step in (includingCurrent ? 0 : 1)...rows.count {
            let index = ((forward ? start + step : start - step) % rows.count + rows.count) % rows.count
            let text = rows[index].text.lowercased()
            if let range = text.range(of: query) {
                var cursor = state.cursor(state.focus)
                cursor.row = index
                let prefix = String(text[..<range.lowerBound])
                cursor.column = state.focus == .detail ? 0 : cellIndex(ofColumn: DisplayWidth.of(prefix), in: rows[index].cells)
                state.cursors[state.focus] = cursor
                selectFromCursor(in: &state)
                resetSideways(in: &state)
                state.message = "/\(state.searchQuery)"
                return
            }
        }
        state.message = "not found: \(state.searchQuery)"
    }

    /// The next match in the render's text as written (across wraps and tags); the match is selected.
    static func findNextInRender(in state: inout PreviewState, forward: Bool, includingCurrent: Bool) {
        let lines = state.rendered.lines
        let matches = RenderSearch.matches(of: state.searchQuery, in: lines)
        let cursor = state.cursor(.render)
        let here = (cursor.row, cursor.column)
        let after = matches.first { includingCurrent ? ($0.row, $0.cell) >= here : ($0.row, $0.cell) > here }
        let before = matches.last { ($0.row, $0.cell) < here }
        guard let match = forward ? (after ?? matches.first) : (before ?? matches.last) else {
            state.message = "not found: \(state.searchQuery)"
            return
        }
        var moved = cursor
        moved.row = match.row
        moved.column = match.cell
        state.cursors[.render] = moved
        selectFromCursor(in: &state)
        if let range = RenderSearch.range(of: match, in: lines) {
            state.selection = range
            for pane in PaneID.allCases where pane != .render { scrollToSelection(pane, in: &state) }
        }
        resetSideways(in: &state)
        state.message = "/\(state.searchQuery)"
    }

    static func cellIndex(ofColumn column: Int, in cells: [Cell]) -> Int {
        var used = 0
        for (index, cell) in cells.enumerated() where !cell.isContinuation {
            if used >= column { return index }
            used += Int(cell.width)
        }
        return max(0, cells.count - 1)
    }
}
