#if canImport(Glibc)
import Glibc
#endif
import MarkupCore
import MarkupTerminal

/// The source as highlighted lines: tags, attribute names and values, entities, comments.
enum SourceRows {
    private enum Kind: UInt8, CaseIterable {
        case text, tag, attribute, value, entity, comment

        /// The theme's name for the style of this kind of byte.
        var styleName: String {
            switch self {
            case .text: "source.text"
            case .tag: "source.tag"
            case .attribute: "source.attribute"
            case .value: "source.value"
            case .entity: "source.entity"
            case .comment: "source.comment"
            }
        }
    }

    /// The source's lines, or with `wrapWidth` its lines cut into rows of that many columns.
    static func rows(_ document: MarkupDocument, theme: Theme, wrapWidth: Int? = nil) -> PaneRows {
        let source = document.source
        let kinds = highlight(document)
        let looks = Looks(theme: theme)
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
                                var line = row(lineRange(index), source: source, kinds: kinds, looks: looks)
                                line.lineNumber = index + 1
                                return line
                            })
        }
        // Wrapped: each row is a piece of a line, found by the byte it starts at.
        var pieces: [(line: Int, range: SourceRange)] = []
        for index in 0..<source.lineStarts.count {
            let line = lineRange(index)
            let cells = row(line, source: source, kinds: kinds, looks: looks).cells
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
            var piece = row(range, source: source, kinds: kinds, looks: looks)
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
        let tables = document.tokens.tables
        var kinds = [Kind](repeating: .text, count: source.count)
        kinds.withUnsafeMutableBufferPointer { kinds in
            source.bytes.withUnsafeBufferPointer { bytes in
                func mark(_ start: Int, _ end: Int, _ kind: Kind) {
                    guard start < end else { return }
                    UnsafeMutableBufferPointer(rebasing: kinds[start..<end]).update(repeating: kind)
                }
                for token in document.tokens.tokens {
                    let range = token.range
                    switch token.kind {
                    case .endTag:
                        // Read from Markdown, an end tag's bytes (`](url)`) hold its start tag's attributes.
                        for offset in range.start..<range.end where kinds[offset] == .text { kinds[offset] = .tag }
                    case .startTag, .selfClosingTag:
                        mark(range.start, range.end, .tag)
                        for attribute in tables.attributeSpans(of: token) {
                            mark(attribute.range.start, min(attribute.range.end, attribute.valueRange.start), .attribute)
                            if !attribute.isBare { mark(attribute.valueRange.start, attribute.valueRange.end, .value) }
                        }
                    case .comment, .doctype:
                        mark(range.start, range.end, .comment)
                    case .text:
                        markEntities(in: range.start..<range.end, bytes: bytes, kinds: kinds)
                    }
                }
            }
        }
        return kinds
    }

    /// Marks the character references (`&name;`, `&#123;`) in a text's bytes, found a `&` at a time.
    private static func markEntities(in text: Range<Int>, bytes: UnsafeBufferPointer<UInt8>,
                                     kinds: UnsafeMutableBufferPointer<Kind>) {
        var offset = text.lowerBound
        while offset < text.upperBound {
            guard let found = memchr(bytes.baseAddress! + offset, Int32(UInt8(ascii: "&")), text.upperBound - offset) else { return }
            offset = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var end = offset + 1
            while end < text.upperBound, end - offset < 34, bytes[end] != UInt8(ascii: ";"),
                  bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "&") { end += 1 }
            if end < text.upperBound, bytes[end] == UInt8(ascii: ";") {
                UnsafeMutableBufferPointer(rebasing: kinds[offset...end]).update(repeating: .entity)
                offset = end + 1
            } else {
                offset += 1
            }
        }
    }

    /// The theme's look of each kind of source byte, as styles and as template cells, by the
    /// kind's raw value.
    private struct Looks {
        let styles: [TerminalStyle]
        /// A cell of each kind's style, which a plain ASCII character is written from.
        let templates: [Cell]

        init(theme: Theme) {
            styles = Kind.allCases.map { theme.uiStyle($0.styleName) }
            templates = styles.map { Cell(grapheme: " ", style: $0) }
        }
    }

    /// One highlighted line, each cell knowing its source byte.
    ///
    /// A printable ASCII character that is followed by ASCII is a cluster of its own and is
    /// written from its kind's template cell; the bytes between two such places are read as
    /// text and cut into clusters. (Two ASCII characters always have a cluster boundary
    /// between them but for CR LF, and a line holds no LF.)
    private static func row(_ line: SourceRange, source: SourceText, kinds: [Kind], looks: Looks) -> PaneRow {
        var cells: [Cell] = []
        cells.reserveCapacity(line.end - line.start)
        var column = 0
        source.bytes.withUnsafeBufferPointer { bytes in
            var offset = line.start
            while offset < line.end {
                let byte = bytes[offset]
                let next = offset + 1
                if next == line.end || bytes[next] < 0x80 {
                    if byte >= 0x20, byte < 0x7F {
                        let template = looks.templates[Int(kinds[offset].rawValue)]
                        cells.append(template.showing(ascii: byte, range: SourceRange(start: offset, end: next)))
                        column += 1
                        offset = next
                        continue
                    }
                }
                var end = next
                while end < line.end, !(bytes[end - 1] < 0x80 && bytes[end] < 0x80) { end += 1 }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
                for cluster in text {
                    let length = cluster.utf8.count
                    let range = SourceRange(start: offset, end: offset + length)
                    let style = looks.styles[Int(kinds[min(offset, kinds.count - 1)].rawValue)]
                    if cluster == "\t" {
                        let spaces = 4 - column % 4
                        for _ in 0..<spaces { cells.append(Cell(grapheme: " ", style: style, range: range)) }
                        column += spaces
                    } else {
                        let visible = VisibleCluster(cluster)
                        let cell = Cell(grapheme: visible.text, width: UInt8(visible.width), style: style, range: range)
                        cells.append(cell)
                        if visible.width == 2 { cells.append(.continuation(of: cell)) }
                        column += Int(cell.width)
                    }
                    offset += length
                }
                offset = end
            }
        }
        return PaneRow(cells: cells, range: line)
    }
}
