import MarkupCore

/// One node of cmark-gfm's syntax tree, copied out of C with what the token writer needs.
///
/// A class: the passes over the tree (position repair, placement, the token walk) hand nodes
/// around and mutate them in place, and a reference costs one retain where a value with five
/// strings and two arrays cost seven and a copy.
///
/// Positions arrive as cmark reports them (1-based lines, 1-based byte columns, the end column
/// inclusive) and are turned into ``range`` by ``MarkdownPositions``, which repairs the ones
/// cmark-gfm gets wrong.
final class MarkdownNode {
    /// cmark-gfm's name of the node type: `paragraph`, `emph`, `table_cell`, `tasklist`…
    let type: String
    /// Whether the type holds inline content (see ``inlineTypes``).
    let isInline: Bool
    /// Whether the node is a soft or hard line break.
    let isBreak: Bool
    var startLine: Int
    var startColumn: Int
    var endLine: Int
    var endColumn: Int
    /// Source bytes of the node, once ``MarkdownPositions`` has placed it.
    var range = SourceRange.empty(at: 0)
    /// Text of text, code, code blocks and HTML, escapes and entities resolved.
    var literal = ""
    /// Destination of a link or image.
    var url = ""
    /// Title of a link or image.
    var title = ""
    /// Info string of a fenced code block (its first word names the language).
    var info = ""
    /// Level of a heading, 1 to 6.
    var headingLevel = 0
    /// Whether a list is numbered.
    var isOrdered = false
    /// First number of a numbered list.
    var listStart = 1
    /// Whether a list is tight (its items' paragraphs are not wrapped in `p`, as in HTML).
    var isTight = false
    /// Whether a code block is fenced rather than indented.
    var isFenced = false
    /// Whether a task list item is checked.
    var isChecked = false
    /// Alignment of each table column: `l`, `c`, `r`, or 0 for none (tables only).
    var alignments: [UInt8] = []
    /// Whether a table row is the header row.
    var isHeaderRow = false
    var children: [MarkdownNode] = []

    init(type: String, startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        self.type = type
        isInline = Self.inlineTypes.contains(type)
        isBreak = type == "softbreak" || type == "linebreak"
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
    }

    /// Types cmark-gfm gives no exit event: they hold no children.
    static let leafTypes: Set<String> = [
        "html_block", "thematic_break", "code_block", "text", "softbreak", "linebreak", "code", "html_inline",
    ]

    /// Types that hold inline content (their children are text, emphasis, links…).
    static let inlineTypes: Set<String> = [
        "text", "softbreak", "linebreak", "code", "html_inline", "emph", "strong", "link", "image",
        "strikethrough",
    ]
}
