import MarkupTerminal

/// vim and less motions inside a row: line ends (`0` `$`) and words (`f` `b`).
extension PreviewUpdate {
    /// Puts the focused cursor on the first (`end == false`) or last cell of its row, in the
    /// source and the render (detail rows have no columns).
    static func moveToLineEnd(_ end: Bool, in state: inout PreviewState) {
        let pane = state.focus
        guard pane != .detail else { return }
        let rows = state.rows(pane)
        var cursor = state.cursor(pane)
        guard rows.indices.contains(cursor.row) else { return }
        let cells = rows[cursor.row].cells
        cursor.column = end ? (cells.lastIndex { !$0.isContinuation } ?? 0) : 0
        state.cursors[pane] = cursor
        keepCursorVisible(pane, in: &state)
        selectFromCursor(in: &state)
    }

    /// Moves the focused cursor to the start of the next (or previous) word, as vim's `w` and
    /// `b` do: a word is a run of letters and digits, or a run of other marks; spaces and line
    /// ends separate words.
    static func moveByWord(forward: Bool, in state: inout PreviewState) {
        let pane = state.focus
        guard pane != .detail else { return }
        let rows = state.rows(pane)
        var cursor = state.cursor(pane)
        guard rows.indices.contains(cursor.row) else { return }
        // Every position as (row, column), with a space between rows so line ends split words.
        var position = (row: cursor.row, column: cursor.column)
        func kind(_ at: (row: Int, column: Int)) -> Int {
            let cells = rows[at.row].cells
            guard cells.indices.contains(at.column) else { return 0 }
            return wordKind(cells[at.column].grapheme)
        }
        func step(_ at: (row: Int, column: Int)) -> (row: Int, column: Int)? {
            if forward {
                if at.column + 1 < rows[at.row].cells.count { return (at.row, at.column + 1) }
                // One past the last cell stands for the line end (a space).
                if at.column < rows[at.row].cells.count { return (at.row, rows[at.row].cells.count) }
                return at.row + 1 < rows.count ? (at.row + 1, 0) : nil
            }
            if at.column > 0 { return (at.row, min(at.column - 1, rows[at.row].cells.count)) }
            return at.row > 0 ? (at.row - 1, rows[at.row - 1].cells.count) : nil
        }
        if forward {
            let start = kind(position)
            // Leave the current word, then skip spaces.
            while start != 0, kind(position) == start, let next = step(position) { position = next }
            while kind(position) == 0, let next = step(position) { position = next }
            if kind(position) == 0 { return }
        } else {
            // Skip spaces backwards, then go to the first cell of that word.
            guard var previous = step(position) else { return }
            while kind(previous) == 0, let next = step(previous) { previous = next }
            if kind(previous) == 0 { return }
            let word = kind(previous)
            while let next = step(previous), next.row == previous.row, kind(next) == word { previous = next }
            position = previous
        }
        while position.column > 0, rows[position.row].cells[position.column].isContinuation { position.column -= 1 }
        cursor.row = position.row
        cursor.column = position.column
        state.cursors[pane] = cursor
        keepCursorVisible(pane, in: &state)
        selectFromCursor(in: &state)
    }

    /// 0 for spaces (and continuation cells' empty text), 1 for letters, digits and `_`, 2 for
    /// other marks.
    private static func wordKind(_ grapheme: String) -> Int {
        guard let first = grapheme.unicodeScalars.first else { return 0 }
        if first.properties.isWhitespace { return 0 }
        return first.properties.isAlphabetic || first.properties.numericType != nil || first == "_" ? 1 : 2
    }
}
