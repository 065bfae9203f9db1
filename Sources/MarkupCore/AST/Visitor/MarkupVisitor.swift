/// Visits nodes by family, producing a `Result` for each.
///
/// Every `visitX` defaults to ``defaultVisit(_:)``; implement only the families you
/// care about. Descending is up to the visitor; ``MarkupWalker`` descends for you
/// without recursion.
public protocol MarkupVisitor {
    associatedtype Result

    mutating func defaultVisit(_ node: MarkupNode) -> Result
    mutating func visitRoot(_ node: MarkupNode) -> Result
    mutating func visitText(_ node: MarkupNode) -> Result
    mutating func visitBold(_ node: MarkupNode) -> Result
    mutating func visitItalic(_ node: MarkupNode) -> Result
    mutating func visitUnderline(_ node: MarkupNode) -> Result
    mutating func visitStrikethrough(_ node: MarkupNode) -> Result
    mutating func visitLink(_ node: MarkupNode) -> Result
    mutating func visitInline(_ node: MarkupNode) -> Result
    mutating func visitParagraph(_ node: MarkupNode) -> Result
    mutating func visitBlock(_ node: MarkupNode) -> Result
    mutating func visitHeading(_ node: MarkupNode, level: Int) -> Result
    mutating func visitLineBreak(_ node: MarkupNode) -> Result
    mutating func visitHorizontalRule(_ node: MarkupNode) -> Result
    mutating func visitList(_ node: MarkupNode, ordered: Bool) -> Result
    mutating func visitListItem(_ node: MarkupNode) -> Result
    mutating func visitTable(_ node: MarkupNode) -> Result
    mutating func visitTableSection(_ node: MarkupNode) -> Result
    mutating func visitTableRow(_ node: MarkupNode) -> Result
    mutating func visitTableCell(_ node: MarkupNode, header: Bool) -> Result
    mutating func visitTableCaption(_ node: MarkupNode) -> Result
    mutating func visitImage(_ node: MarkupNode) -> Result
    mutating func visitCode(_ node: MarkupNode) -> Result
    mutating func visitPre(_ node: MarkupNode) -> Result
    mutating func visitBlockquote(_ node: MarkupNode) -> Result
    mutating func visitSubscript(_ node: MarkupNode) -> Result
    mutating func visitSuperscript(_ node: MarkupNode) -> Result
    mutating func visitMark(_ node: MarkupNode) -> Result
    mutating func visitSmall(_ node: MarkupNode) -> Result
    mutating func visitFont(_ node: MarkupNode) -> Result
    mutating func visitExtended(_ node: MarkupNode) -> Result
}

extension MarkupVisitor {
    /// Calls the `visitX` method of the node's family.
    public mutating func visit(_ node: MarkupNode) -> Result {
        switch node.kind {
        case .root: visitRoot(node)
        case .text: visitText(node)
        case .bold: visitBold(node)
        case .italic: visitItalic(node)
        case .underline: visitUnderline(node)
        case .strikethrough: visitStrikethrough(node)
        case .link: visitLink(node)
        case .inline: visitInline(node)
        case .paragraph: visitParagraph(node)
        case .block: visitBlock(node)
        case .heading(let level): visitHeading(node, level: level)
        case .lineBreak: visitLineBreak(node)
        case .horizontalRule: visitHorizontalRule(node)
        case .list(let ordered): visitList(node, ordered: ordered)
        case .listItem: visitListItem(node)
        case .table: visitTable(node)
        case .tableSection: visitTableSection(node)
        case .tableRow: visitTableRow(node)
        case .tableCell(let header): visitTableCell(node, header: header)
        case .tableCaption: visitTableCaption(node)
        case .image: visitImage(node)
        case .code: visitCode(node)
        case .pre: visitPre(node)
        case .blockquote: visitBlockquote(node)
        case .subscript: visitSubscript(node)
        case .superscript: visitSuperscript(node)
        case .mark: visitMark(node)
        case .small: visitSmall(node)
        case .font: visitFont(node)
        case .extended: visitExtended(node)
        }
    }

    /// Every family's `visitX` defaults to ``defaultVisit(_:)``; a visitor implements only those it needs.
    public mutating func visitRoot(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitText(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitBold(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitItalic(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitUnderline(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitStrikethrough(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitLink(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitInline(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitParagraph(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitBlock(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitHeading(_ node: MarkupNode, level: Int) -> Result { defaultVisit(node) }
    public mutating func visitLineBreak(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitHorizontalRule(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitList(_ node: MarkupNode, ordered: Bool) -> Result { defaultVisit(node) }
    public mutating func visitListItem(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitTable(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitTableSection(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitTableRow(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitTableCell(_ node: MarkupNode, header: Bool) -> Result { defaultVisit(node) }
    public mutating func visitTableCaption(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitImage(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitCode(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitPre(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitBlockquote(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitSubscript(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitSuperscript(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitMark(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitSmall(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitFont(_ node: MarkupNode) -> Result { defaultVisit(node) }
    public mutating func visitExtended(_ node: MarkupNode) -> Result { defaultVisit(node) }
}
