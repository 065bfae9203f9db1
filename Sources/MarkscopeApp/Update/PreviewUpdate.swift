import MarkupCore
import MarkupTerminal

/// How the previewer reacts to keys, resizes, reloads and time: a function of state.
public enum PreviewUpdate {
    /// Applies a key; returns what the runtime must do.
    public static func handle(_ key: Key, in state: inout PreviewState) -> [PreviewEffect] {
        if state.searchInput != nil { return handleSearchInput(key, in: &state) }
        if state.lineInput != nil { return handleLineInput(key, in: &state) }
        if state.saveInput != nil { return handleSaveInput(key, in: &state) }
        if state.showHelp { return handleHelp(key, in: &state) }
        switch key {
        case .character("q"), .control("c"):
            state.isQuitting = true
            return [.quit]
        case .character("?"):
            state.showHelp = true
            state.helpTop = 0
        case .tab: cycleFocus(in: &state, by: 1)
        case .backTab: cycleFocus(in: &state, by: -1)
        case .character(let digit) where ("1"..."5").contains(digit):
            state.detail = DetailPane.allCases[Int(String(digit))! - 1]
            state.focus = .detail
            state.cursors[.detail] = PaneCursor()
            state.refreshDetail()
            if state.selection == nil { selectFromCursor(in: &state) } else { placeCursorOnSelection(.detail, in: &state) }
        case .up, .character("k"): move(in: &state, rows: -1, columns: 0)
        case .down, .character("j"): move(in: &state, rows: 1, columns: 0)
        case .left, .character("h"): move(in: &state, rows: 0, columns: -1)
        case .right, .character("l"): move(in: &state, rows: 0, columns: 1)
        case .pageUp, .control("b"): move(in: &state, rows: -ScreenLayout.visibleRows(state.focus, in: state), columns: 0)
        case .pageDown, .control("f"): move(in: &state, rows: ScreenLayout.visibleRows(state.focus, in: state), columns: 0)
        case .control("d"): move(in: &state, rows: max(1, ScreenLayout.visibleRows(state.focus, in: state) / 2), columns: 0)
        case .control("u"): move(in: &state, rows: -max(1, ScreenLayout.visibleRows(state.focus, in: state) / 2), columns: 0)
        case .character("0"): moveToLineEnd(false, in: &state)
        case .character("$"): moveToLineEnd(true, in: &state)
        case .character("f"): moveByWord(forward: true, in: &state)
        case .character("b"): moveByWord(forward: false, in: &state)
        case .home, .character("g"): move(in: &state, rows: -state.rowCount(state.focus), columns: 0)
        case .end, .character("G"): move(in: &state, rows: state.rowCount(state.focus), columns: 0)
        case .enter: activateRow(in: &state)
        case .character(" "): toggleFold(in: &state)
        case .character("/"): state.searchInput = ""
        case .character(":"): state.lineInput = ""
        case .control("o"): jumpBack(in: &state)
        case .character("y"): copySelection(in: &state)
        case .character("S"): state.saveInput = RenderExport.defaultPath(forDocument: state.documentPath)
        case .character("n"): findNext(in: &state, forward: true)
        case .character("N"): findNext(in: &state, forward: false)
        case .character("s"): setStep(state.step == nil ? 1 : nil, in: &state)
        case .character("]"), .character("."): if let step = state.step { setStep(step + 1, in: &state) }
        case .character("["), .character(","): if let step = state.step { setStep(step - 1, in: &state) }
        case .character("t"): stepToCursor(in: &state)
        case .character("}"): stepToRepair(forward: true, in: &state)
        case .character("{"): stepToRepair(forward: false, in: &state)
        case .character("w"):
            let index = WidthSlot.cycle.firstIndex(of: state.widthSlot) ?? 0
            state.widthSlot = WidthSlot.cycle[(index + 1) % WidthSlot.cycle.count]
            state.refresh()
        case .character("T"):
            guard !state.themeNames.isEmpty else { return [] }
            let index = state.themeNames.firstIndex(of: state.themeAsked ?? state.themeName) ?? -1
            let next = state.themeNames[(index + 1) % state.themeNames.count]
            state.themeAsked = next
            return [.loadTheme(next)]
        case .character("c"):
            let order: [ColorDepth] = [.trueColor, .color256, .color16, .none]
            state.depth = order[((order.firstIndex(of: state.depth) ?? 0) + 1) % order.count]
            state.refreshDetail()
            state.message = "colour depth \(state.depth.rawValue)" + (state.effectiveDepth != state.depth
                ? " (this terminal shows at most \(state.terminalDepth.rawValue))" : "")
        case .character("D"):
            // Where not all four fit, each press shows the next depths, then turns the split off.
            if !state.depthSplit {
                state.depthSplit = true
                state.depthSplitFirst = 0
            } else if state.depthSplitFirst + state.depthSplitFits < 4 {
                state.depthSplitFirst += state.depthSplitFits
            } else {
                state.depthSplit = false
                state.depthSplitFirst = 0
            }
            state.refresh()
            if state.depthSplit, state.depthSplitFits < 4 {
                state.message = "depths " + state.depthSplitShown.map(\.rawValue).joined(separator: " | ")
                    + (state.depthSplitFirst + state.depthSplitFits < 4 ? " (D: next)" : " (D: off)")
            }
        case .character("L"):
            let modes = LayoutMode.allCases
            state.layout = modes[((modes.firstIndex(of: state.layout) ?? 0) + 1) % modes.count]
            state.refresh()
            resetSideways(in: &state)
            state.message = "layout \(state.layout.rawValue)"
        case .character("W"):
            // The source's place is kept by the byte under its cursor.
            let rows = state.sourceRows
            let cursor = state.cursor(.source)
            let offset = rows.indices.contains(cursor.row)
                ? (rows[cursor.row].cells.indices.contains(cursor.column) ? rows[cursor.row].cells[cursor.column].range?.start : nil)
                    ?? rows[cursor.row].range?.start : nil
            state.wrapSource.toggle()
            state.refresh()
            if let offset, let row = state.sourceRows.firstIndex(linkedTo: SourceRange.empty(at: offset)) {
                var moved = state.cursor(.source)
                moved.row = row
                moved.column = state.sourceRows[row].cells.firstIndex { ($0.range?.start ?? -1) >= offset } ?? 0
                moved.left = 0
                state.cursors[.source] = moved
                keepCursorVisible(.source, in: &state)
            }
            if state.selection != nil { scrollToSelection(.source, in: &state) }
            state.message = state.wrapSource ? "source lines wrap" : "source lines scroll sideways"
        case .character("r"):
            return [.reloadDocument]
        case .character("e"):
            return openEditor(in: &state)
        case .click(let row, let column):
            click(row: row, column: column, in: &state)
        case .scrollUp(let row, let column), .scrollDown(let row, let column):
            let down = if case .scrollDown = key { true } else { false }
            if let pane = pane(atRow: row, column: column, in: state) {
                var cursor = state.cursor(pane)
                cursor.top = max(0, min(cursor.top + (down ? 3 : -3), max(0, state.rowCount(pane) - 1)))
                state.cursors[pane] = cursor
            }
        default:
            break
        }
        return []
    }

    /// Keys while the help shows: motions scroll it, any other key closes it.
    private static func handleHelp(_ key: Key, in state: inout PreviewState) -> [PreviewEffect] {
        let page = HelpView.visibleLines(in: state)
        let last = max(0, HelpView.lines(in: state).count - page)
        switch key {
        case .down, .character("j"): state.helpTop += 1
        case .up, .character("k"): state.helpTop -= 1
        case .pageDown, .control("f"), .character(" "): state.helpTop += page
        case .pageUp, .control("b"): state.helpTop -= page
        case .control("d"): move(in: &state, rows: max(1, ScreenLayout.visibleRows(state.focus, in: state) / 2), columns: 0)
        case .control("u"): move(in: &state, rows: -max(1, ScreenLayout.visibleRows(state.focus, in: state) / 2), columns: 0)
        case .character("0"): moveToLineEnd(false, in: &state)
        case .character("$"): moveToLineEnd(true, in: &state)
        case .character("f"): moveByWord(forward: true, in: &state)
        case .character("b"): moveByWord(forward: false, in: &state)
        case .home, .character("g"): state.helpTop = 0
        case .end, .character("G"): state.helpTop = last
        case .scrollDown: state.helpTop += 3
        case .scrollUp: state.helpTop -= 3
        case .control("c"):
            state.isQuitting = true
            return [.quit]
        default: state.showHelp = false
        }
        state.helpTop = max(0, min(state.helpTop, last))
        return []
    }

    /// A new terminal size.
    public static func resize(width: Int, height: Int, in state: inout PreviewState) {
        state.screenWidth = width
        state.screenHeight = height
        state.refresh()
        keepCursorVisible(state.focus, in: &state)
    }

    // MARK: Movement and linking

    private static func cycleFocus(in state: inout PreviewState, by step: Int) {
        let panes = PaneID.allCases
        state.focus = panes[(state.focus.rawValue + step + panes.count) % panes.count]
        if ScreenLayout.resolvedMode(for: state) == .single { state.refresh() }
        placeCursorOnSelection(state.focus, in: &state)
    }

    /// Selects the first rendered text (its whole token) and puts every cursor on it.
    static func selectFirstText(in state: inout PreviewState) {
        guard let snapshot = state.snapshot,
              let cell = state.rendered.lines.lazy.compactMap({ $0.first { $0.range != nil } }).first,
              let range = cell.range else { return }
        state.selection = tokenRange(containing: range.start, in: snapshot.document) ?? range
        state.selectedNode = cell.node
        for pane in PaneID.allCases { placeCursorOnSelection(pane, in: &state) }
    }

    /// Puts a pane's cursor on the first row (and cell) linked to the selection, keeping the
    /// selection: switching panes never loses what the user was looking at.
    static func placeCursorOnSelection(_ pane: PaneID, in state: inout PreviewState) {
        guard let selection = state.selection else { return }
        let rows = state.rows(pane)
        var cursor = state.cursor(pane)
        if rows.indices.contains(cursor.row), rows[cursor.row].isLinked(to: selection)
            || rows[cursor.row].cells.contains(where: { $0.range.map { PaneRow.links($0, selection) } ?? false }) {
            if pane == .detail { return }
            let cells = rows[cursor.row].cells
            if cells.indices.contains(cursor.column), let range = cells[cursor.column].range, PaneRow.links(range, selection) { return }
        }
        guard let target = rows.firstIndex(linkedTo: selection) else { return }
        cursor.row = target
        if pane != .detail {
            let cells = rows[target].cells
            cursor.column = cells.firstIndex { $0.range.map { PaneRow.links($0, selection) } ?? false } ?? 0
        } else {
            cursor.column = 0
        }
        state.cursors[pane] = cursor
        keepCursorVisible(pane, in: &state)
    }

    private static func move(in state: inout PreviewState, rows: Int, columns: Int) {
        let pane = state.focus
        var cursor = state.cursor(pane)
        let count = state.rowCount(pane)
        cursor.row = max(0, min(cursor.row + rows, count - 1))
        if pane != .detail {
            let rowCells = state.rows(pane).indices.contains(cursor.row) ? state.rows(pane)[cursor.row].cells : []
            let width = RenderedDocument.width(of: rowCells)
            cursor.column = max(0, min(cursor.column + columns, max(0, width - 1)))
            while cursor.column > 0, cursor.column < rowCells.count, rowCells[cursor.column].isContinuation {
                cursor.column += columns < 0 ? -1 : 1
            }
        }
        state.cursors[pane] = cursor
        keepCursorVisible(pane, in: &state)
        selectFromCursor(in: &state)
    }

    /// Makes the focused pane's cursor choose the selection, then scrolls the others to it.
    static func selectFromCursor(in state: inout PreviewState) {
        guard let document = state.shown, let snapshot = state.snapshot else { return }
        let cursor = state.cursor(state.focus)
        let previousNode = state.selectedNode
        switch state.focus {
        case .source:
            let rows = state.sourceRows
            guard rows.indices.contains(cursor.row) else { return }
            let row = rows[cursor.row]
            let offset = row.cells.indices.contains(cursor.column) ? (row.cells[cursor.column].range?.start ?? row.range!.start)
                : (row.range?.end ?? 0)
            state.selection = tokenRange(containing: offset, in: snapshot.document) ?? SourceRange.empty(at: offset)
            let node = document.tree.node(at: offset)
            state.selectedNode = node.id
        case .render:
            let lines = state.rendered.lines
            guard lines.indices.contains(cursor.row) else { return }
            let line = lines[cursor.row]
            guard line.indices.contains(cursor.column) else { return }
            let cell = line[cursor.column]
            state.selection = cell.range
            state.selectedNode = cell.node
        case .detail:
            let rows = state.detailRows
            guard rows.indices.contains(cursor.row) else { return }
            let row = rows[cursor.row]
            if state.detail != .styles {
                state.selection = row.selects ?? row.range
                state.selectedNode = row.node ?? row.range.map { document.tree.node(at: $0.start).id }
            } else {
                state.selection = row.selects ?? row.range
            }
        }
        if state.detail == .styles, state.focus != .detail, state.selectedNode != previousNode { state.refreshDetail() }
        for pane in PaneID.allCases where pane != state.focus { scrollToSelection(pane, in: &state) }
    }

    /// The tokenizer's token whose bytes include `offset`.
    static func tokenRange(containing offset: Int, in document: MarkupDocument) -> SourceRange? {
        let tokens = document.tokens.tokens
        var low = 0
        var high = tokens.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = tokens[middle].range
            if offset < range.start { high = middle - 1 } else if offset >= range.end { low = middle + 1 } else { return range }
        }
        return nil
    }

    static func scrollToSelection(_ pane: PaneID, in state: inout PreviewState) {
        guard let selection = state.selection else { return }
        guard let target = state.rows(pane).firstIndex(linkedTo: selection) else { return }
        var cursor = state.cursor(pane)
        let visible = ScreenLayout.visibleRows(pane, in: state)
        if target < cursor.top || target >= cursor.top + visible {
            cursor.top = max(0, target - visible / 3)
        }
        // Sideways too: a one-line HTML string keeps the linked text far to the right.
        if pane != .detail {
            let cells = state.rows(pane)[target].cells
            if let first = cells.firstIndex(where: { $0.range.map { PaneRow.links($0, selection) } ?? false }) {
                let width = textWidth(pane, in: state)
                if first < cursor.left || first >= cursor.left + width { cursor.left = max(0, first - width / 3) }
            }
        }
        state.cursors[pane] = cursor
    }

    /// Columns of text a pane shows (inside its border, after the source's line numbers).
    static func textWidth(_ pane: PaneID, in state: PreviewState) -> Int {
        max(1, (ScreenLayout.areas(for: state)[pane]?.width ?? state.screenWidth) - 2 - (pane == .source ? 6 : 0))
    }

    /// Starts every pane's sideways scroll again from the first column (after a new layout or a
    /// jump), scrolling only as far as the focused cursor and the linked text need.
    static func resetSideways(in state: inout PreviewState) {
        for pane in PaneID.allCases { state.cursors[pane]?.left = 0 }
        keepCursorVisible(state.focus, in: &state)
        for pane in PaneID.allCases where pane != state.focus { scrollToSelection(pane, in: &state) }
    }

    static func keepCursorVisible(_ pane: PaneID, in state: inout PreviewState) {
        var cursor = state.cursor(pane)
        let visible = ScreenLayout.visibleRows(pane, in: state)
        if cursor.row < cursor.top { cursor.top = cursor.row }
        if cursor.row >= cursor.top + visible { cursor.top = cursor.row - visible + 1 }
        let width = textWidth(pane, in: state)
        if cursor.column < cursor.left { cursor.left = cursor.column }
        if cursor.column >= cursor.left + width { cursor.left = cursor.column - width + 1 }
        state.cursors[pane] = cursor
    }

    private static func activateRow(in state: inout PreviewState) {
        guard state.focus == .detail else { return }
        let rows = state.detailRows
        let cursor = state.cursor(.detail)
        if rows.indices.contains(cursor.row), let elsewhere = rows[cursor.row].elsewhere {
            // Not in the document: say where it is rather than jump to something else.
            state.message = elsewhere
            return
        }
        guard rows.indices.contains(cursor.row), let target = rows[cursor.row].selects ?? rows[cursor.row].range,
              let source = state.snapshot?.document.source else { return }
        let location = source.location(of: target.start)
        rememberPlace(in: &state)
        state.focus = .source
        var sourceCursor = state.cursor(.source)
        sourceCursor.row = state.sourceRows.firstIndex(linkedTo: SourceRange.empty(at: target.start)) ?? location.line - 1
        let cells = state.sourceRows.indices.contains(sourceCursor.row) ? state.sourceRows[sourceCursor.row].cells : []
        sourceCursor.column = cells.firstIndex { ($0.range?.start ?? 0) >= target.start } ?? 0
        state.cursors[.source] = sourceCursor
        keepCursorVisible(.source, in: &state)
        selectFromCursor(in: &state)
        state.selection = target
        for pane in PaneID.allCases where pane != .source { scrollToSelection(pane, in: &state) }
    }

    private static func toggleFold(in state: inout PreviewState) {
        guard state.focus == .detail, state.detail == .tree else { return }
        let rows = state.detailRows
        let cursor = state.cursor(.detail)
        guard rows.indices.contains(cursor.row), let node = rows[cursor.row].node else { return }
        if state.collapsed.contains(node) { state.collapsed.remove(node) } else { state.collapsed.insert(node) }
        state.refreshDetail()
    }

    // MARK: Mouse

    private static func pane(atRow row: Int, column: Int, in state: PreviewState) -> PaneID? {
        ScreenLayout.areas(for: state).first { $0.value.contains(row: row, column: column) }?.key
    }

    private static func click(row: Int, column: Int, in state: inout PreviewState) {
        guard let pane = pane(atRow: row, column: column, in: state), let area = ScreenLayout.areas(for: state)[pane] else { return }
        state.focus = pane
        var cursor = state.cursor(pane)
        cursor.row = max(0, min(cursor.top + row - area.row - 1, state.rowCount(pane) - 1))
        let gutter = pane == .source ? 6 : 0
        if pane != .detail {
            let cells = state.rows(pane).indices.contains(cursor.row) ? state.rows(pane)[cursor.row].cells : []
            cursor.column = cellIndex(ofColumn: max(0, cursor.left + column - area.column - 1 - gutter), in: cells)
        }
        state.cursors[pane] = cursor
        selectFromCursor(in: &state)
    }


}

/// Why a document could not be read.
public struct DocumentReadError: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
