import MarkupCore
import MarkupTerminal

/// The source as highlighted lines: tags, attribute names and values, entities, comments.
enum SourceRows {
    private enum Kind: UInt8 { case text, tag, attribute, value, entity, comment }

    /// The source's lines, or with `wrapWidth` its lines cut into rows of that many columns.
    static func rows(_ document: MarkupDocument, theme: Theme, wrapWidth: Int? = nil) -> PaneRows {
        let source = document.source
        let kinds = highlight(document)
        let styles: [Kind: TerminalStyle] = [
            .text: theme.uiStyle("source.text"), .tag: theme.uiStyle("source.tag"),
            .attribute: theme.uiStyle("source.attribute"), .value: theme.uiStyle("source.value"),
            .entity: theme.uiStyle("source.entity"), .comment: theme.uiStyle("source.comment"),
        ]
        func lineRange(_ index: Int) -> SourceRange {
            let start = source.lineStarts[index]
            let end = index + 1 < source.lineStarts.count ? source.lineStarts[index + 1] : source.count
            var contentEnd = end
            while contentEnd > start, source.bytes[contentEnd - 1] == 0x0A || source.bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            return SourceRange(start: start, end: contentEnd)
        }
        guard let wrapWidth else {
            return PaneRows(count: source.lineStarts.count, ranges: { [lineRange($0)] },
                            finder: { source.location(of: $0.start).line - 1 },
                            build: { index in
                                var line = row(lineRange(index), source: source, kinds: kinds, styles: styles)
                                line.lineNumber = index + 1
                                return line
                            })
        }
        // Wrapped: each row is a piece of a line, found by the byte it starts at.
        var pieces: [(line: Int, range: SourceRange)] = []
        for index in 0..<source.lineStarts.count {
            let line = lineRange(index)
            let cells = row(line, source: source, kinds: kinds, styles: styles).cells
            var start = 0
            var used = 0
            for (position, cell) in cells.enumerated() where !cell.isContinuation {
                if used + Int(cell.width) > max(1, wrapWidth), position > start {
                    pieces.append((index, piece(cells[start..<position], in: line)))
                    start = position
                    used = 0
                }
                used += Int(cell.width)
            }
            pieces.append((index, piece(cells[start...], in: line)))
        }
        let starts = pieces.map(\.range.start)
        return PaneRows(count: pieces.count, ranges: { [pieces[$0].range] }, finder: { selection in
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= selection.start { low = middle } else { high = middle - 1 }
            }
            return starts.isEmpty ? nil : low
        }, build: { index in
            let (line, range) = pieces[index]
            var piece = row(range, source: source, kinds: kinds, styles: styles)
            if index == 0 || pieces[index - 1].line != line { piece.lineNumber = line + 1 }
            return piece
        })
    }

    /// The bytes a run of a line's cells stands for (an empty line's own empty range).
    private static func piece(_ cells: ArraySlice<Cell>, in line: SourceRange) -> SourceRange {
        guard let first = cells.first?.range, let last = cells.last?.range else { return line }
        return SourceRange(start: first.start, end: last.end)
    }

    /// The kind of every source byte, from the tokens.
    private static func highlight(_ document: MarkupDocument) -> [Kind] {
        let source = document.source
        var kinds = [Kind](repeating: .text, count: source.count)
        for token in document.tokens.tokens {
            switch token.kind {
            case .endTag:
                // Read from Markdown, an end tag's bytes (`](url)`) hold its start tag's attributes.
                for offset in token.range.start..<token.range.end where kinds[offset] == .text { kinds[offset] = .tag }
            case .startTag, .selfClosingTag:
                for offset in token.range.start..<token.range.end { kinds[offset] = .tag }
                for attribute in document.tokens.tables.attributeSpans(of: token) {
                    for offset in attribute.range.start..<min(attribute.range.end, attribute.valueRange.start) where offset < attribute.range.end {
                        kinds[offset] = .attribute
                    }
                    if !attribute.isBare {
                        for offset in attribute.valueRange.start..<attribute.valueRange.end { kinds[offset] = .value }
                    }
                }
            case .comment, .doctype:
                for offset in token.range.start..<token.range.end { kinds[offset] = .comment }
            case .text:
                var offset = token.range.start
                while offset < token.range.end {
                    if source.bytes[offset] == UInt8(ascii: "&") {
                        var end = offset + 1
                        while end < token.range.end, end - offset < 34, source.bytes[end] != UInt8(ascii: ";"),
                              source.bytes[end] != UInt8(ascii: " "), source.bytes[end] != UInt8(ascii: "&") { end += 1 }
                        if end < token.range.end, source.bytes[end] == UInt8(ascii: ";") {
                            for position in offset...end { kinds[position] = .entity }
                            offset = end + 1
                            continue
                        }
                    }
                    offset += 1
                }
            }
        }
        return kinds
    }

    /// One highlighted line, each cell knowing its source byte.
    private static func row(_ line: SourceRange, source: SourceText, kinds: [Kind], styles: [Kind: TerminalStyle]) -> PaneRow {
        var cells: [Cell] = []
        var offset = line.start
        let text = String(decoding: source.bytes[line.start..<line.end], as: UTF8.self)
        for cluster in text {
            let length = cluster.utf8.count
            let range = SourceRange(start: offset, end: offset + length)
            let style = styles[kinds[min(offset, kinds.count - 1)]] ?? .plain
            if cluster == "\t" {
                let spaces = 4 - RenderedDocument.width(of: cells) % 4
                for _ in 0..<spaces { cells.append(Cell(grapheme: " ", style: style, range: range)) }
            } else {
                let visible = VisibleCluster(cluster)
                let cell = Cell(grapheme: visible.text, width: UInt8(visible.width), style: style, range: range)
                cells.append(cell)
                if visible.width == 2 { cells.append(.continuation(of: cell)) }
            }
            offset += length
        }
        return PaneRow(cells: cells, range: line)
    }
}
