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
            repairLines(of: root)
            return
        }
        for child in root.children where !child.isInline {
            repair(child)
        }
    }

    /// Takes each continuation line's shift off the inlines reported on it. The inlines are
    /// sorted by the line they start and end on in one pass (in document order), so each line
    /// looks only at its own.
    private func repairLines(of root: MarkdownNode) {
        let first = root.startLine + 1
        let count = root.endLine - root.startLine
        var starting = [[MarkdownNode]](repeating: [], count: count)
        var ending = [[MarkdownNode]](repeating: [], count: count)
        var pending = Array(root.children.reversed())
        while let child = pending.popLast() {
            if child.startLine >= first, child.startLine - first < count { starting[child.startLine - first].append(child) }
            if child.endLine >= first, child.endLine - first < count { ending[child.endLine - first].append(child) }
            pending += child.children.reversed()
        }
        for index in 0..<count {
            guard let shift = shift(ofLine: first + index, candidates: starting[index]), shift > 0 else { continue }
            for node in starting[index] { node.startColumn = max(1, node.startColumn - shift) }
            for node in ending[index] { node.endColumn = max(1, node.endColumn - shift) }
        }
    }

    /// How far right cmark-gfm reports the inlines on `line`, from the first text node there
    /// (of `candidates`, the inlines reported to start on it, in document order) whose literal
    /// occurs exactly once on the line.
    private func shift(ofLine line: Int, candidates: [MarkdownNode]) -> Int? {
        guard line >= 1, line <= source.lineStarts.count else { return nil }
        let lineStart = source.lineStarts[line - 1]
        var lineEnd = line < source.lineStarts.count ? source.lineStarts[line] : source.count
        while lineEnd > lineStart, bytes[lineEnd - 1] == 0x0A || bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        for child in candidates {
            // Text, code and inline HTML hold their bytes (but for escapes and entities).
            if child.kind == .text || child.kind == .code || child.kind == .htmlInline, child.startColumn >= 1 {
                let needle = Array(child.literal.utf8)
                if let column = onlyOccurrence(of: needle, from: lineStart, to: lineEnd) {
                    return child.startColumn - column
                }
            }
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
}
