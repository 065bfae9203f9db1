import MarkupCore
import MarkupTerminal

/// Token streams as rows: location, kind, the token; repairs explained where they happen.
enum TokenRows {
    /// Rows of a token stream with repair rows where they happen, built when shown.
    /// `markdown` names each token's Markdown construct, shown last on its row.
    static func rows(_ tokens: [Token], tables: TokenTables, source: SourceText, theme: Theme, repairs: [Repair] = [],
                     stepHighlight: Int? = nil, markdown: [String?]? = nil) -> PaneRows {
        let plan = rowPlan(tokens, repairs: repairs)
        return PaneRows(count: plan.count, ranges: { index in
            switch plan[index] {
            case .token(let token): [tokens[token].range]
            case .repair(let repair): [repairs[repair].range]
            }
        }, build: { index in
            switch plan[index] {
            case .token(let token):
                tokenRow(tokens[token], tables: tables, source: source, theme: theme,
                         markdown: markdown.flatMap { token < $0.count ? $0[token] : nil })
            case .repair(let repair):
                repairRow(repairs[repair], source: source, theme: theme, highlighted: repairs[repair].tokenIndex == stepHighlight)
            }
        })
    }

    /// What a row shows: a token or a repair, by index.
    private enum Entry { case token(Int), repair(Int) }

    /// The rows in order: every token, and each repair before the first source token read
    /// after the token it concerns (the rest at the end).
    private static func rowPlan(_ tokens: [Token], repairs: [Repair]) -> [Entry] {
        var plan: [Entry] = []
        plan.reserveCapacity(tokens.count + repairs.count)
        let sorted = repairs.indices.sorted { (repairs[$0].tokenIndex ?? 0) < (repairs[$1].tokenIndex ?? 0) }
        var next = 0
        for (index, token) in tokens.enumerated() {
            if let origin = token.origin, !token.isSynthesized {
                while next < sorted.count, (repairs[sorted[next]].tokenIndex ?? 0) < origin {
                    plan.append(.repair(sorted[next]))
                    next += 1
                }
            }
            plan.append(.token(index))
        }
        while next < sorted.count {
            plan.append(.repair(sorted[next]))
            next += 1
        }
        return plan
    }

    static func tokenRow(_ token: Token, tables: TokenTables, source: SourceText, theme: Theme,
                         markdown: String? = nil) -> PaneRow {
        let location = token.isSynthesized ? "+" : source.location(of: token.range.start).description
        let kindStyle = theme.uiStyle("token." + token.kind.rawValue)
        let style = token.isSynthesized ? kindStyle.patched(with: theme.uiStyle("token.synthesized")) : kindStyle
        var cells = Cell.cells(location.padded(toColumns: 8, separated: true), style: theme.uiStyle("line-number"), range: token.range)
        cells += Cell.cells(token.kind.rawValue.padded(toColumns: 13, separated: true), style: style, range: token.range)
        let shown = TokenDump.describe(token, tables: tables, source: source)
        let clipped = shown.count > 400 ? String(shown.prefix(400)) + "…" : shown
        cells += Cell.cells(ControlCharacters.makeVisible(clipped, keepingLineBreaks: false), style: style, range: token.range)
        if let markdown { cells += Cell.cells("  md:" + markdown, style: theme.uiStyle("line-number"), range: token.range) }
        return PaneRow(cells: cells, range: token.range)
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
