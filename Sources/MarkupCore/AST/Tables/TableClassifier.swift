/// Tells a layout table from a data table by the signs browsers' accessibility code
/// (Chromium's and Firefox's "layout table" checks) and text browsers read.
///
/// The signs, strongest first; the first group that has one decides:
/// 1. `role="presentation"`/`"none"` is layout; `role="table"`/`"grid"`/`"treegrid"` is data.
/// 2. Table structure is data: a `caption` or `summary` with text, `thead`, `tfoot`, `col`,
///    `colgroup`.
/// 3. At most one cell with content is layout (Foundation for Emails wraps each column's
///    content in a one-cell table, often a `th`).
/// 4. Header cells are data: a `th` that labels (it holds content, not a table), cells with
///    `scope`/`headers`/`abbr`.
/// 5. Page structure is layout: a cell holds a table or blocks, at most one cell with content
///    in every row or one row with content, `th` cells that only wrap tables.
/// 6. A `border` of 1 or more on a grid (two rows and two columns of short inline cells) is data.
/// 7. Everything else is layout: no border or `border="0"`, often `width="100%"` or nested in a cell.
///
/// Only the table's own rows and cells are read, not those of tables inside it, so
/// classifying every table of a document reads each node once.
public enum TableClassifier {
    /// The role of `table`, a node of kind ``MarkupKind/table``, with the signs that decided it.
    public static func role(of table: MarkupNode) -> TableRole {
        let shape = TableShape(table)
        let layoutSigns = shape.layoutSigns
        let weakSigns = weakLayoutSigns(table)
        switch firstRoleToken(table) {
        case let role? where role == "presentation" || role == "none":
            return TableRole(isLayout: true, reasons: [.presentationRole(role)] + layoutSigns + weakSigns)
        case let role? where role == "table" || role == "grid" || role == "treegrid":
            return TableRole(isLayout: false, reasons: [.tableRole(role)])
        default:
            break
        }
        let structure = shape.structureSigns(summary: table.attribute("summary"))
        if !structure.isEmpty { return TableRole(isLayout: false, reasons: structure + shape.headerSigns) }
        if shape.contentCells <= 1 { return TableRole(isLayout: true, reasons: layoutSigns + weakSigns) }
        let headers = shape.headerSigns
        if !headers.isEmpty { return TableRole(isLayout: false, reasons: headers) }
        if !layoutSigns.isEmpty { return TableRole(isLayout: true, reasons: layoutSigns + weakSigns) }
        if let border = table.attribute("border"), borderWidth(border) > 0 {
            return TableRole(isLayout: false, reasons: [.border(border.trimmingASCIIWhitespace()), .grid])
        }
        return TableRole(isLayout: true, reasons: weakSigns)
    }

    /// The rows of `table` in order: its own `tr` children and those of its sections
    /// (`thead`, `tbody`, `tfoot`, written or implied).
    public static func rows(of table: MarkupNode) -> [MarkupNode] {
        var rows: [MarkupNode] = []
        for child in table.children {
            switch child.kind {
            case .tableRow: rows.append(child)
            case .tableSection: rows += child.children.filter { $0.kind == .tableRow }
            default: break
            }
        }
        return rows
    }

    /// The table a row belongs to (through a section or directly); nil for a stray row.
    public static func table(ofRow row: MarkupNode) -> MarkupNode? {
        guard let parent = row.parent else { return nil }
        if parent.kind == .table { return parent }
        if parent.kind == .tableSection, let table = parent.parent, table.kind == .table { return table }
        return nil
    }

    /// Whether a cell (or any node) shows nothing: only white space, `&nbsp;` and other
    /// invisible characters, line breaks, spacer images and hidden elements (a rule shows).
    public static func isBlank(_ cell: MarkupNode) -> Bool {
        if case .text = cell.kind { return !CellContent.isVisible(textAt: cell.id.index, in: cell.tree) }
        if case .image = cell.kind { return CellContent.isSpacer(cell) }
        return CellContent.showsNothing(cell)
    }

    /// The first token of the `role` attribute, lowercased (ARIA takes the first it knows).
    static func firstRoleToken(_ table: MarkupNode) -> String? {
        guard let role = table.attribute("role") else { return nil }
        let tokens = role.asciiLowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        return tokens.first.map(String.init)
    }

    /// Signs that fit layout but decide nothing alone: a data grid has them too.
    private static func weakLayoutSigns(_ table: MarkupNode) -> [TableRole.Reason] {
        var signs: [TableRole.Reason] = []
        if isNestedInCell(table) { signs.append(.nestedInCell) }
        if table.attribute("width")?.trimmingASCIIWhitespace() == "100%" { signs.append(.fullWidth) }
        if let border = table.attribute("border") {
            if borderWidth(border) == 0 { signs.append(.zeroBorder) }
        } else {
            signs.append(.noBorder)
        }
        return signs
    }

    /// Whether the nearest enclosing table part is a cell.
    private static func isNestedInCell(_ table: MarkupNode) -> Bool {
        var current = table.parent
        while let node = current {
            switch node.kind {
            case .tableCell: return true
            case .table, .root: return false
            default: current = node.parent
            }
        }
        return false
    }

    /// A `border` attribute's width as browsers read it: leading digits, 1 when there are none.
    static func borderWidth(_ value: String) -> Int {
        let digits = value.trimmingASCIIWhitespace().prefix { $0.isASCII && $0.isNumber }
        return digits.isEmpty ? 1 : Int(digits.prefix(6)) ?? 1
    }
}

/// What a table's own rows and cells look like, for ``TableClassifier``.
private struct TableShape {
    var captionHasText = false
    var structureTag: String?
    var labellingHeaders = 0
    var wrappingHeaders = 0
    var headerAttributes = false
    var holdsTable = false
    var blockCells = false
    var contentCells = 0
    var contentRows = 0
    var widestRow = 0

    init(_ table: MarkupNode) {
        for child in table.children {
            switch child.kind {
            case .tableCaption:
                if !CellContent(child).isBlank { captionHasText = true }
            case .tableSection where child.tag != "tbody":
                structureTag = structureTag ?? child.tag
            case .extended where child.tag == "col" || child.tag == "colgroup":
                structureTag = structureTag ?? child.tag
            default:
                break
            }
        }
        for row in TableClassifier.rows(of: table) {
            var cellsWithContent = 0
            for cell in row.children {
                guard case .tableCell(let header) = cell.kind else { continue }
                let content = CellContent(cell)
                if content.holdsTable { holdsTable = true }
                if content.holdsBlocks { blockCells = true }
                if header {
                    if content.isBlank || content.holdsTable {
                        wrappingHeaders += 1
                    } else {
                        labellingHeaders += 1
                    }
                }
                if cell.attribute("scope") != nil || cell.attribute("headers") != nil || cell.attribute("abbr") != nil {
                    headerAttributes = true
                }
                if !content.isBlank { cellsWithContent += 1 }
            }
            contentCells += cellsWithContent
            if cellsWithContent > 0 { contentRows += 1 }
            widestRow = max(widestRow, cellsWithContent)
        }
    }

    /// Data signs in the table's own structure: a caption, a summary, head, foot or columns.
    func structureSigns(summary: String?) -> [TableRole.Reason] {
        var signs: [TableRole.Reason] = []
        if captionHasText { signs.append(.caption) }
        if let summary, !summary.trimmingASCIIWhitespace().isEmpty { signs.append(.summary) }
        if let structureTag { signs.append(.structure(structureTag)) }
        return signs
    }

    /// Data signs in the cells: header cells that label, header attributes.
    var headerSigns: [TableRole.Reason] {
        var signs: [TableRole.Reason] = []
        if labellingHeaders > 0 { signs.append(.headerCells) }
        if headerAttributes { signs.append(.headerAttributes) }
        return signs
    }

    var layoutSigns: [TableRole.Reason] {
        var signs: [TableRole.Reason] = []
        if holdsTable { signs.append(.holdsTable) }
        if wrappingHeaders > 0, labellingHeaders == 0 { signs.append(.headerCellsHoldTables) }
        if contentCells == 0 {
            signs.append(.noCells)
        } else if contentCells == 1 {
            signs.append(.singleCell)
        } else if contentRows == 1 {
            signs.append(.singleRow)
        } else if widestRow == 1 {
            signs.append(.singleColumn)
        }
        if blockCells { signs.append(.blockCells) }
        return signs
    }
}

/// What a cell (or caption) holds, read from its subtree without entering tables inside it.
struct CellContent {
    private(set) var hasText = false
    private(set) var hasImage = false
    private(set) var hasRule = false
    private(set) var holdsBlocks = false
    private(set) var holdsTable = false

    /// Shows nothing a reader reads.
    var isBlank: Bool { !hasText && !hasImage && !hasRule && !holdsTable }

    init(_ cell: MarkupNode) {
        self.init(cell, stopsAtFirstShown: false)
    }

    /// ``isBlank`` of the content of `cell`, read only up to the first thing that shows.
    static func showsNothing(_ cell: MarkupNode) -> Bool {
        CellContent(cell, stopsAtFirstShown: true).isBlank
    }

    /// The cell's content, all of it or, with `stopsAtFirstShown`, up to the first thing that shows.
    private init(_ cell: MarkupNode, stopsAtFirstShown: Bool) {
        let tree = cell.tree
        let records = tree.records
        var index = cell.id.index + 1
        let end = cell.subtreeEnd
        // Records are read in place: binding one copies it, retaining its strings.
        while index < end {
            if stopsAtFirstShown, !isBlank { return }
            switch records[index].kind {
            case .text:
                if !hasText, Self.isVisible(textAt: index, in: tree) { hasText = true }
            case .table:
                holdsTable = true
                index = records[index].subtreeEnd
                continue
            case .image:
                if !Self.isSpacer(tree[NodeID(index)]) { hasImage = true }
            case .horizontalRule:
                holdsBlocks = true
                hasRule = true
            case .paragraph, .block, .heading, .list, .listItem, .pre, .blockquote:
                holdsBlocks = true
            default:
                if PlainTextStripper.defaultHidden(at: index, in: tree) {
                    index = records[index].subtreeEnd
                    continue
                }
            }
            index += 1
        }
    }

    /// Whether `cell` has a table or a block below it, shown or hidden: without one,
    /// ``holdsTable`` and ``holdsBlocks`` are false, found from the node kinds alone.
    static func mayHoldBlocks(_ cell: MarkupNode) -> Bool {
        let records = cell.tree.records
        for index in (cell.id.index + 1)..<cell.subtreeEnd {
            switch records[index].kind {
            case .table, .horizontalRule, .paragraph, .block, .heading, .list, .listItem, .pre, .blockquote: return true
            default: continue
            }
        }
        return false
    }

    /// Whether the text of the text node at `index` has a character a reader sees: not
    /// white space, `&nbsp;`, zero-width characters or the soft hyphen and joiners preheader
    /// padding is made of. Read as UTF-8 bytes up to the first visible character; bytes that
    /// are no character read as U+FFFD, which shows.
    static func isVisible(textAt index: Int, in tree: MarkupTree) -> Bool {
        tree.withTextBytes(at: index) { bytes in
            var offset = 0
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
                    offset += 1
                case 0x80...:
                    let length = invisibleCharacterLength(in: bytes, at: offset)
                    if length == 0 { return true }
                    offset += length
                default:
                    return true
                }
            }
            return false
        }
    }

    /// The length of the UTF-8 encoding at `offset` when it is one of the invisible characters
    /// beyond ASCII (U+00A0, U+00AD, U+034F, U+2007, U+200B–U+200F, U+202F, U+2060, U+FEFF),
    /// else 0. Each has one encoding, so comparing bytes is decoding.
    private static func invisibleCharacterLength(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        let remaining = bytes.count - offset
        guard remaining >= 2 else { return 0 }
        let second = bytes[offset + 1]
        switch bytes[offset] {
        case 0xC2 where second == 0xA0 || second == 0xAD, 0xCD where second == 0x8F:
            return 2
        case 0xE2 where remaining >= 3:
            let third = bytes[offset + 2]
            let isInvisible = second == 0x80 && (third == 0x87 || (0x8B...0x8F).contains(third) || third == 0xAF)
                || second == 0x81 && third == 0xA0
            return isInvisible ? 3 : 0
        case 0xEF where remaining >= 3:
            return second == 0xBB && bytes[offset + 2] == 0xBF ? 3 : 0
        default:
            return 0
        }
    }

    /// A spacer or tracking image: at most 2 pixels wide or high, or named like a spacer.
    /// Read from the attributes' bytes: an image in a cell is asked about by each table's
    /// classification and layout.
    static func isSpacer(_ image: MarkupNode) -> Bool {
        let tree = image.tree
        let index = image.id.index
        guard tree.hasAttributes(at: index) else { return false }
        let entries = tree.attributeEntries(at: index)
        if isTiny("width", entries, in: tree) || isTiny("height", entries, in: tree) { return true }
        // An element has one attribute of each name (the tokenizer keeps the first).
        for entry in entries where tree.attributeName(ofEntry: entry, is: "src") {
            return tree.withAttributeValueBytes(ofEntry: entry, namesSpacerFile)
        }
        return false
    }

    /// Whether the attribute `name` among `entries` is a dimension of at most 2 pixels: after
    /// leading spaces, one digit up to `2` and no other.
    private static func isTiny(_ name: String, _ entries: Range<Int>, in tree: MarkupTree) -> Bool {
        for entry in entries where tree.attributeName(ofEntry: entry, is: name) {
            return tree.withAttributeValueBytes(ofEntry: entry) { value in
                var start = 0
                while start < value.count, value[start] == 0x20 { start += 1 }
                guard start < value.count, ASCII.isDigit(value[start]), value[start] <= UInt8(ascii: "2") else {
                    return false
                }
                return start + 1 == value.count || !ASCII.isDigit(value[start + 1])
            }
        }
        return false
    }

    /// Whether the file name of the URL `source` (its last part before any query or
    /// fragment), lowercased, holds `spacer` or is one of ``spacerFiles``: compared as bytes.
    private static func namesSpacerFile(_ source: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = 0
        while end < source.count, source[end] != UInt8(ascii: "?"), source[end] != UInt8(ascii: "#") { end += 1 }
        var start = end
        while start > 0, source[start - 1] != UInt8(ascii: "/") { start -= 1 }
        let file = UnsafeBufferPointer(rebasing: source[start..<end])
        if file.count >= 6 {
            for offset in 0...(file.count - 6) where ASCII.hasPrefixIgnoringCase("spacer", in: file, at: offset) {
                return true
            }
        }
        return spacerFiles.contains {
            file.count == $0.utf8CodeUnitCount && ASCII.hasPrefixIgnoringCase($0, in: file, at: 0)
        }
    }

    private static let spacerFiles: [StaticString] = [
        "blank.gif", "clear.gif", "pixel.gif", "trans.gif", "transparent.gif", "shim.gif", "transparent.png",
        "blank.png",
    ]
}
