import MarkupCore

/// Puts a table that interrupts a paragraph on its own lines.
///
/// When a table's header line ends a paragraph (`para\nhead | b |\n|-|-|`), cmark-gfm reports
/// the paragraph at 0:0 and the table and its header row from where the paragraph started,
/// with the header's columns counted through the paragraph's text. The header is the line
/// before the delimiter row (`|-|:-:|`), so the table starts there; the header's cells are
/// marked unknown, for ``MarkdownPositions`` to place by their text.
struct TableHeaderLine {
    let source: SourceText
    /// The bytes cmark-gfm read (see ``MarkdownPositions/bytes``).
    let bytes: [UInt8]

    /// Repairs every table under `root`.
    func repair(_ root: MarkdownNode) {
        if root.kind == .table {
            repairTable(root)
            return
        }
        for child in root.children where !child.isInline {
            repair(child)
        }
    }

    private func repairTable(_ table: MarkdownNode) {
        guard table.startLine >= 1, let delimiter = delimiterLine(from: table.startLine, through: table.endLine),
              delimiter - 1 > table.startLine else { return }
        let header = delimiter - 1
        table.startLine = header
        for row in table.children where row.isHeaderRow {
            row.startLine = header
            row.endLine = header
            row.endColumn = lineLength(header)
            forget(row.children)
        }
    }

    /// The first line from `first` to `last` that is a delimiter row: pipes, colons, dashes
    /// and blanks only, with a dash (after whatever container marks start the line).
    private func delimiterLine(from first: Int, through last: Int) -> Int? {
        guard first <= last else { return nil }
        for line in first...min(last, source.lineStarts.count) {
            let start = source.lineStarts[line - 1]
            let end = start + lineLength(line)
            var sawDash = false
            var sawPipe = false
            var isDelimiter = true
            for byte in bytes[start..<end] {
                switch byte {
                case UInt8(ascii: "-"): sawDash = true
                case UInt8(ascii: "|"): sawPipe = true
                case UInt8(ascii: ":"), 0x20, 0x09, UInt8(ascii: ">"): break
                default: isDelimiter = false
                }
                if !isDelimiter { break }
            }
            if isDelimiter, sawDash, sawPipe || line > first { return line }
        }
        return nil
    }

    private func lineLength(_ line: Int) -> Int {
        let start = source.lineStarts[line - 1]
        var end = line < source.lineStarts.count ? source.lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return end - start
    }

    /// Marks every position under `nodes` unknown.
    private func forget(_ nodes: [MarkdownNode]) {
        for node in nodes {
            node.startLine = 0
            node.startColumn = 0
            node.endLine = 0
            node.endColumn = 0
            forget(node.children)
        }
    }
}
