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
    /// What a node is, for the passes to switch on without comparing type names.
    enum Kind: UInt8 {
        case document, paragraph, heading, blockQuote, list, item, tasklist, codeBlock, htmlBlock, thematicBreak
        case text, softbreak, linebreak, code, htmlInline, emph, strong, strikethrough, link, image
        case table
        /// Table rows and cells, and anything else: written as its children.
        case other

        /// The kind of cmark-gfm's type name `type`.
        init(type: String) {
            self = switch type {
            case "document": .document
            case "paragraph": .paragraph
            case "heading": .heading
            case "block_quote": .blockQuote
            case "list": .list
            case "item": .item
            case "tasklist": .tasklist
            case "code_block": .codeBlock
            case "html_block": .htmlBlock
            case "thematic_break": .thematicBreak
            case "text": .text
            case "softbreak": .softbreak
            case "linebreak": .linebreak
            case "code": .code
            case "html_inline": .htmlInline
            case "emph": .emph
            case "strong": .strong
            case "strikethrough": .strikethrough
            case "link": .link
            case "image": .image
            case "table": .table
            default: .other
            }
        }

        /// Kinds cmark-gfm gives no exit event: they hold no children.
        var isLeaf: Bool {
            switch self {
            case .htmlBlock, .thematicBreak, .codeBlock, .text, .softbreak, .linebreak, .code, .htmlInline: true
            default: false
            }
        }

        /// Kinds that hold inline content (their children are text, emphasis, links…).
        var isInline: Bool {
            switch self {
            case .text, .softbreak, .linebreak, .code, .htmlInline, .emph, .strong, .link, .image, .strikethrough: true
            default: false
            }
        }
    }

    /// cmark-gfm's name of the node type: `paragraph`, `emph`, `table_cell`, `tasklist`…
    let type: String
    /// What the node is (``type`` as a ``Kind``).
    let kind: Kind
    /// Whether the type holds inline content.
    var isInline: Bool { kind.isInline }
    /// Whether the node is a soft or hard line break.
    var isBreak: Bool { kind == .softbreak || kind == .linebreak }
    var startLine: Int
    var startColumn: Int
    var endLine: Int
    var endColumn: Int
    /// Source bytes of the node, once ``MarkdownPositions`` has placed it.
    var range = SourceRange.empty(at: 0)
    /// Text of text, code, code blocks and HTML, escapes and entities resolved.
    var literal = ""
    /// Destination of a link or image.
    var url: String {
        get { details?.url ?? "" }
        set { writableDetails.url = newValue }
    }
    /// Title of a link or image.
    var title: String {
        get { details?.title ?? "" }
        set { writableDetails.title = newValue }
    }
    /// Info string of a fenced code block (its first word names the language).
    var info: String {
        get { details?.info ?? "" }
        set { writableDetails.info = newValue }
    }
    /// Level of a heading, 1 to 6.
    var headingLevel: Int {
        get { details?.headingLevel ?? 0 }
        set { writableDetails.headingLevel = newValue }
    }
    /// Whether a list is numbered.
    var isOrdered: Bool {
        get { details?.isOrdered ?? false }
        set { writableDetails.isOrdered = newValue }
    }
    /// First number of a numbered list.
    var listStart: Int {
        get { details?.listStart ?? 1 }
        set { writableDetails.listStart = newValue }
    }
    /// Whether a list is tight (its items' paragraphs are not wrapped in `p`, as in HTML).
    var isTight: Bool {
        get { details?.isTight ?? false }
        set { writableDetails.isTight = newValue }
    }
    /// Whether a code block is fenced rather than indented.
    var isFenced: Bool {
        get { details?.isFenced ?? false }
        set { writableDetails.isFenced = newValue }
    }
    /// Whether a task list item is checked.
    var isChecked: Bool {
        get { details?.isChecked ?? false }
        set { writableDetails.isChecked = newValue }
    }
    /// Alignment of each table column: `l`, `c`, `r`, or 0 for none (tables only).
    var alignments: [UInt8] {
        get { details?.alignments ?? [] }
        set { writableDetails.alignments = newValue }
    }
    /// Whether a table row is the header row.
    var isHeaderRow: Bool {
        get { details?.isHeaderRow ?? false }
        set { writableDetails.isHeaderRow = newValue }
    }

    /// What only links, images, code blocks, headings, lists, task items and tables carry,
    /// apart, so that the many text and inline nodes stay small (half the bytes to allocate,
    /// fault in and free).
    private final class Details {
        var url = ""
        var title = ""
        var info = ""
        var headingLevel = 0
        var isOrdered = false
        var listStart = 1
        var isTight = false
        var isFenced = false
        var isChecked = false
        var alignments: [UInt8] = []
        var isHeaderRow = false
    }

    private var details: Details?

    private var writableDetails: Details {
        if let details { return details }
        let made = Details()
        details = made
        return made
    }

    var children: [MarkdownNode] = []

    convenience init(type: String, startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        self.init(type: type, kind: Kind(type: type), startLine: startLine, startColumn: startColumn, endLine: endLine,
                  endColumn: endColumn)
    }

    init(type: String, kind: Kind, startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        self.type = type
        self.kind = kind
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
    }
}
