import MarkupCore

/// Walks a placed Markdown tree in document order, telling the token writer what each node means.
struct MarkdownTreeWalk {
    var writer: MarkdownTokenWriter
    let spans: CustomAttributeSpans
    /// The byte cmark-gfm read in place of NUL, when the source holds NUL (see ``nulStandIn(for:)``).
    let nulStandIn: UInt8?
    private var source: SourceText { writer.source }

    /// A control byte the source does not hold, for cmark-gfm to read in place of NUL: one byte,
    /// kept as it is in literals, so it can be put back (SUB first; any other C0 control or
    /// DEL the source lacks; SUB again if it holds them all).
    static func nulStandIn(for bytes: [UInt8]) -> UInt8 {
        var present = [Bool](repeating: false, count: 128)
        for byte in bytes where byte < 128 { present[Int(byte)] = true }
        let candidates: [UInt8] = [0x1A] + Array(0x01...0x08) + [0x0B] + Array(0x0E...0x1F) + [0x7F]
        return candidates.first { !present[Int($0)] } ?? 0x1A
    }

    init(writer: MarkdownTokenWriter, spans: CustomAttributeSpans, nulStandIn: UInt8? = nil) {
        self.writer = writer
        self.spans = spans
        self.nulStandIn = nulStandIn
    }

    /// A literal with NUL restored: as U+FFFD in Markdown text (CommonMark's rule), as NUL in
    /// HTML (which the HTML stages treat as they do in an HTML file).
    private func restored(_ literal: String, inHTML: Bool) -> String {
        guard let nulStandIn else { return literal }
        let standIn = Unicode.Scalar(nulStandIn)
        let replacement: Unicode.Scalar = inHTML ? "\u{0}" : "\u{FFFD}"
        return String(String.UnicodeScalarView(literal.unicodeScalars.map { $0 == standIn ? replacement : $0 }))
    }

    /// Writes `node` and everything under it; `tight` says whether it is in a tight list's item.
    mutating func write(_ node: MarkdownNode, tight: Bool = false) {
        switch node.kind {
        case .document:
            writeChildren(node)
        case .paragraph:
            if tight { writeChildren(node) } else { element("p", node) }
        case .heading:
            element("h\(min(max(node.headingLevel, 1), 6))", node)
        case .blockQuote:
            element("blockquote", node)
        case .list:
            var attributes: [MarkdownTokenWriter.AttributeValue] = []
            if node.isOrdered, node.listStart != 1 {
                let marker = node.children.first.map(openingRange) ?? openingRange(node)
                attributes.append(.init("start", String(node.listStart), range: marker,
                                        valueRange: find(String(node.listStart), in: marker)))
            }
            element(node.isOrdered ? "ol" : "ul", node, attributes, tight: node.isTight)
        case .item:
            element("li", node, tight: tight)
        case .tasklist:
            taskItem(node, tight: tight)
        case .codeBlock:
            codeBlock(node)
        case .htmlBlock, .htmlInline:
            // A block's literal ends with the line feed after its last line, outside its range.
            var literal = node.kind == .htmlBlock && node.literal.hasSuffix("\n") ? String(node.literal.dropLast()) : node.literal
            literal = restored(literal, inHTML: true)
            writer.html(literal, map: LiteralMap(literal: literal, range: node.range, source: source.bytes), construct: node.type)
        case .thematicBreak:
            writer.void("hr", range: node.range, construct: node.type)
        case .text:
            let text = spans.overlapsMask(node.range) ? source.string(in: node.range) : restored(node.literal, inHTML: false)
            writer.text(text, range: node.range, construct: node.type)
        case .softbreak:
            // As HTML writes a soft break: a line feed, which the layout shows as a space.
            writer.text("\n", range: node.range, construct: node.type)
        case .linebreak:
            writer.void("br", range: node.range, construct: node.type)
        case .code:
            codeSpan(node)
        case .emph:
            element("em", node)
        case .strong:
            element("strong", node)
        case .strikethrough:
            element("del", node)
        case .link:
            if let span = spans.spans[node.range.start] {
                attributeSpan(node, span)
            } else {
                // The destination and title are written in the closing `](url "title")`; an
                // autolink's are its text.
                let closing = closingRange(node)
                let destination = find(node.url, in: closing)
                let isAutolink = (closing.isEmpty || source.bytes[closing.start] != UInt8(ascii: "]"))
                    && node.children.count == 1 && node.children[0].kind == .text
                let written = destination != nil || !isAutolink ? closing : node.range
                var attributes = [MarkdownTokenWriter.AttributeValue("href", node.url, range: written,
                                                                     valueRange: isAutolink ? node.children[0].range : destination)]
                if !node.title.isEmpty {
                    attributes.append(.init("title", node.title, range: written, valueRange: find(node.title, in: closing)))
                }
                element("a", node, attributes)
            }
        case .image:
            var attributes = [MarkdownTokenWriter.AttributeValue("src", node.url, range: node.range,
                                                                 valueRange: find(node.url, in: closingRange(node))),
                              .init("alt", plainText(node), range: node.range)]
            if !node.title.isEmpty { attributes.append(.init("title", node.title, range: node.range)) }
            writer.void("img", attributes, range: node.range, construct: node.type)
        case .table:
            table(node)
        default:
            writeChildren(node, tight: tight)
        }
    }

    private mutating func writeChildren(_ node: MarkdownNode, tight: Bool = false) {
        for child in node.children {
            if child.kind == .link, spans.spans[child.range.start] != nil {
                writer.dropCaret(before: child.range.start)
            }
            write(child, tight: tight)
        }
    }

    /// `<name>` over the node's opening syntax, the children, `</name>` over its closing syntax.
    private mutating func element(_ name: String, _ node: MarkdownNode,
                                  _ attributes: [MarkdownTokenWriter.AttributeValue] = [], tight: Bool = false) {
        writer.start(name, attributes, range: openingRange(node), construct: node.type)
        writeChildren(node, tight: tight)
        writer.end(name, range: closingRange(node), construct: node.type)
    }

    /// The node's bytes before its first child (all of them when it has none).
    private func openingRange(_ node: MarkdownNode) -> SourceRange {
        guard let first = node.children.first else { return node.range }
        return SourceRange(start: node.range.start, end: max(node.range.start, min(first.range.start, node.range.end)))
    }

    /// The node's bytes after its last child (none when it has no children).
    private func closingRange(_ node: MarkdownNode) -> SourceRange {
        guard let last = node.children.last else { return .empty(at: node.range.end) }
        return SourceRange(start: min(max(last.range.end, node.range.start), node.range.end), end: node.range.end)
    }

    /// A `^[text](key: 'value')` span: `<span>` with the attributes, `class` and `id` as
    /// themselves, every other key as `data-KEY`.
    private mutating func attributeSpan(_ node: MarkdownNode, _ span: CustomAttributeSpan) {
        let attributes = span.attributes.entries.map { entry in
            let key = entry.key.lowercased()
            let name = key == "class" || key == "id" ? key : "data-" + key
            return MarkdownTokenWriter.AttributeValue(name, entry.value, range: entry.range, valueRange: entry.valueRange)
        }
        // From the `^`, unless the text before could not give it up (placed past it).
        let openingEnd = openingRange(node).end
        let opening = SourceRange(start: min(max(span.caret, writer.lastEnd), openingEnd), end: openingEnd)
        writer.start("span", attributes, range: opening, construct: "attributes", customAttributes: true)
        writeChildren(node)
        writer.end("span", range: closingRange(node), construct: "attributes")
    }

    /// `<li>` with a checkbox `<input type=checkbox disabled [checked]>` over the `[ ]` or `[x]`.
    private mutating func taskItem(_ node: MarkdownNode, tight: Bool) {
        let opening = openingRange(node)
        var box = SourceRange.empty(at: opening.end)
        if let bracket = source.bytes[opening.start..<opening.end].firstIndex(of: UInt8(ascii: "[")),
           bracket + 3 <= opening.end {
            box = SourceRange(start: bracket, end: bracket + 3)
        }
        writer.start("li", range: SourceRange(start: opening.start, end: box.start), construct: node.type)
        var attributes: [MarkdownTokenWriter.AttributeValue] = [.init("type", "checkbox", range: box), .bare("disabled", range: box)]
        if node.isChecked { attributes.append(.bare("checked", range: box)) }
        writer.void("input", attributes, range: box, construct: node.type)
        if box.end < opening.end {
            writer.text(" ", range: SourceRange(start: box.end, end: opening.end), construct: node.type)
        }
        writeChildren(node, tight: tight)
        writer.end("li", range: closingRange(node), construct: node.type)
    }

    /// `<code>` with the span's literal over the bytes between its backtick runs.
    private mutating func codeSpan(_ node: MarkdownNode) {
        let tick = UInt8(ascii: "`")
        var start = node.range.start
        var end = node.range.end
        while start < end, source.bytes[start] == tick { start += 1 }
        while end > start, source.bytes[end - 1] == tick { end -= 1 }
        writer.start("code", range: SourceRange(start: node.range.start, end: start), construct: node.type)
        writer.text(restored(node.literal, inHTML: false), range: SourceRange(start: start, end: end), construct: node.type)
        writer.end("code", range: SourceRange(start: end, end: node.range.end), construct: node.type)
    }

    /// `<pre><code class="language-…">` with the literal over the lines between the fences.
    private mutating func codeBlock(_ node: MarkdownNode) {
        var content = node.range
        if node.isFenced {
            let firstBreak = source.bytes[content.start..<content.end].firstIndex(of: 0x0A).map { $0 + 1 } ?? content.end
            var lastLine = content.end
            while lastLine > firstBreak, source.bytes[lastLine - 1] != 0x0A { lastLine -= 1 }
            let closing = source.bytes[lastLine..<content.end].filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
            let hasClosingFence = lastLine > firstBreak || (lastLine == firstBreak && firstBreak < content.end)
            let isFence = closing.count >= 3 && Set(closing).count == 1 && (closing[0] == UInt8(ascii: "`") || closing[0] == UInt8(ascii: "~"))
            content = SourceRange(start: firstBreak, end: hasClosingFence && isFence ? lastLine : content.end)
        }
        let language = node.info.split(separator: " ").first.map(String.init) ?? ""
        let attributes: [MarkdownTokenWriter.AttributeValue] = language.isEmpty ? []
            : [.init("class", "language-" + language, range: SourceRange(start: node.range.start, end: content.start),
                     valueRange: find(language, in: SourceRange(start: node.range.start, end: content.start)))]
        writer.start("pre", range: SourceRange(start: node.range.start, end: content.start), construct: node.type)
        writer.start("code", attributes, range: .empty(at: content.start), construct: node.type)
        writer.text(restored(node.literal, inHTML: false), range: content, construct: node.type)
        writer.end("code", range: .empty(at: content.end), construct: node.type)
        writer.end("pre", range: SourceRange(start: content.end, end: node.range.end), construct: node.type)
    }

    /// `<table>` with the header row in `<thead>` and the others in `<tbody>`; cells are `th` or
    /// `td` with the column's `align`.
    private mutating func table(_ node: MarkdownNode) {
        let header = node.children.filter(\.isHeaderRow)
        let body = node.children.filter { !$0.isHeaderRow }
        writer.start("table", range: .empty(at: node.range.start), construct: node.type)
        for (name, rows) in [("thead", header), ("tbody", body)] where !rows.isEmpty {
            writer.start(name, range: .empty(at: rows[0].range.start), construct: node.type)
            for row in rows {
                writer.start("tr", range: openingRange(row), construct: row.type)
                for (column, cell) in row.children.enumerated() {
                    var attributes: [MarkdownTokenWriter.AttributeValue] = []
                    let alignment = column < node.alignments.count ? node.alignments[column] : 0
                    let align: String? = switch alignment {
                    case UInt8(ascii: "l"): "left"
                    case UInt8(ascii: "c"): "center"
                    case UInt8(ascii: "r"): "right"
                    default: nil
                    }
                    if let align { attributes.append(.init("align", align, range: openingRange(cell))) }
                    element(row.isHeaderRow ? "th" : "td", cell, attributes)
                }
                writer.end("tr", range: closingRange(row), construct: row.type)
            }
            writer.end(name, range: .empty(at: rows[rows.count - 1].range.end), construct: node.type)
        }
        writer.end("table", range: .empty(at: node.range.end), construct: node.type)
    }

    /// Where `text`'s bytes are inside `range`, if they are written as they are.
    private func find(_ text: String, in range: SourceRange) -> SourceRange? {
        let needle = text.utf8
        return source.bytes.firstOffset(of: needle, from: range.start, to: range.end)
            .map { SourceRange(start: $0, end: $0 + needle.count) }
    }

    /// The text of an image's description, as HTML's `alt` holds it.
    private func plainText(_ node: MarkdownNode) -> String {
        node.children.map { child in
            switch child.kind {
            case .text, .code: child.literal
            case .softbreak, .linebreak: " "
            default: plainText(child)
            }
        }.joined()
    }
}
