/// Writes a styled document as CommonMark with GitHub's extensions (tables, strikethrough,
/// task lists), so that markscope reading the Markdown back shows the same styled text.
///
/// Markdown says what it can: paragraphs, headings, emphasis, code, links, images, block
/// quotes, lists, breaks, rules, simple tables. Classes, ids and `data-` attributes, which a
/// profile, a style sheet or an app hooks onto, become Apple's custom attributes
/// (`^[50% off](class: 'sale')`). Every other part of the resolved look (a colour, a size, an
/// underline from a `<style>` rule or the profile) that the Markdown read back would not give
/// is carried by `<span style="…">` around the text: it is written once, the Markdown's
/// look is worked out by resolving the tree it reads back as (``MarkdownMirror``), and the
/// text whose look differs is written again in a span saying the difference. What Markdown
/// has no block syntax for at all is an HTML block with the resolved styles inline. Style
/// sheets are not written: the resolved styles stand in for them.
public enum MarkdownExport {
    /// The Markdown of `document`, ending in a line feed (empty for a document that shows nothing).
    public static func markdown(_ document: StyledDocument) -> String {
        var first = MarkdownWriter(document: document)
        let written = first.write()
        let mirror = first.mirror.resolved(options: document.options, customTags: document.tree.customTags)
        let carriers = carriers(document, mirror: mirror, textNodes: first.mirror.textNodes)
        let decorations = linkDecorations(document, mirror: mirror, elements: first.mirror.elements)
        let lists = htmlLists(document, mirror: mirror, elements: first.mirror.elements)
        let looks = blockLooks(document, mirror: mirror, paragraphs: first.paragraphs)
        if carriers.isEmpty, decorations.isEmpty, lists.isEmpty, looks.isEmpty, first.htmlBlockParents.isEmpty {
            return written
        }
        var second = MarkdownWriter(document: document, carriers: carriers, linkDecorations: decorations,
                                    htmlLists: lists, blockLooks: looks, previous: (mirror, first.htmlBlockParents))
        return second.write()
    }

    /// For each source text node with visible text whose look read back would differ, what carries it.
    static func carriers(_ document: StyledDocument, mirror: StyledDocument, textNodes: [Int: Int]) -> [Int: MarkdownCarrier] {
        var result: [Int: MarkdownCarrier] = [:]
        for (source, copy) in textNodes {
            let wanted = document.style(ofNodeAt: source)
            let read = mirror.style(ofNodeAt: copy)
            guard wanted != read,
                  document.tree.records[source].text.unicodeScalars.contains(where: { !MarkdownEscaping.isCollapsibleSpace($0) })
            else { continue }
            let carrier = MarkdownCarrier(wanted: wanted, read: read,
                                          link: wanted.link != read.link ? wanted.link : nil)
            if carrier.link != nil || !carrier.declarations(besides: nil).isEmpty { result[source] = carrier }
        }
        return result
    }

    /// For each link whose underline or strikethrough read back would differ (decorations
    /// propagate, so the link's text cannot take them off), its `text-decoration-line`.
    static func linkDecorations(_ document: StyledDocument, mirror: StyledDocument, elements: [Int: Int])
        -> [Int: (look: MarkupStyle, declarations: String)] {
        var result: [Int: (look: MarkupStyle, declarations: String)] = [:]
        for (source, copy) in elements where document.tree.records[source].tag == "a" {
            let wanted = document.style(ofNodeAt: source)
            let read = mirror.style(ofNodeAt: copy)
            guard wanted.underline != read.underline || wanted.strikethrough != read.strikethrough else { continue }
            var decorations = MarkupStyle()
            decorations.underline = wanted.underline ?? false
            decorations.strikethrough = wanted.strikethrough ?? false
            result[source] = (decorations, InlineStyleDeclarations.css(for: decorations, parent: read))
        }
        return result
    }

    /// The lists whose marker style read back would differ (`type="a"`, `list-style-type`).
    static func htmlLists(_ document: StyledDocument, mirror: StyledDocument, elements: [Int: Int]) -> Set<Int> {
        Set(elements.filter { source, copy in
            document.tree.records[source].tag != "a"
                && document.style(ofNodeAt: source).listStyleType != mirror.style(ofNodeAt: copy).listStyleType
        }.keys)
    }

    /// For each paragraph whose alignment or indent read back would differ, the declarations
    /// of a `<div>` around it.
    static func blockLooks(_ document: StyledDocument, mirror: StyledDocument,
                           paragraphs: [Int: (container: Int, mirrorParent: Int, mirrorParagraph: Int)])
        -> [Int: (look: MarkupStyle, declarations: String)] {
        var result: [Int: (look: MarkupStyle, declarations: String)] = [:]
        for (key, paragraph) in paragraphs {
            let wanted = document.style(ofNodeAt: paragraph.container)
            let read = mirror.style(ofNodeAt: paragraph.mirrorParagraph)
            var look = MarkupStyle()
            if wanted.textAlign != read.textAlign { look.textAlign = wanted.textAlign }
            if wanted.headIndent != read.headIndent { look.headIndent = wanted.headIndent }
            guard look.textAlign != nil || look.headIndent != nil else { continue }
            let declarations = InlineStyleDeclarations.css(for: look, parent: mirror.style(ofNodeAt: paragraph.mirrorParent))
            if !declarations.isEmpty { result[key] = (look, declarations) }
        }
        return result
    }

    /// The fields of `wanted` that `read` does not have, set to `wanted`'s values (the link
    /// aside: a link is no declaration). Both decorations are said when either differs, as
    /// `text-decoration-line` sets both.
    static func difference(_ wanted: MarkupStyle, from read: MarkupStyle) -> MarkupStyle {
        var style = MarkupStyle()
        func take<Value: Equatable>(_ field: WritableKeyPath<MarkupStyle, Value?>) {
            if wanted[keyPath: field] != read[keyPath: field] { style[keyPath: field] = wanted[keyPath: field] }
        }
        take(\.fontSize)
        take(\.fontWeight)
        take(\.italic)
        take(\.foregroundColor)
        take(\.backgroundColor)
        if wanted.underline != read.underline || wanted.strikethrough != read.strikethrough {
            style.underline = wanted.underline
            style.strikethrough = wanted.strikethrough
        }
        take(\.verticalPosition)
        take(\.textTransform)
        take(\.textAlign)
        take(\.headIndent)
        take(\.firstLineIndent)
        take(\.listStyleType)
        take(\.lineHeight)
        take(\.letterSpacing)
        take(\.wordSpacing)
        take(\.isHidden)
        take(\.fontFamily)
        take(\.whiteSpace)
        return style
    }
}
