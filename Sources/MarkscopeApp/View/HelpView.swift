import MarkupTerminal

/// The help over the panes: every key, wrapped to the screen, scrolled by `helpTop`.
enum HelpView {
    /// The help's lines at the screen's width: keys in a column beside their action where the
    /// screen is wide, else each key on its own line with its action indented under it.
    static func lines(in state: PreviewState) -> [String] {
        let text = textWidth(in: state)
        let keyColumn = KeyBindings.help.map { DisplayWidth.of($0.keys) }.max().map { $0 + 2 } ?? 0
        var lines: [String] = []
        for binding in KeyBindings.help {
            if text - keyColumn >= 40 {
                let wrapped = wrap(binding.action, width: text - keyColumn)
                lines.append(binding.keys.padded(toColumns: keyColumn, separated: true) + wrapped[0])
                lines += wrapped.dropFirst().map { String(repeating: " ", count: keyColumn) + $0 }
            } else {
                lines.append(binding.keys)
                lines += wrap(binding.action, width: text - 4).map { "    " + $0 }
            }
        }
        return lines
    }

    /// Columns of text inside the help's frame.
    static func textWidth(in state: PreviewState) -> Int { max(10, min(state.screenWidth - 2, 110) - 4) }

    /// Help lines shown at once.
    static func visibleLines(in state: PreviewState) -> Int { max(1, boxHeight(in: state) - 3) }

    private static func boxHeight(in state: PreviewState) -> Int {
        min(state.screenHeight - 2, lines(in: state).count + 3)
    }

    /// Words of `text` in lines at most `width` columns wide (a longer word gets a line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, DisplayWidth.of(line) + 1 + DisplayWidth.of(word) > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines
    }

    static func draw(_ state: PreviewState, into buffer: inout CellBuffer) {
        let lines = lines(in: state)
        let width = min(state.screenWidth - 2, (lines.map { DisplayWidth.of($0) }.max() ?? 20) + 4)
        let height = boxHeight(in: state)
        let area = Rect(row: max(0, (state.screenHeight - height) / 2), column: max(0, (state.screenWidth - width) / 2),
                        width: width, height: height)
        let style = state.theme.uiStyle("help")
        buffer.fill(row: area.row, column: area.column, width: area.width, height: area.height, style: style)
        PaneView.drawBox(area, style: style.patched(with: state.theme.uiStyle("border-focused")), into: &buffer)
        let visible = visibleLines(in: state)
        let top = max(0, min(state.helpTop, lines.count - visible))
        var title = " Keys "
        if visible < lines.count { title = " Keys \(top + 1)–\(min(lines.count, top + visible)) of \(lines.count) · j k scroll " }
        buffer.write(title, row: area.row, column: area.column + 2, style: state.theme.uiStyle("title-focused"),
                     maxWidth: max(0, area.width - 4))
        for (offset, line) in lines[top...].prefix(visible).enumerated() {
            buffer.write(line, row: area.row + 2 + offset, column: area.column + 2, style: style, maxWidth: area.width - 4)
        }
    }
}
