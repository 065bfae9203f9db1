/// Writes a styled document as CommonMark with GitHub's extensions (tables, strikethrough,
/// task lists), so that markscope reading the Markdown back shows the same styled text.
///
/// Markdown says what it can: paragraphs, headings, emphasis, code, links, images, block
/// quotes, lists, breaks, rules, simple tables. Classes, ids and `data-` attributes, which a
/// profile, a style sheet or an app hooks onto, become Apple's custom attributes
/// (`^[50% off](class: 'sale')`). Every other part of the resolved look (a colour, a size, an
/// underline from a `<style>` rule or the profile) that the Markdown read back would not give
/// is carried by a custom attribute where the profile maps one to its property
/// (`^[50% off](color: '#e00000')`), else by `<span style="…">` around the text: it is written once, the Markdown's
/// look is worked out by resolving the tree it reads back as (``MarkdownMirror``), and the
/// text whose look differs is written again in a span saying the difference. What Markdown
/// has no block syntax for at all is an HTML block with the resolved styles inline. Style
/// sheets are not written: the resolved styles stand in for them.
public enum MarkdownExport {
    /// The Markdown of `document`, ending in a line feed (empty for a document that shows nothing).
    ///
    /// Written plainly first; what that would read back as tells what to write otherwise
    /// (``MarkdownStructure``), and a writing with that tells which texts need carriers.
    public static func markdown(_ document: StyledDocument) -> String {
        var writer = MarkdownWriter(document: document)
        var written = writer.write()
        var mirror = writer.mirror.resolved(options: document.options, customTags: document.tree.customTags)
        let structure = MarkdownStructure(document: document, mirror: mirror, writer: writer)
        if !structure.isEmpty || !writer.htmlBlockParents.isEmpty {
            let previous = (mirror, writer.htmlBlockParents)
            writer = MarkdownWriter(document: document, structure: structure, previous: previous)
            written = writer.write()
            mirror = writer.mirror.resolved(options: document.options, customTags: document.tree.customTags)
        }
        let carriers = carriers(document, mirror: mirror, textNodes: writer.mirror.textNodes)
        if carriers.isEmpty { return written }
        var last = MarkdownWriter(document: document, carriers: carriers, structure: structure,
                                  previous: (mirror, writer.htmlBlockParents))
        return last.write()
    }

    /// For each source text node whose look read back would differ, what carries it.
    static func carriers(_ document: StyledDocument, mirror: StyledDocument, textNodes: [Int: Int]) -> [Int: MarkdownCarrier] {
        var result: [Int: MarkdownCarrier] = [:]
        for (source, copy) in textNodes {
            let wanted = document.style(ofNodeAt: source)
            let read = mirror.style(ofNodeAt: copy)
            guard wanted != read else { continue }
            var fields = difference(wanted, from: read)
            // A span does not pass on a decoration its parent only turns off: it says it again.
            if fields != MarkupStyle(), read.underline == false || read.strikethrough == false {
                fields.underline = wanted.underline
                fields.strikethrough = wanted.strikethrough
            }
            let declarations = InlineStyleDeclarations.declarations(for: fields, parent: read)
            let link = wanted.link != read.link ? wanted.link : nil
            let carrier = MarkdownCarrier(declarations: declarations, link: link, profile: document.options.profile)
            if !carrier.isEmpty { result[source] = carrier }
        }
        return result
    }

    /// The fields of `wanted` that `read` does not have, set to `wanted`'s values (the link
    /// aside: a link is no declaration). Both decorations are said when either differs, as
    /// `text-decoration-line` sets both.
    static func difference(_ wanted: MarkupStyle, from read: MarkupStyle) -> MarkupStyle {
        var style = difference(wanted, from: read, in: \.fontSize, \.fontWeight, \.italic, \.foregroundColor,
                               \.backgroundColor, \.verticalPosition, \.textTransform, \.textAlign, \.headIndent,
                               \.firstLineIndent, \.listStyleType, \.lineHeight, \.letterSpacing, \.wordSpacing,
                               \.isHidden, \.fontFamily, \.whiteSpace)
        if wanted.underline != read.underline || wanted.strikethrough != read.strikethrough {
            style.underline = wanted.underline
            style.strikethrough = wanted.strikethrough
        }
        return style
    }

    /// Of `fields`, those whose value in `wanted` differs from `read`'s, set to `wanted`'s values;
    /// every other field unset.
    static func difference<each Value: Equatable>(_ wanted: MarkupStyle, from read: MarkupStyle,
                                                  in fields: repeat WritableKeyPath<MarkupStyle, (each Value)?>) -> MarkupStyle {
        var style = MarkupStyle()
        for field in repeat each fields {
            if wanted[keyPath: field] != read[keyPath: field] { style[keyPath: field] = wanted[keyPath: field] }
        }
        return style
    }
}
