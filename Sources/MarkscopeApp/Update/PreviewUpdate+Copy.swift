import MarkupCore

/// `y`: what the focused pane copies to the clipboard.
extension PreviewUpdate {
    /// Holds the copied text for the runtime to send (as OSC 52): in the source, the source
    /// text of the selection; in a detail pane, the row under the cursor; in the render, the
    /// whole rendered text (trailing spaces dropped).
    static func copySelection(in state: inout PreviewState) {
        let text: String
        switch state.focus {
        case .source:
            guard let selection = state.selection, let source = state.snapshot?.document.source,
                  selection.start >= 0, selection.end <= source.count else {
                state.message = "nothing selected to copy"
                return
            }
            text = source.string(in: selection)
        case .detail:
            let rows = state.detailRows
            let row = state.cursor(.detail).row
            guard rows.indices.contains(row) else {
                state.message = "nothing to copy"
                return
            }
            text = rows[row].text
        case .render:
            text = state.rendered.text.map { line in
                var line = Substring(line)
                while line.last == " " { line.removeLast() }
                return String(line)
            }.joined(separator: "\n")
        }
        let bytes = text.utf8.count
        guard bytes <= OSC52.limit else {
            state.message = "too big to copy: \(bytes) bytes (at most \(OSC52.limit))"
            return
        }
        state.pendingClipboard = text
        state.message = "copied \(bytes) bytes"
    }
}
