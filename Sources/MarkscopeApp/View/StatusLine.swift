import MarkupCore
import MarkupTerminal

/// The bottom line: file, size, parse time, counts, profile, theme, depth, width, step mode's
/// keys while it is on, and the last message on the left; the focused pane and `? help` on the right, always shown. The parts that
/// matter least give way first on a narrow screen. A problem (a document, theme or profile
/// error, or the too-big notice) has its own line above.
enum StatusLine {
    static func draw(_ state: PreviewState, into buffer: inout CellBuffer) {
        let row = state.screenHeight - 1
        let theme = state.theme
        let width = state.screenWidth
        buffer.fill(row: row, column: 0, width: width, height: 1, style: theme.uiStyle("status"))
        if let problem = state.problem, row > 0 {
            buffer.fill(row: row - 1, column: 0, width: width, height: 1, style: theme.uiStyle("status-error"))
            let shown = " " + ControlCharacters.makeVisible(problem, keepingLineBreaks: false) + " "
            buffer.write(cut(shown, to: width), row: row - 1, column: 0, style: theme.uiStyle("status-error"))
        }
        if let input = state.searchInput {
            buffer.write("/" + input + "▏", row: row, column: 0, style: theme.uiStyle("status-key"))
            return
        }
        if let input = state.lineInput {
            buffer.write(":" + input + "▏", row: row, column: 0, style: theme.uiStyle("status-key"))
            return
        }
        if let input = state.saveInput {
            let prompt = "save the render to (.ans for ANSI): " + ControlCharacters.makeVisible(input, keepingLineBreaks: false)
            buffer.write(prompt + "▏", row: row, column: 0, style: theme.uiStyle("status-key"))
            return
        }
        let help = " ? help "
        let pane = " " + paneName(state) + " │"
        let right = DisplayWidth.of(pane) + DisplayWidth.of(help)
        let left = cut(ControlCharacters.makeVisible(leftText(state, width: width - right), keepingLineBreaks: false),
                       to: max(0, width - right))
        buffer.write(left, row: row, column: 0, style: theme.uiStyle("status"))
        buffer.write(pane, row: row, column: max(0, width - right), style: theme.uiStyle("status"))
        buffer.write(help, row: row, column: max(0, width - DisplayWidth.of(help)), style: theme.uiStyle("status-key"))
    }

    /// The focused pane's title.
    static func paneName(_ state: PreviewState) -> String {
        switch state.focus {
        case .source: "Source"
        case .render: "Render"
        case .detail: state.detail.title
        }
    }

    /// The left part, its least useful parts left out until it fits `width` columns.
    static func leftText(_ state: PreviewState, width: Int) -> String {
        // (text, rank): the lowest rank gives way first.
        var parts: [(text: String, rank: Int)] = [(" " + FileWatcher.split(state.documentPath).name, 8)]
        if let snapshot = state.snapshot {
            parts.append(("  " + size(snapshot.byteCount), 1))
            var parsed = "  parsed " + milliseconds(snapshot.parseMilliseconds)
            if let reload = state.lastReloadMilliseconds { parsed += " (repaint " + milliseconds(reload) + ")" }
            parts.append((parsed, 0))
            parts.append(("  " + counts(snapshot), 6))
        }
        if !state.profile.isEmpty { parts.append(("  │ profile " + FileWatcher.split(state.profile.displayName).name, 2)) }
        parts.append(("  │ \(state.themeName)", 5))
        var depth = " │ \(state.depth.rawValue)"
        if state.effectiveDepth != state.depth { depth += "→\(state.effectiveDepth.rawValue)" }
        parts.append((depth, 3))
        parts.append((" │ width \(state.widthSlot.label)", 4))
        // Step mode's keys, while it is on (counts give way first).
        if state.step != nil { parts.append(("  │ ] [ step  t to cursor  } { repair", 6)) }
        if let message = state.message { parts.append(("  │ " + message, 7)) }
        while parts.count > 1, DisplayWidth.of(parts.map(\.text).joined()) > width,
              let lowest = parts.indices.min(by: { parts[$0].rank < parts[$1].rank }) {
            parts.remove(at: lowest)
        }
        return parts.map(\.text).joined()
    }

    /// `text` cut to `width` columns, ending in `…` where it was cut.
    static func cut(_ text: String, to width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(String(character))
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
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
