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
    func repair(_ root: inout MarkdownNode) {
        if root.type == "table" {
            repairTable(&root)
            return
        }
        for index in root.children.indices where !root.children[index].isInline {
            repair(&root.children[index])
        }
    }

    private func repairTable(_ table: inout MarkdownNode) {
        guard table.startLine >= 1, let delimiter = delimiterLine(from: table.startLine, through: table.endLine),
              delimiter - 1 > table.startLine else { return }
        let header = delimiter - 1
        table.startLine = header
        for index in table.children.indices where table.children[index].isHeaderRow {
            table.children[index].startLine = header
            table.children[index].endLine = header
            table.children[index].endColumn = lineLength(header)
            forget(&table.children[index].children)
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
    private func forget(_ nodes: inout [MarkdownNode]) {
        for index in nodes.indices {
            nodes[index].startLine = 0
            nodes[index].startColumn = 0
            nodes[index].endLine = 0
            nodes[index].endColumn = 0
            forget(&nodes[index].children)
        }
    }
}
