import MarkupCore
import MarkupTerminal

/// Search in the render pane: the text as the reader sees it, so a match may run across a
/// line wrap (any run of spaces in the query matches a line break) and across tags.
enum RenderSearch {
    /// Where a match starts and ends (cell positions of the laid-out lines, end inclusive).
    struct Match: Equatable {
        var row: Int
        var cell: Int
        var endRow: Int
        var endCell: Int
    }

    /// Every match of `query` (case-insensitive), in reading order.
    static func matches(of query: String, in lines: RenderedLines) -> [Match] {
        let words = query.lowercased().split(whereSeparator: \.isWhitespace).map(Array.init)
        guard !words.isEmpty else { return [] }
        // The render as one run of characters, each knowing its cell; a line break is a space.
        var flat: [(character: Character, row: Int, cell: Int)] = []
        for row in lines.indices {
            lines.withCells(ofLine: row) { line in
                for (index, cell) in line.enumerated() where !cell.isContinuation {
                    for character in cell.grapheme.lowercased() { flat.append((character, row, index)) }
                }
                if row < lines.count - 1 { flat.append((" ", row, max(0, line.count - 1))) }
            }
        }
        let text = flat.map(\.character)
        let first = words[0][0]
        var found: [Match] = []
        var start = 0
        while start < flat.count {
            if text[start] == first, let end = match(words, in: text, from: start) {
                found.append(Match(row: flat[start].row, cell: flat[start].cell, endRow: flat[end - 1].row,
                                   endCell: flat[end - 1].cell))
                start = end
            } else {
                start += 1
            }
        }
        return found
    }

    /// The end of `words` (separated by at least one space each) at `start`, if they are there.
    private static func match(_ words: [[Character]], in text: [Character], from start: Int) -> Int? {
        var position = start
        for (index, word) in words.enumerated() {
            if index > 0 {
                guard position < text.count, text[position].isWhitespace else { return nil }
                while position < text.count, text[position].isWhitespace { position += 1 }
            }
            guard position + word.count <= text.count, text[position..<(position + word.count)].elementsEqual(word) else { return nil }
            position += word.count
        }
        return position
    }

    /// The source range a match covers: from its first cell's bytes to its last's.
    static func range(of match: Match, in lines: RenderedLines) -> SourceRange? {
        var ranges: [SourceRange] = []
        for row in match.row...match.endRow {
            let line = lines[row]
            let first = row == match.row ? match.cell : 0
            let last = row == match.endRow ? match.endCell : line.count - 1
            guard first <= last else { continue }
            ranges += line[first...last].compactMap(\.range)
        }
        guard let start = ranges.map(\.start).min(), let end = ranges.map(\.end).max() else { return nil }
        return SourceRange(start: start, end: end)
    }
}
