import MarkupCore
import MarkupTerminal

/// Every diagnostic and repair as a row; choosing one jumps to it. A repair's row says
/// `repair` (in its severity's colour), so the words agree with pane 2's rows and the status counts.
enum DiagnosticRows {
    static func rows(_ document: MarkupDocument, theme: Theme) -> PaneRows {
        let diagnostics = document.diagnostics
        guard !diagnostics.isEmpty else {
            return PaneRows([PaneRow(cells: Cell.cells("No problems found.", style: theme.uiStyle("diagnostic.note")), range: nil)])
        }
        return PaneRows(count: diagnostics.count, ranges: { [diagnostics[$0].range] }) { index in
            let diagnostic = diagnostics[index]
            let style = theme.uiStyle("diagnostic." + diagnostic.severity.rawValue)
            let location = document.source.location(of: diagnostic.range.start).description
            let text = location.padded(toColumns: 8, separated: true) + kind(diagnostic).padded(toColumns: 8, separated: true)
                + ControlCharacters.makeVisible(diagnostic.message, keepingLineBreaks: false)
            return PaneRow(cells: Cell.cells(text, style: style, range: diagnostic.range), range: diagnostic.range)
        }
    }

    /// The word a diagnostic is counted under: `repair`, else its severity.
    static func kind(_ diagnostic: Diagnostic) -> String {
        diagnostic.code == .repair ? "repair" : diagnostic.severity.rawValue
    }
}
