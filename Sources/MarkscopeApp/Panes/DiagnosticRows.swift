import MarkupCore
import MarkupTerminal

/// Every diagnostic and repair as a row; choosing one jumps to it.
enum DiagnosticRows {
    static func rows(_ document: MarkupDocument, theme: Theme) -> [PaneRow] {
        let diagnostics = document.diagnostics
        guard !diagnostics.isEmpty else {
            return [PaneRow(cells: Cell.cells("No problems found.", style: theme.uiStyle("diagnostic.note")), range: nil)]
        }
        return diagnostics.map { diagnostic in
            let style = theme.uiStyle("diagnostic." + diagnostic.severity.rawValue)
            let location = document.source.location(of: diagnostic.range.start).description
            let text = location.paddedTo(8) + diagnostic.severity.rawValue.paddedTo(8)
                + ControlCharacters.makeVisible(diagnostic.message, keepingLineBreaks: false)
            return PaneRow(cells: Cell.cells(text, style: style, range: diagnostic.range), range: diagnostic.range)
        }
    }
}
