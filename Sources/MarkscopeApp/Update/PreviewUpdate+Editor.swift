import MarkupCore

/// `e`: the document opened in the user's editor at the cursor.
extension PreviewUpdate {
    /// Asks the runtime to open the editor at the cursor's source byte: in the source, the byte
    /// under the cursor; elsewhere, the start of the selection the cursor made.
    static func openEditor(in state: inout PreviewState) -> [PreviewEffect] {
        guard state.documentPath != "-" else {
            state.message = "standard input has no file to edit"
            return []
        }
        guard let source = state.snapshot?.document.source else {
            state.message = "no document to edit yet"
            return []
        }
        var offset = state.selection?.start ?? 0
        if state.focus == .source {
            let rows = state.sourceRows
            let cursor = state.cursor(.source)
            if rows.indices.contains(cursor.row) {
                let row = rows[cursor.row]
                offset = row.cells.indices.contains(cursor.column) ? row.cells[cursor.column].range?.start ?? row.range?.start ?? offset
                    : row.range?.end ?? offset
            }
        }
        return [.openEditor(EditorPlace(path: state.documentPath, source: source, offset: offset))]
    }
}
