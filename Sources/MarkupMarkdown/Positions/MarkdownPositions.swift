import MarkupCore

/// Turns cmark-gfm's line and column positions into byte ranges of the source, repairing
/// the ones it reports wrong or not at all (github/cmark-gfm#222).
///
/// What cmark-gfm gets wrong, and the repair:
/// - soft and hard line breaks come back as 0:0: a break is the bytes between its neighbours;
/// - autolinks (`<https://…>` and the extension's bare `www.…`/`https://…`) come back shifted
///   or at 0:0, and text the autolink extension split keeps its old end: a node's report is
///   used only when it lies in the room its parent and previous sibling leave and looks like
///   the node (``plausible(_:at:)``, ``holdsLiteral(_:at:)``); otherwise text, code and inline
///   HTML are found by their literal nearest the report, and a container covers its children
///   plus its delimiters (the same repair places inlines after a link reference definition);
/// - inlines on a lazy continuation line come back shifted right by the container's indent:
///   ``ContinuationLineShift`` takes the shift off first;
/// - an HTML block can end before its last line (a `style` block before its `</style>` line)
///   or before it starts: an HTML block reaches as far as its literal's lines do;
/// - an item or list ending at a blank line ends at column 0 of the next line: it ends at the
///   last non-blank byte before, and never before its children;
/// - a setext heading or an empty code block can run into the next block: a block ends
///   before the next block's reported start;
/// - a table that interrupts a paragraph starts where the paragraph did: ``TableHeaderLine``
///   puts it on its header line first;
/// - NUL counts as the three bytes of U+FFFD: cmark reads a one-byte stand-in (``bytes``).
/// So every range lies inside the input and inside its parent, and siblings follow each
/// other without overlapping.
struct MarkdownPositions {
    let source: SourceText
    /// The bytes cmark-gfm read: the source's, but for a one-byte stand-in for NUL and the
    /// masked custom attribute lists (see ``CustomAttributeSpans``), so that its literals
    /// compare with them byte for byte.
    let bytes: [UInt8]

    init(source: SourceText, bytes: [UInt8]? = nil) {
        self.source = source
        self.bytes = bytes ?? source.bytes
    }

    /// Places `root` (the document) and everything under it.
    func place(_ root: MarkdownNode) {
        ContinuationLineShift(source: source, bytes: bytes).repair(root)
        TableHeaderLine(source: source, bytes: bytes).repair(root)
        let whole = SourceRange(start: 0, end: source.count)
        root.range = whole
        placeChildren(of: root, within: whole, from: 0)
    }

    /// The offset cmark reports `node` to start at, or nil when it lies outside the source.
    func reportedStart(_ node: MarkdownNode) -> Int? {
        guard node.startLine >= 1, node.startLine <= source.lineStarts.count, node.startColumn >= 1 else { return nil }
        let start = source.lineStarts[node.startLine - 1] + node.startColumn - 1
        return start <= lineContentEnd(node.startLine) ? start : nil
    }

    /// The byte range cmark reports for `node`, or nil when the report cannot be right.
    func reported(_ node: MarkdownNode) -> SourceRange? {
        let lines = source.lineStarts.count
        guard node.startLine >= 1, node.startLine <= lines, node.startColumn >= 1,
              node.endLine >= node.startLine, node.endLine <= lines + 1 else { return nil }
        let start = source.lineStarts[node.startLine - 1] + node.startColumn - 1
        guard start <= lineContentEnd(node.startLine) else { return nil }
        var end: Int
        if node.endColumn <= 0 {
            // Column 0 means "before this line": the node ends at the last non-blank byte before.
            end = node.endLine - 1 < lines ? source.lineStarts[node.endLine - 1] : source.count
            while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        } else {
            guard node.endLine <= lines else { return nil }
            end = source.lineStarts[node.endLine - 1] + node.endColumn
            guard end <= lineContentEnd(node.endLine) + 1 else { return nil }
        }
        end = min(end, source.count)
        guard start <= end else { return nil }
        return SourceRange(start: start, end: end)
    }

    /// Places the children of `parent` in order inside `bounds`, none starting before `from`.
    private func placeChildren(of parent: MarkdownNode, within bounds: SourceRange, from: Int) {
        var cursor = from
        var breaks: [Int] = []
        let children = parent.children
        for index in children.indices {
            let child = children[index]
            if child.isBreak {
                child.range = .empty(at: cursor)
                breaks.append(index)
                continue
            }
            // A block ends before the next block starts (cmark-gfm lets a setext heading or an
            // empty code block run into the block after).
            var room = bounds
            if !child.isInline, index + 1 < children.count, !children[index + 1].isInline,
               let next = reportedStart(children[index + 1]), next >= cursor, next < bounds.end {
                room = SourceRange(start: bounds.start, end: next)
            }
            place(child, within: room, from: cursor)
            cursor = max(cursor, child.range.end)
        }
        for index in breaks { placeBreak(at: index, in: children, within: bounds) }
    }

    /// A line break is everything between the sibling before and the sibling after.
    private func placeBreak(at index: Int, in children: [MarkdownNode], within bounds: SourceRange) {
        let start = index > 0 ? children[index - 1].range.end : children[index].range.start
        var end = bounds.end
        if index + 1 < children.count, !children[index + 1].isBreak { end = children[index + 1].range.start }
        if end < start {
            end = start
        } else if index + 1 >= children.count || children[index + 1].isBreak {
            // Nothing placed follows: the break is the line ending after `start`.
            var stop = start
            while stop < end, bytes[stop] != 0x0A, bytes[stop] != 0x0D { stop += 1 }
            if stop < end { stop += (bytes[stop] == 0x0D && stop + 1 < end && bytes[stop + 1] == 0x0A) ? 2 : 1 }
            end = stop
        }
        children[index].range = SourceRange(start: start, end: end)
    }

    private func place(_ node: MarkdownNode, within bounds: SourceRange, from cursor: Int) {
        let room = SourceRange(start: min(cursor, bounds.end), end: bounds.end)
        let reported = reported(node)
        var range = reported.flatMap { fits($0, in: room) && plausible(node, at: $0) ? $0 : nil }
        switch node.kind {
        case .text where node.literal.isEmpty:
            // The autolink extension leaves an empty text where it split one, with the old range.
            node.range = .empty(at: room.start)
        case .text, .htmlInline:
            if range == nil || (node.kind == .text && !node.literal.isEmpty && !holdsLiteral(node, at: range!)),
               let found = find(node.literal, in: room, near: reported?.start) {
                range = found
            }
            if range == nil, node.kind == .text, let found = findEscaped(node.literal, in: room) {
                range = found
            }
            node.range = range ?? .empty(at: room.start)
        case .code:
            if range == nil, let found = find(node.literal, in: room, near: reported?.start) { range = found }
            node.range = range.map { withBackticks($0, in: room) } ?? .empty(at: room.start)
        case .htmlBlock:
            node.range = leafBlock(node, in: room)
        case .codeBlock where range == nil:
            node.range = leafBlock(node, in: room)
        default:
            // A block reported past its room ends where the room does.
            if !node.isInline, range == nil, let reported, reported.start >= room.start, reported.start <= room.end {
                var end = min(max(reported.end, reported.start), room.end)
                while end > reported.start, isBlank(bytes[end - 1]) { end -= 1 }
                range = SourceRange(start: reported.start, end: end)
            }
            // A block's children lie inside it; an inline container's may be misplaced with it:
            // they are placed in the room it has, and it then covers them.
            let inner = node.isInline ? room : (range ?? room)
            placeChildren(of: node, within: inner, from: inner.start)
            var covered: SourceRange?
            for child in node.children { covered = covered.map { $0.union(child.range) } ?? child.range }
            switch (range, covered) {
            case (let range?, let covered?) where range.start <= covered.start && covered.end <= range.end:
                node.range = range
            case (let range?, let covered?):
                node.range = node.isInline ? delimited(covered, kind: node.kind, in: room) : range.union(covered)
            case (nil, let covered?):
                node.range = node.isInline ? delimited(covered, kind: node.kind, in: room) : covered
            case (let range?, nil):
                node.range = range
            case (nil, nil):
                node.range = .empty(at: room.start)
            }
        }
        node.range = clamp(node.range, to: room)
    }

    /// An HTML block, or a code block whose end cmark-gfm reports as 0:0 or before its start:
    /// from its reported start (else the room's), as far as its literal's lines reach, and a
    /// closing fence after a fenced block's.
    private func leafBlock(_ node: MarkdownNode, in room: SourceRange) -> SourceRange {
        var start = room.start
        if let reported = reportedStart(node), reported >= room.start, reported <= room.end { start = reported }
        var literal = node.literal
        if literal.hasSuffix("\n") { literal.removeLast() }
        var end = start
        if !literal.isEmpty {
            let map = LiteralMap(literal: literal, range: .empty(at: start), source: bytes, staysInside: false)
            end = map.source(of: SourceRange(start: 0, end: literal.utf8.count)).end
        }
        if node.kind == .codeBlock, node.isFenced {
            // The opening fence line comes before the literal, the closing one after it.
            var next = end
            while next < room.end, bytes[next] != 0x0A { next += 1 }
            if next < room.end { next += 1 }
            var lineEnd = next
            while lineEnd < room.end, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
            let line = bytes[next..<lineEnd].filter { $0 != 0x20 && $0 != 0x09 }
            if line.count >= 3, line.allSatisfy({ $0 == line.first }), line.first == UInt8(ascii: "`") || line.first == UInt8(ascii: "~") {
                end = lineEnd
            }
        }
        return clamp(SourceRange(start: start, end: max(start, end)), to: room)
    }

    /// An inline container rebuilt from its children's bytes: the delimiters around them added.
    private func delimited(_ covered: SourceRange, kind: MarkdownNode.Kind, in room: SourceRange) -> SourceRange {
        let bytes = bytes
        var start = covered.start
        var end = covered.end
        switch kind {
        case .link, .image:
            if start > room.start, bytes[start - 1] == UInt8(ascii: "<"), end < room.end, bytes[end] == UInt8(ascii: ">") {
                return SourceRange(start: start - 1, end: end + 1)
            }
            guard start > room.start, bytes[start - 1] == UInt8(ascii: "[") else { break }
            start -= 1
            if kind == .image, start > room.start, bytes[start - 1] == UInt8(ascii: "!") { start -= 1 }
            guard end < room.end, bytes[end] == UInt8(ascii: "]") else { break }
            end += 1
            end = destinationEnd(from: end, in: room)
        case .emph, .strong, .strikethrough:
            let marks: Set<UInt8> = kind == .strikethrough ? [UInt8(ascii: "~")] : [UInt8(ascii: "*"), UInt8(ascii: "_")]
            while start > room.start, marks.contains(bytes[start - 1]) { start -= 1 }
            while end < room.end, marks.contains(bytes[end]) { end += 1 }
        default:
            break
        }
        return SourceRange(start: start, end: end)
    }

    /// The end of a link's `(destination "title")` or `[label]` starting at `offset` (right
    /// after its `]`); `offset` itself when neither follows.
    private func destinationEnd(from offset: Int, in room: SourceRange) -> Int {
        let bytes = bytes
        guard offset < room.end else { return offset }
        let close: UInt8
        switch bytes[offset] {
        case UInt8(ascii: "("): close = UInt8(ascii: ")")
        case UInt8(ascii: "["): close = UInt8(ascii: "]")
        default: return offset
        }
        var depth = 0
        var quote: UInt8?
        var index = offset
        while index < room.end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if let open = quote {
                if byte == open { quote = nil }
            } else if close == UInt8(ascii: ")"), byte == UInt8(ascii: "\""), index > offset {
                quote = byte
            } else if byte == bytes[offset] {
                depth += 1
            } else if byte == close {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return offset
    }

    /// A code span's content range widened over its backtick runs (and the one space each side
    /// cmark strips).
    private func withBackticks(_ content: SourceRange, in room: SourceRange) -> SourceRange {
        let bytes = bytes
        let tick = UInt8(ascii: "`")
        var start = content.start
        var end = content.end
        if start > room.start, bytes[start - 1] == 0x20, start - 1 > room.start, bytes[start - 2] == tick { start -= 1 }
        while start > room.start, bytes[start - 1] == tick { start -= 1 }
        if end < room.end, bytes[end] == 0x20, end + 1 < room.end, bytes[end + 1] == tick { end += 1 }
        while end < room.end, bytes[end] == tick { end += 1 }
        return SourceRange(start: start, end: end)
    }

    private func fits(_ range: SourceRange, in room: SourceRange) -> Bool {
        range.start >= room.start && range.end <= room.end
    }

    private func clamp(_ range: SourceRange, to room: SourceRange) -> SourceRange {
        let start = min(max(range.start, room.start), room.end)
        return SourceRange(start: start, end: min(max(range.end, start), room.end))
    }

    /// Offset of the line break ending 1-based `line` (or of the input's end).
    private func lineContentEnd(_ line: Int) -> Int {
        var end = line < source.lineStarts.count ? source.lineStarts[line] : source.count
        if line < source.lineStarts.count {
            end -= 1
            if end > 0, bytes[end] == 0x0A, bytes[end - 1] == 0x0D { end -= 1 }
        }
        return end
    }

    private func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
