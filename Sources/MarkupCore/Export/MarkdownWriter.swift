/// One block of a Markdown export: its lines, and the marker if it is a list (two lists in a
/// row need different markers, or a reader joins them).
struct MarkdownBlock {
    var text: String
    var listMarker: Character? = nil
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
    /// What is written other than Markdown's way: `<div>` looks, `<a style>`, HTML lists.
    let structure: MarkdownStructure
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
    /// Whether each node holds a link (an `a href`, or a text whose carrier is a link).
    let holdsLinks: [Bool]

    // Inline state.
    var inLink = false
    var openDelimiters: Set<String> = []
    var inTableCell = false
    var singleLine = false
    /// Whether the paragraph being written shows anything yet (text, an image, a checkbox).
    var wroteVisible = false
    /// The text node whose carrier's custom attributes the custom attribute list being
    /// written says (its element's only child), so the text does not say them again.
    var mergedCarrier: Int?

    var tree: MarkupTree { document.tree }

    init(document: StyledDocument, carriers: [Int: MarkdownCarrier] = [:], structure: MarkdownStructure = MarkdownStructure(),
         previous: (mirror: StyledDocument, htmlBlockParents: [Int: Int])? = nil) {
        self.document = document
        self.carriers = carriers
        self.structure = structure
        self.previous = previous
        let records = document.tree.records
        var holds = [Bool](repeating: false, count: records.count)
        var links = [Bool](repeating: false, count: records.count)
        for index in stride(from: records.count - 1, through: 1, by: -1) {
            let parent = records[index].parent
            let isBlock = records[index].kind.isBlock && document.style(ofNodeAt: index).isHidden != true
            if isBlock || holds[index] { holds[parent] = true }
            let isLink = records[index].kind == .text ? structure.textLinks[index] != nil || carriers[index]?.link != nil
                : document.tree.tag(at: index) == "a" && document.tree.hasAttribute("href", at: index)
            if isLink || links[index] { links[parent] = true }
        }
        holdsBlocks = holds
        holdsLinks = links
    }

    /// Whether the text node at `index` is written with more than its text: a carrier or a link.
    func saysMore(_ index: Int) -> Bool { carriers[index] != nil || structure.textLinks[index] != nil }

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
        for child in flowChildren(of: container) where child.id.index != skipped {
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

    /// `container`'s children, with an inline element that holds blocks (`<b>A<div>B</div></b>`)
    /// replaced by its children, so that its inline content runs on with its neighbours'; its
    /// look is carried by its text.
    func flowChildren(of container: MarkupNode) -> [MarkupNode] {
        var result: [MarkupNode] = []
        var pending = Array(container.children.reversed())
        while let node = pending.popLast() {
            if node.kind != .text, !node.kind.isBlock, holdsBlocks[node.id.index], !document.isHidden(node),
               node.depth < Self.nestingLimit {
                pending += node.children.reversed()
            } else {
                result.append(node)
            }
        }
        return result
    }

    /// Whether `node` is written inside a paragraph: text, inline elements holding no block,
    /// and hidden elements (which write nothing).
    func isInlineLevel(_ node: MarkupNode) -> Bool {
        if node.kind == .text || document.isHidden(node) || node.depth >= Self.nestingLimit { return true }
        // An empty block breaks nothing (`x<div></div>y` is one line); a rule shows.
        if node.kind.isBlock, node.subtreeEnd == node.id.index + 1, node.kind != .horizontalRule { return true }
        return !node.kind.isBlock && !holdsBlocks[node.id.index]
    }

    /// A paragraph of inline `nodes`, children of `container`; nil when it shows nothing. One
    /// whose alignment or indent the reader would not give is set in a `<div>` saying them
    /// (blank lines around the paragraph keep it Markdown inside the HTML).
    mutating func paragraph(_ nodes: [MarkupNode], in container: MarkupNode, tight: Bool) -> MarkdownBlock? {
        let key = nodes[0].id.index
        let look = tight ? nil : structure.blockLooks[key]
        if let look { mirror.open("div", [("style", look)]) }
        if !tight {
            paragraphs[key] = (container.id.index, mirror.currentElement, mirror.nextIndex)
            mirror.open("p")
        }
        var content = ""
        wroteVisible = false
        for node in nodes { inline(node, into: &content) }
        if !tight { mirror.close() }
        if look != nil { mirror.close() }
        guard wroteVisible, let lines = Self.paragraphLines(content) else { return nil }
        guard let look else { return MarkdownBlock(text: lines) }
        return MarkdownBlock(text: Self.inDiv(lines, style: look))
    }

    /// Inline content as the lines of a paragraph: hard breaks at its start and end dropped
    /// (they show nothing there), each line's start escaped; nil when nothing is left.
    static func paragraphLines(_ content: String) -> String? {
        var lines = lines(of: content).map { MarkdownEscaping.lineStart($0) }
        // A line of a hard break alone (a `\\` literal is escaped, `\\\\`).
        func isBreak(_ line: String) -> Bool { line.trimmingASCIIWhitespace() == "\\" || line.allSatisfy { $0 == " " } }
        while let first = lines.first, isBreak(first) { lines.removeFirst() }
        while let last = lines.last, isBreak(last) { lines.removeLast() }
        guard !lines.isEmpty else { return nil }
        // A hard break ends every line but the last: an odd run of `\\` at its end ends in one.
        if lines[lines.count - 1].reversed().prefix(while: { $0 == "\\" }).count % 2 == 1 { lines[lines.count - 1].removeLast() }
        while let last = lines[lines.count - 1].last, last == " " || last == "\t" { lines[lines.count - 1].removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The blocks of one block-level child.
    mutating func block(_ node: MarkupNode, after previousBlock: MarkdownBlock?) -> [MarkdownBlock] {
        let style = document.style(of: node)
        let keepsSpace = style.whiteSpace?.isPreserved ?? false
        switch node.kind {
        case .pre where node.tag == "plaintext":
            return [plainTextBlock(node)]
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
            guard let look = structure.listLooks[node.id.index] else { return [list(node, after: previousBlock) ?? htmlBlock(node)] }
            mirror.open("div", [("style", look)])
            let written = list(node, after: nil)
            mirror.close()
            return [written.map { MarkdownBlock(text: Self.inDiv($0.text, style: look)) } ?? htmlBlock(node)]
        case .listItem where !(node.parent.map { if case .list = $0.kind { true } else { false } } ?? false):
            // An item outside a list still has its marker, which only a list gives in Markdown.
            return [htmlBlock(node)]
        case .horizontalRule:
            mirror.void("hr")
            return [MarkdownBlock(text: "---")]
        case .table where !TableClassifier.role(of: node).isLayout:
            return [table(node) ?? htmlBlock(node)]
        default:
            return flow(node, tight: false)
        }
    }

    /// `text` in a `<div style>`: the blank lines around it keep it Markdown.
    static func inDiv(_ text: String, style: String) -> String {
        "<div style=\"" + HTMLExport.escaped(style, quote: true) + "\">\n\n" + text + "\n\n</div>"
    }

    /// `text`'s lines with `first` before the first, `rest` before the others, and `blank`
    /// for empty lines after the first.
    static func prefixed(_ text: String, first: String, rest: String, blank: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for (index, line) in lines(of: text).enumerated() {
            if index > 0 { result += "\n" }
            if line.isEmpty {
                result += index == 0 ? String(first.dropLast(first.hasSuffix(" ") ? 1 : 0)) : blank
            } else {
                result += index == 0 ? first : rest
                result += line
            }
        }
        return result
    }

    /// The lines of `text`, split at line feeds by bytes (splitting by characters costs more).
    static func lines(of text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.utf8.startIndex
        var index = start
        while index < text.utf8.endIndex {
            if text.utf8[index] == 0x0A {
                result.append(text[start..<index])
                start = text.utf8.index(after: index)
            }
            index = text.utf8.index(after: index)
        }
        result.append(text[start..<text.utf8.endIndex])
        return result
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
              !texts[0].text.contains("\r"), !saysMore(texts[0].id.index) else { return nil }
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

    /// `plaintext`, whose text runs to the end of an HTML document, as the `pre` block it
    /// looks like (nothing could follow a `plaintext` block).
    mutating func plainTextBlock(_ node: MarkupNode) -> MarkdownBlock {
        let text = node.descendants.filter { $0.kind == .text }.map(\.text).joined()
        let parent = document.parentStyle(of: node)
        let style = InlineStyleDeclarations.css(for: document.style(of: node), parent: parent)
        // The parser drops a line feed right after `<pre>`: one more keeps a leading one.
        return MarkdownBlock(text: "<pre style=\"" + HTMLExport.escaped(style, quote: true) + "\">" + (text.hasPrefix("\n") ? "\n" : "")
            + HTMLExport.escaped(text, quote: false).replacing("\n", with: "&#10;") + "</pre>")
    }

    /// `node` as an HTML block: balanced HTML on lines none of which is blank, every element
    /// with its resolved style inline, started by a tag that starts an HTML block.
    mutating func htmlBlock(_ node: MarkupNode) -> MarkdownBlock {
        htmlBlockParents[node.id.index] = mirror.currentElement
        let parent = previous.flatMap { previous in
            previous.htmlBlockParents[node.id.index].map { previous.mirror.style(ofNodeAt: $0) }
        } ?? document.parentStyle(of: node)
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
