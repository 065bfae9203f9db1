import MarkupCore
import MarkupTerminal

/// Token streams as rows: location, kind, the token; repairs explained where they happen.
enum TokenRows {
    static func rows(_ tokens: [Token], source: SourceText, theme: Theme, repairs: [Repair] = [],
                     stepHighlight: Int? = nil) -> [PaneRow] {
        var rows: [PaneRow] = []
        rows.reserveCapacity(tokens.count + repairs.count)
        var pending = repairs.sorted { ($0.tokenIndex ?? 0) < ($1.tokenIndex ?? 0) }[...]
        func flush(before origin: Int?) {
            while let repair = pending.first, origin == nil || (repair.tokenIndex ?? 0) < origin! {
                pending.removeFirst()
                rows.append(repairRow(repair, source: source, theme: theme, highlighted: repair.tokenIndex == stepHighlight))
            }
        }
        for token in tokens {
            if let origin = token.origin, !token.isSynthesized { flush(before: origin) }
            let location = token.isSynthesized ? "+" : source.location(of: token.range.start).description
            let kindStyle = theme.uiStyle("token." + token.kind.rawValue)
            let style = token.isSynthesized ? kindStyle.patched(with: theme.uiStyle("token.synthesized")) : kindStyle
            var cells = Cell.cells(location.paddedTo(8), style: theme.uiStyle("line-number"), range: token.range)
            cells += Cell.cells(token.kind.rawValue.paddedTo(13), style: style, range: token.range)
            cells += Cell.cells(ControlCharacters.makeVisible(TokenDump.describe(token), keepingLineBreaks: false),
                                style: style, range: token.range)
            rows.append(PaneRow(cells: cells, range: token.range))
        }
        flush(before: nil)
        return rows
    }

    static func repairRow(_ repair: Repair, source: SourceText, theme: Theme, highlighted: Bool) -> PaneRow {
        let role: String
        switch repair.kind {
        case .droppedEndTag, .ignoredTag: role = "repair.dropped"
        case .tagAsText: role = "repair.converted"
        case .reopened: role = "repair.reopened"
        case .closedEarly, .closedAtEnd, .inserted: role = "repair.inserted"
        }
        var style = theme.uiStyle(role)
        if highlighted { style = style.patched(with: theme.uiStyle("search-match")) }
        let text = "  ↳ \(repair.kind.rawValue): " + ControlCharacters.makeVisible(repair.explanation, keepingLineBreaks: false)
        return PaneRow(cells: Cell.cells(text, style: style, range: repair.range), range: repair.range)
    }
}

extension String {
    /// The string padded with spaces to `width` columns (one space at least after it).
    func paddedTo(_ width: Int) -> String {
        let used = DisplayWidth.of(self)
        return self + String(repeating: " ", count: max(1, width - used))
    }
}
