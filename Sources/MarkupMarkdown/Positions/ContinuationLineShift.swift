import MarkupCore

/// Undoes cmark-gfm's shift of inline positions on a paragraph's later lines.
///
/// cmark-gfm reports an inline's column on a continuation line as its offset in the line's
/// content plus the paragraph's first column, so on a lazy continuation line (one without
/// the `>` or indentation of the container the paragraph is in) every inline sits as many
/// bytes too far right as the container indents. The shift of a line is read off a text, code
/// or inline HTML node whose literal occurs once on that line, and taken off every inline
/// reported on it.
struct ContinuationLineShift {
    let source: SourceText
    /// The bytes cmark-gfm read: the source's, but for a one-byte stand-in for NUL and the
    /// masked custom attribute lists (see ``CustomAttributeSpans``), so that its literals
    /// compare with them byte for byte.
    let bytes: [UInt8]

    /// Repairs every paragraph and heading under `root`.
    func repair(_ root: MarkdownNode) {
        if (root.kind == .paragraph || root.kind == .heading), root.endLine > root.startLine {
            for line in (root.startLine + 1)...root.endLine {
                if let shift = shift(ofLine: line, in: root), shift > 0 { apply(shift, line: line, to: root.children) }
            }
            return
        }
        for child in root.children where !child.isInline {
            repair(child)
        }
    }

    /// How far right cmark-gfm reports the inlines on `line`, from the first text node there
    /// whose literal occurs exactly once on the line.
    private func shift(ofLine line: Int, in node: MarkdownNode) -> Int? {
        guard line >= 1, line <= source.lineStarts.count else { return nil }
        let lineStart = source.lineStarts[line - 1]
        var lineEnd = line < source.lineStarts.count ? source.lineStarts[line] : source.count
        while lineEnd > lineStart, bytes[lineEnd - 1] == 0x0A || bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        var pending = Array(node.children.reversed())
        while let child = pending.popLast() {
            // Text, code and inline HTML hold their bytes (but for escapes and entities).
            if child.kind == .text || child.kind == .code || child.kind == .htmlInline, child.startLine == line,
               child.startColumn >= 1 {
                let needle = Array(child.literal.utf8)
                if let column = onlyOccurrence(of: needle, from: lineStart, to: lineEnd) {
                    return child.startColumn - column
                }
            }
            pending += child.children.reversed()
        }
        return nil
    }

    /// The 1-based column of the only place `needle` occurs between `start` and `end`.
    private func onlyOccurrence(of needle: [UInt8], from start: Int, to end: Int) -> Int? {
        guard needle.count >= 2, needle.count <= end - start else { return nil }
        var found: Int?
        for offset in start...(end - needle.count) where bytes[offset] == needle[0]
            && bytes[offset..<offset + needle.count].elementsEqual(needle) {
            if found != nil { return nil }
            found = offset
        }
        return found.map { $0 - start + 1 }
    }

    private func apply(_ shift: Int, line: Int, to nodes: [MarkdownNode]) {
        for node in nodes {
            if node.startLine == line { node.startColumn = max(1, node.startColumn - shift) }
            if node.endLine == line { node.endColumn = max(1, node.endColumn - shift) }
            apply(shift, line: line, to: node.children)
        }
    }
}
