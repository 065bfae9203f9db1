import MarkupCore

/// How a node's literal is recognised in the bytes cmark-gfm read: whether a reported range
/// looks like the node, and where a literal occurs when the report cannot be used.
extension MarkdownPositions {
    /// Whether `bytes` at `range` are `text`'s UTF-8.
    func holds(_ text: String, at range: SourceRange) -> Bool {
        guard range.start >= 0, range.end <= bytes.count, text.utf8.count == range.count else { return false }
        let written = bytes[range.start..<range.end]
        return text.utf8.withContiguousStorageIfAvailable { written.elementsEqual($0) } ?? written.elementsEqual(text.utf8)
    }

    /// Whether a reported range can be the node's: an inline container's starts and ends with
    /// its delimiters (cmark-gfm misplaces inlines after a link reference definition, and
    /// autolinks); blocks are trusted.
    func plausible(_ node: MarkdownNode, at range: SourceRange) -> Bool {
        let bytes = bytes
        guard !range.isEmpty else { return !node.isInline || node.kind == .text && node.literal.isEmpty }
        let first = bytes[range.start]
        let last = bytes[range.end - 1]
        switch node.kind {
        case .emph, .strong:
            return (first == UInt8(ascii: "*") || first == UInt8(ascii: "_")) && last == first
        case .strikethrough:
            return first == UInt8(ascii: "~") && last == first
        case .image:
            return first == UInt8(ascii: "!") && (last == UInt8(ascii: ")") || last == UInt8(ascii: "]"))
        case .link:
            if first == UInt8(ascii: "<") { return last == UInt8(ascii: ">") }
            if first == UInt8(ascii: "[") { return last == UInt8(ascii: ")") || last == UInt8(ascii: "]") }
            // An extension autolink is its text.
            return node.children.count == 1 && holds(node.children[0].literal, at: range)
        case .code:
            let before = range.start > 0 ? bytes[range.start - 1] : 0
            return before == UInt8(ascii: "`") || (before == 0x20 && range.start > 1 && bytes[range.start - 2] == UInt8(ascii: "`"))
        case .htmlInline:
            return first == UInt8(ascii: "<")
        default:
            return true
        }
    }

    /// Whether the source bytes at `range` can be the node's literal: they are, or they are with
    /// the spaces cmark strips before a line break, or they hold escapes or entities (which the
    /// literal resolves) and no line break (text has none: breaks are nodes of their own).
    func holdsLiteral(_ node: MarkdownNode, at range: SourceRange) -> Bool {
        if holds(node.literal, at: range) { return true }
        var end = range.end
        while end > range.start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        if holds(node.literal, at: SourceRange(start: range.start, end: end)) { return true }
        let written = bytes[range.start..<range.end]
        return (written.contains(UInt8(ascii: "\\")) || written.contains(UInt8(ascii: "&")))
            && !written.contains(0x0A) && !written.contains(0x0D)
    }

    /// Where `literal`'s bytes next occur in `room`, nearest `near` when given.
    func find(_ literal: String, in room: SourceRange, near: Int?) -> SourceRange? {
        let needle = Array(literal.utf8)
        guard !needle.isEmpty, needle.count <= room.count else { return nil }
        let bytes = bytes
        var best: Int?
        var offset = room.start
        while offset + needle.count <= room.end {
            if bytes[offset] == needle[0], bytes[offset..<offset + needle.count].elementsEqual(needle) {
                guard let near else { best = offset; break }
                if best == nil || abs(offset - near) < abs(best! - near) { best = offset }
                if offset > near { break }
            }
            offset += 1
        }
        return best.map { SourceRange(start: $0, end: $0 + needle.count) }
    }

    /// Where `literal` next occurs in `room` written with backslash escapes (`b\\-c` for `b-c`).
    /// cmark-gfm reports a text after a backslash line break on the break's line, its columns
    /// counted on from there (and, in a block quote or list, without the next line's `> ` or
    /// indent): a text that holds an escaped character is found this way.
    func findEscaped(_ literal: String, in room: SourceRange) -> SourceRange? {
        let needle = Array(literal.utf8)
        guard needle.contains(where: Self.isEscapable) else { return nil }
        let bytes = bytes
        var start = room.start
        while start < room.end {
            var offset = start
            var matched = 0
            while matched < needle.count, offset < room.end {
                if bytes[offset] == UInt8(ascii: "\\"), offset + 1 < room.end, bytes[offset + 1] == needle[matched],
                   Self.isEscapable(needle[matched]) {
                    offset += 2
                } else if bytes[offset] == needle[matched] {
                    offset += 1
                } else {
                    break
                }
                matched += 1
            }
            if matched == needle.count { return SourceRange(start: start, end: offset) }
            start += 1
        }
        return nil
    }

    /// Whether a backslash escapes `byte`: CommonMark's ASCII punctuation.
    static func isEscapable(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }
}
