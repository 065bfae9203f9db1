/// One block of a Markdown export: its lines, and the marker if it is a list (two lists in a
/// row need different markers, or a reader joins them).
struct MarkdownBlock {
    var text: String
    var listMarker: Character? = nil
}

/// What an export says for a text node beyond the Markdown around it: the fields of its look
/// the Markdown would not give, said in a `<span style="…">`, and a link where the text's
/// link is not an `a` the writer could keep.
struct MarkdownCarrier {
    /// The look the text should have.
    var wanted: MarkupStyle
    /// The look the text would be read back with.
    var read: MarkupStyle
    var link: String?

    /// The span's declarations, in a paragraph set in a `<div>` with `look` (which the text
    /// then inherits) or in none, and in a link written as `<a style>` with `decorations` or not.
    /// Text right inside such a link has its decorations; a span inside it does not inherit
    /// an unset (`false`) decoration, so a span there says them again.
    func declarations(besides look: MarkupStyle?, decorations: MarkupStyle? = nil) -> String {
        var read = read
        if let align = look?.textAlign { read.textAlign = align }
        if let indent = look?.headIndent { read.headIndent = indent }
        if let decorations {
            var decorated = read
            decorated.underline = decorations.underline
            decorated.strikethrough = decorations.strikethrough
            if MarkdownExport.difference(wanted, from: decorated) == MarkupStyle() { return "" }
        }
        return InlineStyleDeclarations.css(for: MarkdownExport.difference(wanted, from: read), parent: read)
    }
}

/// Writes a styled tree as Markdown blocks, building the ``MarkdownMirror`` of what it writes
/// as it goes. Block containers Markdown has no syntax for (`div`, layout tables) are left
/// out and their content written in their place; what cannot be said in Markdown at all
/// (a data table with spans, `pre` holding elements, a heading holding blocks) is written as
/// an HTML block with its resolved styles inline. Below ``nestingLimit`` levels everything
/// is inline: text with breaks, its look in carriers.
struct MarkdownWriter {
    let document: StyledDocument
    let carriers: [Int: MarkdownCarrier]
    /// The decorations, and their `text-decoration-line`, of the links whose decorations the
    /// reader's `a` would not give.
    let linkDecorations: [Int: (look: MarkupStyle, declarations: String)]
    /// The lists whose markers Markdown would not give (written as HTML blocks).
    let htmlLists: Set<Int>
    /// Declarations for a `<div>` around a paragraph whose alignment or indent its reader
    /// would not give, by the paragraph's first node.
    let blockLooks: [Int: (look: MarkupStyle, declarations: String)]
    /// The `<div>` look of the paragraph being written.
    var paragraphLook: MarkupStyle?
    /// The decorations of the `<a style>` being written.
    var linkLook: MarkupStyle?
    /// Each paragraph written outside a tight list, by its first node: the source element
    /// whose look it has, the mirror element it is written in, and its mirror `p`.
    var paragraphs: [Int: (container: Int, mirrorParent: Int, mirrorParagraph: Int)] = [:]
    /// The previous pass's mirror and, for each HTML block, the mirror element it sits in:
    /// its style is the parent style the HTML block is read under.
    let previous: (mirror: StyledDocument, htmlBlockParents: [Int: Int])?
    var mirror = MarkdownMirror()
    /// For each element written as an HTML block, the mirror element it is written in.
    var htmlBlockParents: [Int: Int] = [:]
    /// Whether each node holds a visible block-level descendant.
    let holdsBlocks: [Bool]

    // Inline state.
    var inLink = false
    var openDelimiters: Set<String> = []
    var inTableCell = false
    var singleLine = false

    var tree: MarkupTree { document.tree }

    init(document: StyledDocument, carriers: [Int: MarkdownCarrier] = [:], linkDecorations: [Int: (look: MarkupStyle, declarations: String)] = [:],
         htmlLists: Set<Int> = [], blockLooks: [Int: (look: MarkupStyle, declarations: String)] = [:],
         previous: (mirror: StyledDocument, htmlBlockParents: [Int: Int])? = nil) {
        self.document = document
        self.carriers = carriers
        self.linkDecorations = linkDecorations
        self.htmlLists = htmlLists
        self.blockLooks = blockLooks
        self.previous = previous
        let records = document.tree.records
        var holds = [Bool](repeating: false, count: records.count)
        for index in stride(from: records.count - 1, through: 1, by: -1) {
            let parent = records[index].parent
            let isBlock = records[index].kind.isBlock && document.style(ofNodeAt: index).isHidden != true
            if isBlock || holds[index] { holds[parent] = true }
        }
        holdsBlocks = holds
    }

    /// The whole document.
    mutating func write() -> String {
        let blocks = flow(tree.root, tight: false)
        return blocks.isEmpty ? "" : blocks.map(\.text).joined(separator: "\n\n") + "\n"
    }

    /// How deep the writer nests: below it, an element's text is written flat, its look in
    /// carriers (the writer recurses, and trees can be 100,000 levels deep).
    static let nestingLimit = 100

    // MARK: Flow

    /// The blocks of `container`'s children: runs of inline content become paragraphs (in a
    /// tight list item, bare lines), block children their blocks.
    mutating func flow(_ container: MarkupNode, tight: Bool, skipping skipped: Int? = nil) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var run: [MarkupNode] = []
        for child in container.children where child.id.index != skipped {
            if isInlineLevel(child) {
                run.append(child)
                continue
            }
            if !run.isEmpty, let paragraph = paragraph(run, in: container, tight: tight) { blocks.append(paragraph) }
            run = []
            blocks += block(child, after: blocks.last)
        }
        if !run.isEmpty, let paragraph = paragraph(run, in: container, tight: tight) { blocks.append(paragraph) }
        return blocks
    }

    /// Whether `node` is written inside a paragraph: text, inline elements holding no block,
    /// and hidden elements (which write nothing).
    func isInlineLevel(_ node: MarkupNode) -> Bool {
        if node.kind == .text || document.isHidden(node) || node.depth >= Self.nestingLimit { return true }
        return !node.kind.isBlock && !holdsBlocks[node.id.index]
    }

    /// A paragraph of inline `nodes`, children of `container`; nil when it shows nothing. One
    /// whose alignment or indent the reader would not give is set in a `<div>` saying them
    /// (blank lines around the paragraph keep it Markdown inside the HTML).
    mutating func paragraph(_ nodes: [MarkupNode], in container: MarkupNode, tight: Bool) -> MarkdownBlock? {
        let key = nodes[0].id.index
        let look = tight ? nil : blockLooks[key]
        if let look { mirror.open("div", [("style", look.declarations)]) }
        paragraphLook = look?.look
        defer { paragraphLook = nil }
        if !tight {
            paragraphs[key] = (container.id.index, mirror.currentElement, mirror.nextIndex)
            mirror.open("p")
        }
        var content = ""
        for node in nodes { inline(node, into: &content) }
        if !tight { mirror.close() }
        if look != nil { mirror.close() }
        guard let lines = Self.paragraphLines(content) else { return nil }
        guard let look else { return MarkdownBlock(text: lines) }
        return MarkdownBlock(text: "<div style=\"" + HTMLExport.escaped(look.declarations, quote: true) + "\">\n\n" + lines + "\n\n</div>")
    }

    /// Inline content as the lines of a paragraph: hard breaks at its start and end dropped
    /// (they show nothing there), each line's start escaped; nil when nothing is left.
    static func paragraphLines(_ content: String) -> String? {
        var lines = content.split(separator: "\n", omittingEmptySubsequences: false)
            .map { MarkdownEscaping.lineStart($0) }
        func isBreak(_ line: String) -> Bool { line.allSatisfy { $0 == " " || $0 == "\\" } }
        while let first = lines.first, isBreak(first) { lines.removeFirst() }
        while let last = lines.last, isBreak(last) { lines.removeLast() }
        guard !lines.isEmpty else { return nil }
        if lines[lines.count - 1].hasSuffix("\\") { lines[lines.count - 1].removeLast() }
        while let last = lines[lines.count - 1].last, last == " " || last == "\t" { lines[lines.count - 1].removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The blocks of one block-level child.
    mutating func block(_ node: MarkupNode, after previousBlock: MarkdownBlock?) -> [MarkdownBlock] {
        let style = document.style(of: node)
        let keepsSpace = [.pre, .preWrap, .breakSpaces, .preLine].contains(style.whiteSpace)
        switch node.kind {
        case .pre:
            return [codeBlock(node) ?? htmlBlock(node)]
        case _ where keepsSpace:
            return [htmlBlock(node)]
        case .heading(let level):
            return [holdsBlocks[node.id.index] ? htmlBlock(node) : heading(node, level: level)]
        case .blockquote:
            mirror.open("blockquote")
            let inner = flow(node, tight: false).map(\.text).joined(separator: "\n\n")
            mirror.close()
            return [MarkdownBlock(text: Self.prefixed(inner.isEmpty ? "" : inner, first: "> ", rest: "> ", blank: ">"))]
        case .list:
            return [list(node, after: previousBlock) ?? htmlBlock(node)]
        case .horizontalRule:
            mirror.void("hr")
            return [MarkdownBlock(text: "---")]
        case .table where !TableClassifier.role(of: node).isLayout:
            return [table(node) ?? htmlBlock(node)]
        default:
            return flow(node, tight: false)
        }
    }

    /// `text`'s lines with `first` before the first, `rest` before the others, and `blank`
    /// for empty lines after the first.
    static func prefixed(_ text: String, first: String, rest: String, blank: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { index, line in
            index == 0 ? (line.isEmpty ? String(first.dropLast(first.hasSuffix(" ") ? 1 : 0)) : first + line)
                : line.isEmpty ? blank : rest + line
        }.joined(separator: "\n")
    }

    // MARK: Blocks

    mutating func heading(_ node: MarkupNode, level: Int) -> MarkdownBlock {
        let marks = String(repeating: "#", count: level)
        mirror.open("h\(level)")
        singleLine = true
        var content = ""
        for child in node.children { inline(child, into: &content) }
        singleLine = false
        mirror.close()
        var text = content.trimmingASCIIWhitespace()
        // A heading's closing run of `#` is not its text.
        if text.hasSuffix("#") { text.insert("\\", at: text.index(before: text.endIndex)) }
        return MarkdownBlock(text: text.isEmpty ? marks : marks + " " + text)
    }

    /// A fenced code block, when `pre` holds only text (directly or in one `code`) ending in a
    /// line feed (a fenced block's content always does) that needs no carrier.
    mutating func codeBlock(_ pre: MarkupNode) -> MarkdownBlock? {
        var code: MarkupNode?
        var texts = Array(pre.children)
        if texts.count == 1, texts[0].tag == "code" {
            code = texts[0]
            texts = Array(texts[0].children)
        }
        guard texts.count == 1, texts[0].kind == .text, texts[0].text.hasSuffix("\n"),
              !texts[0].text.contains("\r"), carriers[texts[0].id.index] == nil else { return nil }
        let language = code?.classNames.first { $0.hasPrefix("language-") }.map { String($0.dropFirst(9)) } ?? ""
        let text = texts[0].text
        let fence = MarkdownEscaping.fence(for: text)
        mirror.open("pre")
        mirror.open("code", language.isEmpty ? [] : [("class", "language-" + language)])
        mirror.text(text, source: texts[0].id.index)
        mirror.close()
        mirror.close()
        return MarkdownBlock(text: fence + language + "\n" + text + fence)
    }

    /// `node` as an HTML block: balanced HTML on lines none of which is blank, every element
    /// with its resolved style inline, started by a tag that starts an HTML block.
    mutating func htmlBlock(_ node: MarkupNode) -> MarkdownBlock {
        htmlBlockParents[node.id.index] = mirror.currentElement
        let parent = previous.flatMap { previous in
            previous.htmlBlockParents[node.id.index].map { previous.mirror.style(ofNodeAt: $0) }
        } ?? node.parent.map { document.style(of: $0) } ?? MarkupStyle()
        let html = HTMLExport.htmlBlock(document, node, parent: parent)
        return MarkdownBlock(text: Self.htmlBlockTags.contains(node.tag) ? html : "<div>" + html + "</div>")
    }

    /// Tags that start a CommonMark HTML block wherever they stand (kinds 1 and 6).
    static let htmlBlockTags: Set<String> = [
        "pre", "address", "article", "aside", "blockquote", "center", "dd", "details", "dialog", "dir", "div", "dl",
        "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header",
        "hr", "li", "main", "menu", "nav", "ol", "p", "section", "summary", "table", "ul",
    ]
}
