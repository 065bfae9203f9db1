import MarkupCore
import MarkupTerminal

/// The bottom line: file, size, parse time, repairs, warnings, profile, theme, depth, width, and problems.
enum StatusLine {
    static func draw(_ state: PreviewState, into buffer: inout CellBuffer) {
        let row = state.screenHeight - 1
        let theme = state.theme
        buffer.fill(row: row, column: 0, width: state.screenWidth, height: 1, style: theme.uiStyle("status"))
        if let input = state.searchInput {
            buffer.write("/" + input + "▏", row: row, column: 0, style: theme.uiStyle("status-key"))
            return
        }
        var column = 0
        if let problem = state.documentError ?? state.themeError ?? state.profileError ?? state.documentNotice
            ?? state.profileWarning {
            let shown = " " + ControlCharacters.makeVisible(problem, keepingLineBreaks: false) + " "
            column = buffer.write(shown, row: row, column: 0, style: theme.uiStyle("status-error"))
        }
        var text = " " + FileWatcher.split(state.documentPath).name
        if let snapshot = state.snapshot {
            text += "  " + size(snapshot.byteCount)
            text += "  parsed " + milliseconds(snapshot.parseMilliseconds)
            if let reload = state.lastReloadMilliseconds { text += " (repaint " + milliseconds(reload) + ")" }
            text += "  " + counts(snapshot)
        }
        if !state.profile.isEmpty { text += "  │ profile " + FileWatcher.split(state.profile.displayName).name }
        text += "  │ \(state.themeName) │ \(state.depth.rawValue)"
        if state.effectiveDepth != state.depth { text += "→\(state.effectiveDepth.rawValue)" }
        text += " │ width \(state.widthSlot.label)"
        if let message = state.message { text += "  │ " + message }
        let used = column + buffer.write(ControlCharacters.makeVisible(text, keepingLineBreaks: false), row: row,
                                         column: column, style: theme.uiStyle("status"))
        let help = " ? help "
        if used + help.count < state.screenWidth {
            buffer.write(help, row: row, column: state.screenWidth - help.count, style: theme.uiStyle("status-key"))
        }
    }

    /// One count per kind, in the diagnostics pane's words: repairs always, the rest when there are any.
    static func counts(_ snapshot: DocumentSnapshot) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var parts = [plural(snapshot.repairCount, "repair")]
        if snapshot.errorCount > 0 { parts.append(plural(snapshot.errorCount, "error")) }
        if snapshot.warningCount > 0 { parts.append(plural(snapshot.warningCount, "warning")) }
        if snapshot.noteCount > 0 { parts.append(plural(snapshot.noteCount, "note")) }
        return parts.joined(separator: "  ")
    }

    static func size(_ bytes: Int) -> String {
        bytes < 1024 ? "\(bytes) B" : bytes < 1 << 20 ? "\(rounded(Double(bytes) / 1024)) KB" : "\(rounded(Double(bytes) / 1048576)) MB"
    }

    static func milliseconds(_ value: Double) -> String { "\(rounded(value)) ms" }

    static func rounded(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}
