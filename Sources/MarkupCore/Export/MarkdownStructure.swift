/// What a Markdown export writes other than Markdown's own way, because the Markdown read
/// back would not give it: found from a first writing and its ``MarkdownMirror``, then fixed
/// for the writings after it.
struct MarkdownStructure {
    /// `<div style>` declarations around a paragraph aligned or indented unlike its Markdown,
    /// by the paragraph's first node.
    var blockLooks: [Int: String] = [:]
    /// `<div style>` declarations around a list whose markers would look otherwise (a list
    /// inside bold copy has bold markers), by the list.
    var listLooks: [Int: String] = [:]
    /// `text-decoration-line` for a link whose underline or strikethrough would differ
    /// (decorations propagate: the link's text cannot take them off), by the `a`.
    var linkDecorations: [Int: String] = [:]
    /// The lists whose markers Markdown cannot give (`type="a"`, `list-style-type`): HTML blocks.
    var htmlLists: Set<Int> = []
    /// The link of each text whose link the Markdown would not give (its `a` holds blocks,
    /// and is written as its content), by the text node: `[text](url)` around it. Found
    /// before the carriers, so that they are worked out inside the link and do not say the
    /// link's own look (its underline) again.
    var textLinks: [Int: String] = [:]

    var isEmpty: Bool {
        blockLooks.isEmpty && listLooks.isEmpty && linkDecorations.isEmpty && htmlLists.isEmpty && textLinks.isEmpty
    }

    /// What `writer`'s writing of `document` needs, its mirror's styles being `mirror`.
    init(document: StyledDocument, mirror: StyledDocument, writer: MarkdownWriter) {
        for (source, copy) in writer.mirror.elements {
            let wanted = document.style(ofNodeAt: source)
            let read = mirror.style(ofNodeAt: copy)
            if document.tree.tag(at: source) == "a" {
                guard wanted.underline != read.underline || wanted.strikethrough != read.strikethrough else { continue }
                var decorations = MarkupStyle()
                decorations.underline = wanted.underline ?? false
                decorations.strikethrough = wanted.strikethrough ?? false
                linkDecorations[source] = InlineStyleDeclarations.css(for: decorations, parent: read)
            } else if wanted.listStyleType != read.listStyleType {
                htmlLists.insert(source)
            } else {
                // What a marker is drawn with.
                let look = MarkdownExport.difference(wanted, from: read, in: \.fontWeight, \.italic, \.foregroundColor,
                                                     \.fontSize)
                let declarations = InlineStyleDeclarations.css(for: look, parent: read)
                if !declarations.isEmpty { listLooks[source] = declarations }
            }
        }
        for (source, copy) in writer.mirror.textNodes {
            let wanted = document.style(ofNodeAt: source)
            if let link = wanted.link, link != mirror.style(ofNodeAt: copy).link { textLinks[source] = link }
        }
        for (key, paragraph) in writer.paragraphs {
            let wanted = document.style(ofNodeAt: paragraph.container)
            let read = mirror.style(ofNodeAt: paragraph.mirrorParagraph)
            let look = MarkdownExport.difference(wanted, from: read, in: \.textAlign, \.headIndent)
            guard look.textAlign != nil || look.headIndent != nil else { continue }
            let declarations = InlineStyleDeclarations.css(for: look, parent: mirror.style(ofNodeAt: paragraph.mirrorParent))
            if !declarations.isEmpty { blockLooks[key] = declarations }
        }
    }

    /// Nothing written otherwise.
    init() {}
}
