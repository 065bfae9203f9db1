import MarkupCore

/// Lays out a styled document at a width, like a browser's normal flow.
///
/// Whitespace collapses outside `pre`; blocks start new lines and paragraphs, headings,
/// lists, quotes, tables and `pre` are set apart by a blank line; `br` breaks; lists
/// indent per level with markers and hanging lines; quotes get the theme's bar; `hr`
/// fills the width; images show as `[image: alt W×H]`; links are numbered `[n]` with
/// their URLs listed at the end (or become OSC 8 hyperlinks). Every cell keeps its node
/// and source range. The walk is a loop, so any depth of nesting is fine.
public enum DocumentLayout {
    /// The document laid out at `options.width` with `theme`.
    public static func render(_ document: StyledDocument, theme: Theme, options: LayoutOptions) -> RenderedDocument {
        var lines: [[Cell]] = []
        let references = render(document, theme: theme, options: options) { lines.append($0) }
        return RenderedDocument(width: options.width, lines: lines, references: references)
    }

    /// Lays the document out line by line, handing each line to `output` as soon as it is
    /// final (a printer need not hold the whole render); returns the numbered link targets.
    @discardableResult
    public static func render(_ document: StyledDocument, theme: Theme, options: LayoutOptions,
                              eachLine output: @escaping ([Cell]) -> Void) -> [(number: Int, url: String)] {
        let links = LinkRegistry()
        let engine = LayoutEngine(document: document, theme: theme, options: options, links: links,
                                  mapper: StyleMapper(theme: theme), tableDepth: 0, roles: [])
        engine.output = output
        engine.layout(childrenOf: document.tree.root, align: .start)
        if !options.hyperlinks, !links.references.isEmpty {
            output([])
            let style = theme.style(.linkList)
            let labelWidth = "[\(links.references.count)] ".count
            for reference in links.references {
                var flow = InlineFlow()
                flow.addGlued(Cell.cells(reference.url, style: style))
                let label = "[\(reference.number)]".padded(toColumns: labelWidth)
                if labelWidth < options.width / 2 {
                    // The URL hangs under itself, after the label.
                    for (index, line) in flow.wrap(width: options.width - labelWidth).enumerated() {
                        let prefix = index == 0 ? label : String(repeating: " ", count: labelWidth)
                        output(Cell.cells(prefix, style: style) + line)
                    }
                } else {
                    var labelFlow = InlineFlow()
                    labelFlow.addGlued(Cell.cells(label, style: style))
                    (labelFlow.wrap(width: options.width) + flow.wrap(width: options.width)).forEach(output)
                }
            }
        }
        return links.references
    }
}
