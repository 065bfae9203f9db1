import MarkupCore

/// Jumps: `:LINE` to a source line, and the jump list Ctrl-O goes back through.
extension PreviewUpdate {
    /// Keys while the line number is typed: Enter goes there, Escape gives up.
    static func handleLineInput(_ key: Key, in state: inout PreviewState) -> [PreviewEffect] {
        switch key {
        case .escape, .control("c"):
            state.lineInput = nil
        case .enter:
            let typed = state.lineInput ?? ""
            state.lineInput = nil
            if let line = Int(typed.filter { $0 != " " }) {
                goToLine(line, in: &state)
            } else if !typed.isEmpty {
                state.message = "not a line number: \(typed)"
            }
        case .backspace:
            if state.lineInput?.isEmpty == false { state.lineInput?.removeLast() } else { state.lineInput = nil }
        case .character(let character):
            state.lineInput?.append(character)
        default:
            break
        }
        return []
    }

    /// Focuses the source with its cursor at the start of `line` (1-based, clamped to the
    /// document), remembering where the user was.
    static func goToLine(_ line: Int, in state: inout PreviewState) {
        guard let source = state.snapshot?.document.source else { return }
        let index = max(0, min(line - 1, source.lineStarts.count - 1))
        let start = source.lineStarts[index]
        rememberPlace(in: &state)
        state.focus = .source
        var cursor = state.cursor(.source)
        let rows = state.sourceRows
        cursor.row = max(0, min(rows.firstIndex(linkedTo: SourceRange.empty(at: start)) ?? index, rows.count - 1))
        cursor.column = 0
        state.cursors[.source] = cursor
        keepCursorVisible(.source, in: &state)
        selectFromCursor(in: &state)
        resetSideways(in: &state)
        state.message = ":\(index + 1)"
    }

    /// Puts the current place on the jump list (before a jump moves away from it).
    static func rememberPlace(in state: inout PreviewState) {
        state.jumps.append(PreviewPlace(focus: state.focus, detail: state.detail, cursors: state.cursors,
                                        selection: state.selection, selectedNode: state.selectedNode))
        if state.jumps.count > PreviewPlace.limit { state.jumps.removeFirst(state.jumps.count - PreviewPlace.limit) }
    }

    /// Ctrl-O: back to the newest remembered place, each cursor kept inside its pane (the
    /// document may have been reloaded since).
    static func jumpBack(in state: inout PreviewState) {
        guard let place = state.jumps.popLast() else {
            state.message = "no earlier place"
            return
        }
        if state.detail != place.detail {
            state.detail = place.detail
            state.refreshDetail()
        }
        state.focus = place.focus
        state.selection = place.selection
        state.selectedNode = place.selectedNode
        for (pane, saved) in place.cursors {
            var cursor = saved
            cursor.row = max(0, min(cursor.row, state.rowCount(pane) - 1))
            state.cursors[pane] = cursor
        }
        if ScreenLayout.resolvedMode(for: state) == .single { state.refresh() }
        keepCursorVisible(state.focus, in: &state)
    }
}
