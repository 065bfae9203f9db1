/// The visible text of a tree as plain text: what a reader sees, without styling.
///
/// Entities are already decoded; whitespace collapses outside `pre`; blocks, list items
/// and table rows go on lines of their own, paragraphs and headings are set apart by a
/// blank line, `br` and U+2028 break the line, U+2029 leaves a blank line, and table cells
/// are separated by a tab. Hidden
/// content (script, style, title, elements with `hidden`, or whatever `isHidden` says,
/// such as `display: none`) is left out.
public enum PlainTextStripper {
    /// The plain text of `tree`.
    public static func strip(_ tree: MarkupTree, isHidden: (MarkupNode) -> Bool = defaultHidden) -> String {
        strip(subtree: tree.root, isHidden: isHidden)
    }

    /// The plain text of one node and its descendants.
    public static func strip(subtree node: MarkupNode, isHidden: (MarkupNode) -> Bool = defaultHidden) -> String {
        let tree = node.tree
        var writer = PlainTextWriter()
        let records = tree.records
        var closing: [(end: Int, kind: MarkupKind)] = []
        var preDepth = 0
        var index = node.id.index
        let end = records[index].subtreeEnd
        if node.kind == .text {
            writer.write(node.text, preformatted: false)
            return writer.finish()
        }
        if node.kind != .root {
            writer.enter(node.kind)
            if node.kind == .pre { preDepth += 1 }
        }
        index += 1
        while index < end {
            while let last = closing.last, last.end <= index {
                closing.removeLast()
                writer.leave(last.kind)
                if last.kind == .pre { preDepth -= 1 }
            }
            let record = records[index]
            if record.kind == .text {
                writer.write(tree.text(at: index), preformatted: preDepth > 0)
                index += 1
                continue
            }
            let node = tree[NodeID(index)]
            if isHidden(node) {
                index = record.subtreeEnd
                continue
            }
            if SVGLabel.isSVG(node) {
                // A drawing: its label stands for it.
                if let label = SVGLabel.text(of: node) { writer.write(label, preformatted: false) }
                index = record.subtreeEnd
                continue
            }
            writer.enter(record.kind)
            if record.kind == .pre { preDepth += 1 }
            closing.append((record.subtreeEnd, record.kind))
            index += 1
        }
        while let last = closing.popLast() { writer.leave(last.kind) }
        return writer.finish()
    }

    /// Hidden by the tag alone: script, style, title, head-only elements, `hidden`.
    public static func defaultHidden(_ node: MarkupNode) -> Bool {
        defaultHidden(at: node.id.index, in: node.tree)
    }

    /// ``defaultHidden(_:)`` of the element at `index` of `tree`, read from its record: a known
    /// tag by its slot, the `hidden` attribute by name, no string made for a known tag.
    static func defaultHidden(at index: Int, in tree: MarkupTree) -> Bool {
        let hasAttributes = tree.hasAttributes(at: index)
        let hiddenByTag = if let slot = tree.records[index].knownSlot {
            hiddenBySlot[slot]
        } else {
            hiddenTags.contains(tree.tag(at: index))
        }
        return hiddenByTag || hasAttributes && tree.hasAttribute("hidden", at: index)
    }

    /// Whether each known element (by ``KnownElements`` slot) is hidden by its tag.
    private static let hiddenBySlot: [Bool] = {
        var hidden = [Bool](repeating: false, count: KnownElements.slotCount)
        for name in hiddenTagNames {
            if let slot = KnownElements.slot(of: name) { hidden[slot] = true }
        }
        return hidden
    }()

    static let hiddenTags = Set(hiddenTagNames)

    /// The tags ``defaultHidden(_:)`` hides, as a list for the tables that read them all.
    static let hiddenTagNames = [
        "script", "style", "title", "head", "template", "noscript", "meta", "link", "base", "datalist",
        "param", "source", "track", "iframe", "object", "embed", "audio", "video", "canvas", "select",
    ]
}

/// Accumulates plain text with collapsed whitespace and block line breaks.
struct PlainTextWriter {
    private var output: [UInt8] = []
    private var pendingSpace = false
    /// Line breaks owed before the next text: 1 ends the line, 2 leaves a blank line.
    private var pendingBreaks = 0
    private var cellsInRow = 0
    private var listDepth = 0

    mutating func write(_ text: String, preformatted: Bool) {
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                if let breaks = Self.separatorBreaks(bytes, at: index) {
                    // U+2028 ends the line as `br` does; U+2029 sets a paragraph apart.
                    if breaks == 1 {
                        output.append(ASCII.lineFeed)
                        pendingSpace = false
                    } else {
                        breakLine(2)
                    }
                    index += 3
                    continue
                }
                write(byte: bytes[index], preformatted: preformatted)
                index += 1
            }
        }
    }

    /// 1 for U+2028 LINE SEPARATOR at `index` (UTF-8 E2 80 A8), 2 for U+2029 PARAGRAPH
    /// SEPARATOR (E2 80 A9), else nil.
    private static func separatorBreaks(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return nil }
        switch bytes[index + 2] {
        case 0xA8: return 1
        case 0xA9: return 2
        default: return nil
        }
    }

    private mutating func write(byte: UInt8, preformatted: Bool) {
        if preformatted {
            flushBreaks()
            output.append(byte)
            return
        }
        if ASCII.isWhitespace(byte) {
            pendingSpace = true
            return
        }
        flushBreaks()
        if pendingSpace, let last = output.last, last != ASCII.lineFeed, last != ASCII.tab {
            output.append(ASCII.space)
        }
        pendingSpace = false
        output.append(byte)
    }

    mutating func enter(_ kind: MarkupKind) {
        switch kind {
        case .lineBreak:
            output.append(ASCII.lineFeed)
            pendingSpace = false
        case .tableRow:
            breakLine(1)
            cellsInRow = 0
        case .tableCell:
            if cellsInRow > 0 { output.append(ASCII.tab) }
            cellsInRow += 1
            pendingSpace = false
        case .list:
            breakLine(listDepth > 0 ? 1 : 2)
            listDepth += 1
        case .paragraph, .heading, .table, .blockquote, .pre, .horizontalRule:
            breakLine(2)
        default:
            if kind.isBlock { breakLine(1) }
        }
    }

    mutating func leave(_ kind: MarkupKind) {
        switch kind {
        case .list:
            listDepth -= 1
            breakLine(listDepth > 0 ? 1 : 2)
        case .paragraph, .heading, .table, .blockquote, .pre:
            breakLine(2)
        case .tableCell, .lineBreak:
            break
        default:
            if kind.isBlock { breakLine(1) }
        }
    }

    private mutating func breakLine(_ count: Int) {
        pendingSpace = false
        guard !output.isEmpty else { return }
        pendingBreaks = max(pendingBreaks, count)
    }

    private mutating func flushBreaks() {
        guard pendingBreaks > 0 else { return }
        var trailing = 0
        while trailing < output.count, output[output.count - 1 - trailing] == ASCII.lineFeed { trailing += 1 }
        for _ in trailing..<max(trailing, pendingBreaks) { output.append(ASCII.lineFeed) }
        pendingBreaks = 0
        pendingSpace = false
    }

    mutating func finish() -> String {
        while let last = output.last, last == ASCII.lineFeed || last == ASCII.space { output.removeLast() }
        return String(decoding: output, as: UTF8.self)
    }
}
