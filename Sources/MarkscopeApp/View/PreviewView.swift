import MarkupCore
import MarkupTerminal

/// Draws the whole screen from state into a cell buffer: panes, status line, help.
public enum PreviewView {
    public static func render(_ state: PreviewState, now: Double = 0) -> CellBuffer {
        var buffer = CellBuffer(width: state.screenWidth, height: state.screenHeight)
        if ScreenLayout.isTooSmall(state) {
            let text = "Terminal too small (\(state.screenWidth)×\(state.screenHeight)); markscope needs at least "
                + "\(ScreenLayout.minimumWidth)×\(ScreenLayout.minimumHeight). q quits."
            var flow: [String] = []
            var line = ""
            for word in text.split(separator: " ") {
                if DisplayWidth.of(line) + word.count + 1 > max(1, state.screenWidth) { flow.append(line); line = "" }
                line += (line.isEmpty ? "" : " ") + word
            }
            flow.append(line)
            for (row, text) in flow.enumerated() where row < state.screenHeight {
                buffer.write(text, row: row, column: 0, style: state.theme.uiStyle("status-error"))
            }
            return buffer
        }
        for (pane, area) in ScreenLayout.areas(for: state) {
            PaneView.draw(pane, in: area, state: state, into: &buffer, now: now)
        }
        StatusLine.draw(state, into: &buffer)
        if state.showHelp { HelpView.draw(state, into: &buffer) }
        return buffer
    }
}

/// One pane: border, title, rows, cursor, linked highlights, search matches.
enum PaneView {
    static func title(_ pane: PaneID, state: PreviewState) -> String {
        let name = FileWatcher.split(state.documentPath).name
        switch pane {
        case .source: return " Source · \(name) "
        case .render:
            var title = " Render · \(state.renderWidth) cols"
            if state.depthSplit { title += " · " + state.depthSplitShown.map(\.rawValue).joined(separator: " | ") }
            if let step = state.step { title += " · step \(step)" }
            return title + " "
        case .detail:
            return " " + DetailPane.allCases.enumerated().map { index, detail in
                detail == state.detail ? "[\(index + 1) \(detail.title)]" : "\(index + 1) \(detail.title)"
            }.joined(separator: "  ") + " "
        }
    }

    static func draw(_ pane: PaneID, in area: Rect, state: PreviewState, into buffer: inout CellBuffer, now: Double) {
        let theme = state.theme
        let focused = pane == state.focus
        let border = theme.uiStyle(focused ? "border-focused" : "border")
        drawBox(area, style: border, into: &buffer)
        buffer.write(title(pane, state: state), row: area.row, column: area.column + 2,
                     style: theme.uiStyle(focused ? "title-focused" : "title"), maxWidth: max(0, area.width - 4))
        let inner = Rect(row: area.row + 1, column: area.column + 1, width: max(0, area.width - 2), height: max(0, area.height - 2))
        guard inner.width > 0, inner.height > 0 else { return }
        let cursor = state.cursor(pane)
        let query = state.searchQuery.lowercased()

        if pane == .render, state.depthSplit {
            let depths = state.depthSplitShown
            let columnWidth = max(1, (inner.width - (depths.count - 1)) / depths.count)
            for (index, depth) in depths.enumerated() {
                let column = inner.column + index * (columnWidth + 1)
                drawRows(state.renderRows, pane: pane, in: Rect(row: inner.row, column: column, width: columnWidth, height: inner.height),
                         state: state, cursor: cursor, query: query, focused: focused, into: &buffer, pin: depth, now: now,
                         drawsCursor: index == 0)
                if index < depths.count - 1 {
                    for row in inner.row..<(inner.row + inner.height) {
                        buffer.write("│", row: row, column: column + columnWidth, style: theme.uiStyle("border"))
                    }
                }
            }
            return
        }
        if pane == .source {
            let gutter = 6
            let rows = state.sourceRows
            for offset in 0..<inner.height {
                let index = cursor.top + offset
                guard index < rows.count else { break }
                guard let line = rows[index].lineNumber else { continue }
                let number = String(line)
                buffer.write(String(repeating: " ", count: max(0, gutter - 1 - number.count)) + number, row: inner.row + offset,
                             column: inner.column, style: theme.uiStyle("line-number"))
            }
            drawRows(rows, pane: pane,
                     in: Rect(row: inner.row, column: inner.column + gutter, width: max(1, inner.width - gutter), height: inner.height),
                     state: state, cursor: cursor, query: query, focused: focused, into: &buffer, pin: nil, now: now)
            return
        }
        var rowsArea = inner
        let footer = pane == .detail ? ScreenLayout.footerLines(in: state) : []
        if !footer.isEmpty {
            rowsArea.height = max(1, inner.height - footer.count - 1)
            let rule = inner.row + rowsArea.height
            buffer.write("├" + String(repeating: "─", count: inner.width) + "┤", row: rule, column: area.column, style: border)
            let selectionStyle = theme.uiStyle("selection")
            for (offset, line) in footer.enumerated() where rule + 1 + offset < inner.row + inner.height {
                buffer.fill(row: rule + 1 + offset, column: inner.column, width: inner.width, height: 1, style: selectionStyle)
                buffer.write(line.map { var cell = $0; cell.style = cell.style.patched(with: selectionStyle); return cell },
                             row: rule + 1 + offset, column: inner.column, maxWidth: inner.width)
            }
        }
        drawRows(state.rows(pane), pane: pane, in: rowsArea, state: state, cursor: cursor, query: query, focused: focused,
                 into: &buffer, pin: nil, now: now)
    }

    private static func drawRows(_ rows: PaneRows, pane: PaneID, in area: Rect, state: PreviewState, cursor: PaneCursor,
                                 query: String, focused: Bool, into buffer: inout CellBuffer, pin: ColorDepth?, now: Double,
                                 drawsCursor: Bool = true) {
        let theme = state.theme
        let highlight = theme.uiStyle("link-highlight")
        let selectionStyle = theme.uiStyle("selection")
        let left = pane == .detail ? 0 : cursor.left
        for offset in 0..<area.height {
            let index = cursor.top + offset
            guard index < rows.count else { break }
            let row = rows[index]
            var cells = Array(row.cells.dropFirst(min(left, row.cells.count)))
            if let selection = state.selection {
                if pane == .detail {
                    if row.isLinked(to: selection) { cells = cells.map { restyled($0, highlight) } }
                } else {
                    cells = cells.map { cell in
                        guard let range = cell.range, PaneRow.links(range, selection)
                        else { return cell }
                        return restyled(cell, highlight)
                    }
                }
            }
            if pane == .render, state.changedLines.contains(index), now < state.changedUntil {
                cells = cells.map { restyled($0, theme.uiStyle("changed")) }
            }
            if let pin { cells = cells.map { var cell = $0; cell.style = pinned(cell.style, to: pin); return cell } }
            if !query.isEmpty, focused { cells = markMatches(cells, query: query, style: theme.uiStyle("search-match")) }
            if pane == .detail, focused, index == cursor.row {
                buffer.fill(row: area.row + offset, column: area.column, width: area.width, height: 1, style: selectionStyle)
                cells = cells.map { restyled($0, selectionStyle) }
            }
            buffer.write(cells, row: area.row + offset, column: area.column, maxWidth: area.width)
            if pane != .detail, focused, index == cursor.row, drawsCursor {
                let column = columnOf(cell: cursor.column - left, in: cells)
                if column >= 0, column < area.width {
                    buffer.restyle(row: area.row + offset, column: area.column + column, width: 1) {
                        $0.patched(with: theme.uiStyle("cursor"))
                    }
                }
            }
        }
        if rows.isEmpty, pane == .render {
            buffer.write(state.snapshot == nil ? "(nothing loaded)" : "(no visible content)", row: area.row, column: area.column,
                         style: theme.uiStyle("diagnostic.note"), maxWidth: area.width)
        }
    }

    private static func restyled(_ cell: Cell, _ style: TerminalStyle) -> Cell {
        var cell = cell
        cell.style = cell.style.patched(with: style)
        return cell
    }

    private static func columnOf(cell index: Int, in cells: [Cell]) -> Int {
        guard index >= 0 else { return -1 }
        var column = 0
        for position in 0..<min(index, cells.count) where !cells[position].isContinuation { column += Int(cells[position].width) }
        return column
    }

    private static func markMatches(_ cells: [Cell], query: String, style: TerminalStyle) -> [Cell] {
        let graphemes = cells.map { $0.grapheme.lowercased() }
        let text = graphemes.joined()
        guard text.contains(query) else { return cells }
        var result = cells
        let needle = Array(query)
        let characters = graphemes.map { Array($0) }
        var flat: [(cell: Int, character: Character)] = []
        for (index, characters) in characters.enumerated() { for character in characters { flat.append((index, character)) } }
        var start = 0
        while start + needle.count <= flat.count {
            if (0..<needle.count).allSatisfy({ flat[start + $0].character == needle[$0] }) {
                for offset in 0..<needle.count { result[flat[start + offset].cell] = restyled(cells[flat[start + offset].cell], style) }
                start += needle.count
            } else {
                start += 1
            }
        }
        return result
    }

    /// A style with its colours fixed to what `depth` shows, for the side-by-side depth view.
    static func pinned(_ style: TerminalStyle, to depth: ColorDepth) -> TerminalStyle {
        func pin(_ color: ThemeColor?) -> ThemeColor? {
            guard let color, let resolved = color.resolved(at: depth) else { return nil }
            switch resolved {
            case .rgb: return ThemeColor(color.rgb)
            case .indexed(let index):
                let rgb = ColorQuantizer.color(of: index)
                return ThemeColor(rgb, fallback256: index, fallback16: ColorQuantizer.nearest16(rgb))
            case .ansi(let index): return .ansi(index)
            }
        }
        return TerminalStyle(foreground: pin(style.foreground), background: pin(style.background), attributes: style.attributes)
    }

    static func drawBox(_ area: Rect, style: TerminalStyle, into buffer: inout CellBuffer) {
        guard area.width >= 2, area.height >= 2 else { return }
        let right = area.column + area.width - 1
        let bottom = area.row + area.height - 1
        buffer.write("┌" + String(repeating: "─", count: area.width - 2) + "┐", row: area.row, column: area.column, style: style)
        buffer.write("└" + String(repeating: "─", count: area.width - 2) + "┘", row: bottom, column: area.column, style: style)
        for row in (area.row + 1)..<bottom {
            buffer.write("│", row: row, column: area.column, style: style)
            buffer.write("│", row: row, column: right, style: style)
        }
    }
}

