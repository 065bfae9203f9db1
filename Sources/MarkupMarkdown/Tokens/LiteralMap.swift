import MarkupCore

/// Where each byte of a node's literal sits in the source: an HTML node's literal is its
/// source lines without what a block quote or list put before them (`> `, indentation).
struct LiteralMap {
    /// Source offset of each literal byte, plus one entry for the literal's end.
    private var offsets: [Int]
    /// The node's bytes, which every mapped range stays inside (nil: no bounds, for finding
    /// how far a literal reaches).
    private let bounds: SourceRange?

    /// The map of `literal`, which cmark-gfm read from `range` of `source` (the document's
    /// bytes); mapped ranges stay inside `range` when `staysInside` (a node placed empty, its
    /// literal not found, maps every range to its place).
    init(literal: String, range: SourceRange, source: [UInt8], staysInside: Bool = true) {
        let bytes = Array(literal.utf8)
        bounds = staysInside ? range : nil
        if range.start + bytes.count <= source.count, source[range.start..<range.start + bytes.count].elementsEqual(bytes) {
            offsets = Array(range.start...(range.start + bytes.count))
            return
        }
        offsets = []
        offsets.reserveCapacity(bytes.count + 1)
        var searchFrom = range.start
        var lineStart = 0
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let line = bytes[lineStart..<lineEnd]
            let sourceLineEnd = source.lineEnd(from: searchFrom)
            var located = line.isEmpty ? searchFrom : source.firstOffset(of: line, from: searchFrom, to: sourceLineEnd)
            if located == nil, lineStart == 0 {
                // A block's literal keeps the indentation before where cmark-gfm says it starts.
                var start = min(searchFrom, source.count)
                while start > 0, source[start - 1] != 0x0A, source[start - 1] != 0x0D { start -= 1 }
                located = source.firstOffset(of: line, from: start, to: sourceLineEnd)
            }
            let found = located ?? searchFrom
            for index in 0..<line.count { offsets.append(min(found + index, source.count)) }
            if lineEnd < bytes.count {
                // The line feed: where the source's line break is.
                offsets.append(min(sourceLineEnd, source.count))
                searchFrom = min(Self.nextLine(source, after: sourceLineEnd), source.count)
            } else {
                offsets.append(min(found + line.count, source.count))
            }
            lineStart = lineEnd + 1
        }
        if offsets.count > bytes.count + 1 { offsets.removeLast(offsets.count - bytes.count - 1) }
    }

    /// The source bytes of `range` of the literal.
    func source(of range: SourceRange) -> SourceRange {
        var start = offsets[min(range.start, offsets.count - 1)]
        var end = range.isEmpty ? start : offsets[min(range.end - 1, offsets.count - 1)] + 1
        if let bounds {
            start = min(max(start, bounds.start), bounds.end)
            end = min(max(end, start), bounds.end)
        }
        return SourceRange(start: start, end: max(start, end))
    }

    private static func nextLine(_ bytes: [UInt8], after end: Int) -> Int {
        guard end < bytes.count else { return end }
        return bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? end + 2 : end + 1
    }
}
