/// The HTML standard's categories of one element name, as bits: the tree builder looks a
/// name up once, when its element is made, and its scope walks then test bits instead of
/// hashing names.
struct ElementCategories: OptionSet, Hashable, Sendable {
    let rawValue: UInt32

    static let known = ElementCategories(rawValue: 1 << 0)
    static let void = ElementCategories(rawValue: 1 << 1)
    static let formatting = ElementCategories(rawValue: 1 << 2)
    static let special = ElementCategories(rawValue: 1 << 3)
    static let closesParagraph = ElementCategories(rawValue: 1 << 4)
    static let blockEndTag = ElementCategories(rawValue: 1 << 5)
    static let heading = ElementCategories(rawValue: 1 << 6)
    static let optionalEnd = ElementCategories(rawValue: 1 << 7)
    static let impliedEnd = ElementCategories(rawValue: 1 << 8)
    static let tableStructure = ElementCategories(rawValue: 1 << 9)
    static let documentStructure = ElementCategories(rawValue: 1 << 10)
    /// Stops the default "in scope" walk.
    static let scopeBoundary = ElementCategories(rawValue: 1 << 11)
    /// `button`: also stops the walk of "in button scope".
    static let buttonScopeBoundary = ElementCategories(rawValue: 1 << 12)
    /// `ol`, `ul`: also stop the walk of "in list item scope".
    static let listItemScopeBoundary = ElementCategories(rawValue: 1 << 13)
    /// `table`, `template`: the only stops of "in table scope".
    static let tableScopeBoundary = ElementCategories(rawValue: 1 << 14)
    static let tableRow = ElementCategories(rawValue: 1 << 15)
    /// `tbody`, `thead`, `tfoot`.
    static let tableSection = ElementCategories(rawValue: 1 << 16)
    /// Content is one text token (`script`, `style`, `textarea`, `title`).
    static let rawText = ElementCategories(rawValue: 1 << 17)
    /// Elements that belong in a document's head; no formatting is reopened before them.
    static let headOnly = ElementCategories(rawValue: 1 << 18)
    /// `applet`, `marquee`, `object`, `template`: push a marker on the active formatting elements.
    static let formattingMarker = ElementCategories(rawValue: 1 << 19)
    /// Closing one clears the active formatting elements to the last marker (cells, captions, markers).
    static let clearsFormatting = ElementCategories(rawValue: 1 << 20)
    /// Start tags that first deal with an open element of their kind (`select`, `option`,
    /// `button`, ruby parts, `form`, `frame` …; see ``TreeBuilder``).
    static let closesOwnKind = ElementCategories(rawValue: 1 << 21)
    /// `table`, `tbody`, `thead`, `tfoot`, `tr`: no text or element but table parts belongs in them.
    static let tablePart = ElementCategories(rawValue: 1 << 22)
    /// `template`, `colgroup`, `plaintext`: what is read inside them is read their own way
    /// (one bit to test per token; the tree builder then tells them apart).
    static let ownContentRules = ElementCategories(rawValue: 1 << 23)

    /// The categories of the known element in `slot` (empty for nil: a name HTML does not know).
    static func of(slot: Int?) -> ElementCategories {
        slot.map { KnownElements.categories[$0] } ?? []
    }

    /// The names of each category (KnownElementSlots.swift, ``KnownElements``' table, is
    /// generated from these; a name is in as many groups as it has categories).
    static let groups: [(names: [String], category: ElementCategories)] = [
        (HTMLElements.known, .known),
        (HTMLElements.void, .void),
        (HTMLElements.formatting, .formatting),
        (HTMLElements.special, .special),
        (HTMLElements.closesParagraph, .closesParagraph),
        (HTMLElements.blockEndTags, .blockEndTag),
        (HTMLElements.headings, .heading),
        (HTMLElements.optionalEnd, .optionalEnd),
        (HTMLElements.impliedEnd, .impliedEnd),
        (HTMLElements.tableStructure, .tableStructure),
        (HTMLElements.documentStructure, .documentStructure),
        (HTMLElements.scopeBoundary, .scopeBoundary),
        (["button"], .buttonScopeBoundary),
        (["ol", "ul"], .listItemScopeBoundary),
        (["table", "template"], .tableScopeBoundary),
        (["tr"], .tableRow),
        (["tbody", "thead", "tfoot"], .tableSection),
        (Tokenizer.rawTextElements, .rawText),
        (["base", "basefont", "bgsound", "link", "meta", "script", "style", "title", "template", "noscript"],
         .headOnly),
        (["applet", "marquee", "object", "template"], .formattingMarker),
        (["td", "th", "caption", "applet", "marquee", "object", "template"], .clearsFormatting),
        (["table", "tbody", "thead", "tfoot", "tr"], .tablePart),
        (["template", "colgroup", "plaintext"], .ownContentRules),
        (["frame", "select", "input", "textarea", "option", "optgroup", "button", "rb", "rtc", "rp",
          "rt", "form"], .closesOwnKind),
    ]
}
