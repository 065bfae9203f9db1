/// Tables: the standard's table insertion modes ("in table", "in table body", "in row",
/// "in cell", "in caption", "in column group"), so `<table><tr><td>` gets its implied
/// `tbody` and a `col` its `colgroup`, and table tags outside any table are ignored.
///
/// One departure: content is never moved out of a table ("foster parenting"); it stays
/// where it is written, so copy in a broken table reads in order.
extension TreeBuilder {
    /// The table insertion mode the open elements put the builder in.
    enum TableMode { case body, table, tableBody, row, cell, caption, columnGroup, template }

    /// The mode of the nearest table part open, walking down past other elements (which the
    /// standard would have fostered out of the table, leaving its mode as it was); a
    /// template's is the mode its first element set.
    var tableMode: TableMode {
        @inline(__always) get {
            var position = open.count - 1
            while position > 0 {
                let id = open[position]
                position -= 1
                let slot = tree[id].knownSlot
                guard slot >= 0, tree[id].namespace == .html, let mode = tableModes[Int(slot)] else { continue }
                return mode == .template ? templateModes[id] ?? .template : mode
            }
            return .body
        }
    }

    /// The mode each table part's element sets, by its ``KnownElements`` slot.
    static let tableModesBySlot: [TableMode?] = {
        var modes = [TableMode?](repeating: nil, count: KnownElements.slotCount)
        let byName: [(String, TableMode)] = [
            ("td", .cell), ("th", .cell), ("tr", .row), ("tbody", .tableBody), ("thead", .tableBody),
            ("tfoot", .tableBody), ("caption", .caption), ("colgroup", .columnGroup), ("table", .table),
            ("template", .template),
        ]
        for (name, mode) in byName { if let slot = KnownElements.slot(of: name) { modes[slot] = mode } }
        return modes
    }()

    private static let rowContext: ElementCategories = [.tableRow, .tableScopeBoundary]
    private static let bodyContext: ElementCategories = [.tableSection, .tableScopeBoundary]
    private static let tableContext: ElementCategories = .tableScopeBoundary

    /// A start tag of a table part (`table`, `caption`, `colgroup`, `col`, sections, rows, cells),
    /// told apart by slot: a string `switch` compares the name with each case in turn. `name`
    /// is nil (see ``resolvedName(_:slot:)``): these are known elements.
    mutating func tableStartTag(_ name: String?, slot: Int?) {
        let slot32 = Int32(truncatingIfNeeded: slot ?? -1)
        switch tableMode {
        case .template:
            // A template's content may start with any table part: it goes in as written.
            insertElement(token: index, name: name, slot: slot)
            if slot32 == slots.caption || slot32 == slots.td || slot32 == slots.th { formatting.pushMarker() }
        case .body:
            guard slot32 == slots.table else {
                report(.ignoredTag, "\(tokenSource(index)) is outside any <table>, so the tag is ignored (its content stays)")
                return
            }
            closeParagraphIfOpen()
            insertElement(token: index, name: name, slot: slot)
        case .cell:
            if slot32 == slots.table {
                closeParagraphIfOpen()
                insertElement(token: index, name: name, slot: slot)
                return
            }
            guard hasInScope("td", slot: slots.td, scope: Self.tableScope)
                || hasInScope("th", slot: slots.th, scope: Self.tableScope) else {
                return ignoreInTable()
            }
            closeCell()
            tableStartTag(name, slot: slot)
        case .caption:
            if slot32 == slots.table {
                closeParagraphIfOpen()
                insertElement(token: index, name: name, slot: slot)
                return
            }
            guard hasInScope("caption", slot: slots.caption, scope: Self.tableScope) else { return ignoreInTable() }
            closeCaption()
            tableStartTag(name, slot: slot)
        case .columnGroup:
            if slot32 == slots.col {
                insertElement(token: index, name: name, slot: slot)
                return
            }
            guard isColumnGroup(currentNode) else { return ignoreInTable() }
            pop(cause: index)
            tableStartTag(name, slot: slot)
        case .row:
            switch slot32 {
            case slots.td, slots.th:
                popBack(to: Self.rowContext)
                insertElement(token: index, name: name, slot: slot)
                formatting.pushMarker()
            case slots.table:
                startTableInTable(name, slot: slot)
            default:
                guard hasInScope("tr", slot: slots.tr, scope: Self.tableScope) else { return ignoreInTable() }
                popBack(to: Self.rowContext)
                pop(cause: index)
                tableStartTag(name, slot: slot)
            }
        case .tableBody:
            switch slot32 {
            case slots.tr:
                popBack(to: Self.bodyContext)
                insertElement(token: index, name: name, slot: slot)
            case slots.td, slots.th:
                report(.inserted, "\(tokenSource(index)) is not in a row, so a <tr> is inserted, as browsers do",
                       isWarning: false)
                popBack(to: Self.bodyContext)
                insertElement(token: nil, name: "tr", slot: Int(slots.tr), startCause: index)
                tableStartTag(name, slot: slot)
            case slots.table:
                startTableInTable(name, slot: slot)
            default:
                guard hasOpenSection() else { return ignoreInTable() }
                popBack(to: Self.bodyContext)
                pop(cause: index)
                tableStartTag(name, slot: slot)
            }
        case .table:
            switch slot32 {
            case slots.caption:
                popBack(to: Self.tableContext)
                formatting.pushMarker()
                insertElement(token: index, name: name, slot: slot)
            case slots.colgroup, slots.tbody, slots.thead, slots.tfoot:
                popBack(to: Self.tableContext)
                insertElement(token: index, name: name, slot: slot)
            case slots.col:
                popBack(to: Self.tableContext)
                insertElement(token: nil, name: "colgroup", slot: Int(slots.colgroup), startCause: index)
                tableStartTag(name, slot: slot)
            case slots.tr, slots.td, slots.th:
                popBack(to: Self.tableContext)
                insertElement(token: nil, name: "tbody", slot: Int(slots.tbody), startCause: index)
                tableStartTag(name, slot: slot)
            default:
                startTableInTable(name, slot: slot)
            }
        }
    }

    /// Whether a table section (`tbody`, `thead`, `tfoot`) is in table scope.
    private func hasOpenSection() -> Bool {
        hasInScope("tbody", slot: slots.tbody, scope: Self.tableScope)
            || hasInScope("thead", slot: slots.thead, scope: Self.tableScope)
            || hasInScope("tfoot", slot: slots.tfoot, scope: Self.tableScope)
    }

    /// Whether element `id` is a `colgroup`.
    private func isColumnGroup(_ id: Int) -> Bool { isElement(id, named: "colgroup", slot: slots.colgroup) }

    /// `<table>` where a table part is open but no cell: it closes the open table and starts
    /// a new one after it.
    private mutating func startTableInTable(_ name: String?, slot: Int?) {
        guard hasInScope("table", slot: slots.table, scope: Self.tableScope) else { return ignoreInTable() }
        report(.closedEarly, "\(tokenSource(index)) cannot sit in a table outside a cell, so the open table ends here")
        popUntilTable(closedBy: nil)
        tableStartTag(name, slot: slot)
    }

    private mutating func ignoreInTable() {
        report(.ignoredTag, "\(tokenSource(index)) has no place here in the table, so the tag is ignored")
    }

    /// Closes the open cell (its end implied), as a table part outside it does.
    private mutating func closeCell() {
        generateImpliedEndTags()
        var closedEarly: [Int] = []
        while open.count > 1 {
            let id = currentNode
            let isCell = tree[id].namespace == .html
                && (isElement(id, named: "td", slot: slots.td) || isElement(id, named: "th", slot: slots.th))
            if !isCell, !categories(id).contains(.optionalEnd) { closedEarly.append(id) }
            pop(cause: index)
            if isCell { break }
        }
        reportClosedEarly(closedEarly)
    }

    private mutating func closeCaption() {
        generateImpliedEndTags()
        popUntil(.name("caption", slot: slots.caption), closedBy: nil)
    }

    private mutating func popUntilTable(closedBy: Int?) {
        popUntil(.name("table", slot: slots.table), closedBy: closedBy)
    }

    /// An end tag of a table part, `name` (nil: the known element's, see
    /// ``resolvedName(_:slot:)``) with its known-element `slot` (told apart by slot).
    mutating func tableEndTag(_ name: String?, slot: Int32) {
        let mode = tableMode
        switch (mode, slot) {
        case (.body, _), (.template, _):
            dropStray(name, slot: slot)
        case (.cell, slots.td), (.cell, slots.th):
            guard hasInScope(name, slot: slot, scope: Self.tableScope) else { return dropStray(name, slot: slot) }
            generateImpliedEndTags()
            popUntil(.name(name, slot: slot), closedBy: index)
        case (.cell, slots.table), (.cell, slots.tbody), (.cell, slots.tfoot), (.cell, slots.thead), (.cell, slots.tr):
            guard hasInScope(name, slot: slot, scope: Self.tableScope) else { return dropStray(name, slot: slot) }
            closeCell()
            tableEndTag(name, slot: slot)
        case (.caption, slots.caption):
            guard hasInScope("caption", slot: slots.caption, scope: Self.tableScope) else { return dropStray(name, slot: slot) }
            generateImpliedEndTags()
            popUntil(.name("caption", slot: slots.caption), closedBy: index)
        case (.caption, slots.table):
            guard hasInScope("caption", slot: slots.caption, scope: Self.tableScope) else { return dropStray(name, slot: slot) }
            closeCaption()
            tableEndTag(name, slot: slot)
        case (.columnGroup, slots.colgroup):
            guard isColumnGroup(currentNode) else { return dropStray(name, slot: slot) }
            pop(closedBy: index, cause: index)
        case (.columnGroup, slots.table):
            guard isColumnGroup(currentNode) else { return dropStray(name, slot: slot) }
            pop(cause: index)
            tableEndTag(name, slot: slot)
        case (.row, slots.tr):
            guard hasInScope("tr", slot: slots.tr, scope: Self.tableScope) else { return dropStray(name, slot: slot) }
            popBack(to: Self.rowContext)
            pop(closedBy: index, cause: index)
        case (.row, slots.table), (.row, slots.tbody), (.row, slots.tfoot), (.row, slots.thead):
            guard hasInScope(name, slot: slot, scope: Self.tableScope),
                  hasInScope("tr", slot: slots.tr, scope: Self.tableScope) else {
                return dropStray(name, slot: slot)
            }
            popBack(to: Self.rowContext)
            pop(cause: index)
            tableEndTag(name, slot: slot)
        case (.tableBody, slots.tbody), (.tableBody, slots.tfoot), (.tableBody, slots.thead):
            guard hasInScope(name, slot: slot, scope: Self.tableScope) else { return dropStray(name, slot: slot) }
            popBack(to: Self.bodyContext)
            pop(closedBy: index, cause: index)
        case (.tableBody, slots.table):
            guard hasOpenSection() else { return dropStray(name, slot: slot) }
            popBack(to: Self.bodyContext)
            pop(cause: index)
            tableEndTag(name, slot: slot)
        case (_, slots.table):
            guard hasInScope("table", slot: slots.table, scope: Self.tableScope) else { return dropStray(name, slot: slot) }
            popUntilTable(closedBy: index)
        default:
            dropStray(name, slot: slot)
        }
    }

    /// Pops until the current node is one of `context`, closing cells and rows on the way.
    private mutating func popBack(to context: ElementCategories) {
        var closedEarly: [Int] = []
        while open.count > 1, categories(currentNode).isDisjoint(with: context) || tree[currentNode].namespace != .html {
            if !categories(currentNode).contains(.optionalEnd) { closedEarly.append(currentNode) }
            pop(cause: index)
        }
        reportClosedEarly(closedEarly)
    }
}
