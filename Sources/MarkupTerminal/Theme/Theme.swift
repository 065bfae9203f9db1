import MarkupCore

/// Maps the look of copy (MarkupStyle) and the previewer's chrome onto terminal attributes.
public struct Theme: Sendable, Equatable {
    /// How colours written in the document are used.
    public enum DocumentColors: String, Sendable, CaseIterable {
        /// As written (blended over the theme background when translucent).
        case asIs = "as-is"
        /// Replaced by the nearest colour of the theme's palette.
        case palette
        /// Not used: only the theme's colours show.
        case ignore
    }

    /// How tables are drawn.
    public enum TableBorders: String, Sendable, CaseIterable {
        case box, ascii, none
    }

    public var name: String
    public var summary: String
    /// The terminal background the theme is made for (for blending and contrast).
    public var background: RGBAColor
    /// The default text colour.
    public var foreground: RGBAColor
    /// Named colours the styles refer to.
    public var palette: [String: ThemeColor]
    /// Weight at and above which text is bold.
    public var boldWeight: Int
    /// Weight at and below which text is dim.
    public var dimWeight: Int
    /// Font size (px) at and above which text takes the `heading` role.
    public var headingSize: Double
    /// Font size (px) at and above which text takes the `title` role.
    public var titleSize: Double
    /// Font size (px) at and below which text takes the `small` role.
    public var smallSize: Double
    public var documentColors: DocumentColors
    /// Document colours with less contrast than this against the background are not used (0: off).
    public var minimumContrast: Double
    public var tableBorders: TableBorders
    /// Markers of unordered lists: disc, circle, square.
    public var bullets: [String]
    public var blockquoteBar: String
    public var rule: String
    /// Around underlined text where the output cannot underline it (`_new_`).
    public var underlineMarks: TextMarks
    /// Around inserted text (`<ins>`) where the output cannot underline it (`{+new+}`).
    public var insertionMarks: TextMarks
    /// Around struck text (`<del>`, `<s>`, `line-through`) where the output cannot strike it (`[-$99-]`).
    public var strikethroughMarks: TextMarks
    /// Roles of document content (`text`, `link`, `code`, `heading` …); see ``DocumentRole``.
    public var styles: [DocumentRole: ThemeStyle]
    /// Roles of the previewer's chrome (`border`, `token.start`, `repair.inserted` …).
    public var ui: [String: ThemeStyle]

    public init(name: String) {
        self.name = name
        summary = ""
        background = RGBAColor(rgb: 0x000000)
        foreground = RGBAColor(rgb: 0xE5E5E5)
        palette = [:]
        boldWeight = 600
        dimWeight = 300
        headingSize = 20
        titleSize = 28
        smallSize = 12
        documentColors = .asIs
        minimumContrast = 0
        tableBorders = .box
        bullets = ["•", "◦", "▪"]
        blockquoteBar = "│"
        rule = "─"
        underlineMarks = TextMarks(open: "_", close: "_")
        insertionMarks = TextMarks(open: "{+", close: "+}")
        strikethroughMarks = TextMarks(open: "[-", close: "-]")
        styles = [:]
        ui = [:]
    }

    /// The style of a chrome role, or plain when the theme does not set it.
    public func uiStyle(_ role: String) -> TerminalStyle {
        ui[role]?.terminalStyle ?? .plain
    }

    /// The style of a document role on its own.
    public func style(_ role: DocumentRole) -> TerminalStyle {
        (styles[.text] ?? ThemeStyle()).apply(to: .plain).patched(with: styles[role]?.terminalStyle ?? .plain)
    }
}

/// The glyphs written before and after decorated text that the output cannot decorate
/// (wdiff's marks by default); both empty turns them off.
public struct TextMarks: Sendable, Hashable {
    public var open: String
    public var close: String

    public init(open: String, close: String) {
        self.open = open
        self.close = close
    }
}

/// What a piece of rendered copy is, for the theme: each maps to a `[styles]` key.
public enum DocumentRole: String, Sendable, CaseIterable, Hashable {
    case text, strong, light, italic, underline, strikethrough, link
    case linkNumber = "link-number"
    case linkList = "link-list"
    case code, pre, mark, small, heading, title, `subscript`, superscript, image
    case listMarker = "list-marker"
    case tableBorder = "table-border"
    case tableHeader = "table-header"
    case blockquote
    case blockquoteBar = "blockquote-bar"
    case rule
    case placeholder
}

/// The chrome roles a theme may style (a lint checks keys against these).
public enum UIRoles {
    public static let all: Set<String> = {
        var roles: Set<String> = [
            "border", "border-focused", "title", "title-focused", "status", "status-error", "status-key",
            "selection", "link-highlight", "cursor", "line-number", "search-match", "changed", "help",
            "source.tag", "source.attribute", "source.value", "source.entity", "source.comment", "source.text",
            "token.start", "token.end", "token.self-closing", "token.text", "token.comment", "token.doctype",
            "token.synthesized", "repair.inserted", "repair.dropped", "repair.converted", "repair.reopened",
            "diagnostic.error", "diagnostic.warning", "diagnostic.note", "provenance.field", "provenance.source",
            "tree.guide",
        ]
        for kind in ["root", "text", "bold", "italic", "underline", "strikethrough", "link", "inline", "paragraph",
                     "block", "heading", "line-break", "horizontal-rule", "list", "list-item", "table",
                     "table-section", "table-row", "table-cell", "table-caption", "image", "code", "pre",
                     "blockquote", "subscript", "superscript", "mark", "small", "font", "extended"] {
            roles.insert("node." + kind)
        }
        return roles
    }()
}
