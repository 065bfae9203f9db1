/// The element family a node belongs to; one case per family the renderer treats alike.
public enum MarkupKind: Hashable, Sendable {
    case root
    case text
    case bold
    case italic
    case underline
    case strikethrough
    case link
    /// `span` and other inline elements with no look of their own (`abbr`, `label`, `time` …).
    case inline
    case paragraph
    /// `div` and other blocks (`section`, `header`, `center`, `dt`, `dd` …).
    case block
    case heading(level: Int)
    case lineBreak
    case horizontalRule
    case list(ordered: Bool)
    case listItem
    case table
    /// `thead`, `tbody`, `tfoot`.
    case tableSection
    case tableRow
    case tableCell(header: Bool)
    case tableCaption
    case image
    /// `code`, `kbd`, `samp`, `tt`.
    case code
    case pre
    case blockquote
    case `subscript`
    case superscript
    case mark
    case small
    case font
    /// Any other element, unknown tags included; kept so nothing is lost.
    case extended

    /// The family of the element called `tag` (lowercased).
    public init(tag: String) {
        self = MarkupKind.byTag[tag] ?? .extended
    }

    /// ``init(tag:)`` for a name whose ``KnownElements`` slot is already known.
    init(tag: String, slot: Int?) {
        self = MarkupKind.byTag[tag, slot: slot] ?? .extended
    }

    /// The family of each known element (``KnownElements``), by slot; nil where a slot holds
    /// no name. Read by the tree's builder, a load per element where the table's lookup
    /// checked its static's start-up each time.
    static let bySlot: [MarkupKind?] = (0..<KnownElements.slotCount).map { slot in
        KnownElements.names[slot].map { MarkupKind(tag: $0, slot: slot) }
    }

    /// A short stable name for dumps and JSON (`bold`, `heading`, `table-cell` …).
    public var name: String {
        switch self {
        case .root: "root"
        case .text: "text"
        case .bold: "bold"
        case .italic: "italic"
        case .underline: "underline"
        case .strikethrough: "strikethrough"
        case .link: "link"
        case .inline: "inline"
        case .paragraph: "paragraph"
        case .block: "block"
        case .heading: "heading"
        case .lineBreak: "line-break"
        case .horizontalRule: "horizontal-rule"
        case .list: "list"
        case .listItem: "list-item"
        case .table: "table"
        case .tableSection: "table-section"
        case .tableRow: "table-row"
        case .tableCell: "table-cell"
        case .tableCaption: "table-caption"
        case .image: "image"
        case .code: "code"
        case .pre: "pre"
        case .blockquote: "blockquote"
        case .`subscript`: "subscript"
        case .superscript: "superscript"
        case .mark: "mark"
        case .small: "small"
        case .font: "font"
        case .extended: "extended"
        }
    }

    /// Whether elements of this family start on a new line in normal flow.
    public var isBlock: Bool {
        switch self {
        case .paragraph, .block, .heading, .horizontalRule, .list, .listItem, .table, .tableSection,
             .tableRow, .tableCell, .tableCaption, .pre, .blockquote:
            true
        default:
            false
        }
    }

    private static let byTag = ElementTable<MarkupKind>({
        var kinds: [(name: String, value: MarkupKind)] = [
            ("b", .bold), ("strong", .bold),
            ("i", .italic), ("em", .italic), ("cite", .italic), ("dfn", .italic), ("var", .italic),
            ("u", .underline), ("ins", .underline),
            ("s", .strikethrough), ("strike", .strikethrough), ("del", .strikethrough),
            ("a", .link),
            ("p", .paragraph),
            ("br", .lineBreak), ("hr", .horizontalRule),
            ("ul", .list(ordered: false)), ("menu", .list(ordered: false)), ("dir", .list(ordered: false)),
            ("ol", .list(ordered: true)),
            ("li", .listItem),
            ("table", .table), ("thead", .tableSection), ("tbody", .tableSection), ("tfoot", .tableSection),
            ("tr", .tableRow), ("td", .tableCell(header: false)), ("th", .tableCell(header: true)),
            ("caption", .tableCaption),
            ("img", .image),
            ("code", .code), ("kbd", .code), ("samp", .code), ("tt", .code),
            ("pre", .pre), ("listing", .pre), ("xmp", .pre), ("plaintext", .pre),
            ("blockquote", .blockquote),
            ("sub", .subscript), ("sup", .superscript),
            ("mark", .mark), ("small", .small), ("font", .font),
        ]
        for (index, tag) in ["h1", "h2", "h3", "h4", "h5", "h6"].enumerated() { kinds.append((tag, .heading(level: index + 1))) }
        for tag in ["span", "abbr", "acronym", "bdi", "bdo", "big", "data", "label", "nobr", "q", "time",
                    "output", "ruby", "rb", "rt", "rp", "rtc", "blink", "button", "meter", "progress"] {
            kinds.append((tag, .inline))
        }
        for tag in ["div", "section", "article", "aside", "header", "footer", "main", "nav", "address",
                    "center", "figure", "figcaption", "hgroup", "details", "summary", "dialog", "dl", "dt",
                    "dd", "fieldset", "legend", "form", "search"] {
            kinds.append((tag, .block))
        }
        return kinds
    }())
}
