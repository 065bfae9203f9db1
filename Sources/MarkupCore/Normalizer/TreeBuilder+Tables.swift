/// Tables: implied rows, cells closing cells, and table tags outside any table.
///
/// Simplified from the standard's table insertion modes: content is never moved out
/// of a table ("foster parenting"); everything else follows it.
extension TreeBuilder {
    private static let rowContext: Set<String> = ["tr", "table", "template"]
    private static let bodyContext: Set<String> = ["tbody", "thead", "tfoot", "table", "template"]
    private static let tableContext: Set<String> = ["table", "template"]

    private var inTable: Bool { hasInScope("table", only: Self.tableScope) }

    mutating func tableStartTag(_ name: String, _ token: Token) {
        if name == "table" {
            closeParagraphIfOpen()
            insertElement(token: index, name: name, attributes: token.attributes)
            return
        }
        guard inTable else {
            report(.ignoredTag, "\(tokenSource(index)) is outside any <table>, so the tag is ignored (its content stays)")
            return
        }
        switch name {
        case "caption", "colgroup", "tbody", "thead", "tfoot":
            popBack(to: Self.tableContext)
            insertElement(token: index, name: name, attributes: token.attributes)
            if name == "caption" { formatting.pushMarker() }
        case "col":
            if !hasInScope("colgroup", only: Self.tableScope) { popBack(to: Self.tableContext) }
            insertElement(token: index, name: name, attributes: token.attributes)
        case "tr":
            popBack(to: Self.bodyContext)
            insertElement(token: index, name: name, attributes: token.attributes)
        default:
            if !hasInScope("tr", only: Self.tableScope) {
                popBack(to: Self.bodyContext)
                insertElement(token: nil, name: "tr", attributes: [], startCause: index)
            } else {
                popBack(to: Self.rowContext)
            }
            insertElement(token: index, name: name, attributes: token.attributes)
            formatting.pushMarker()
        }
    }

    mutating func tableEndTag(_ name: String) {
        guard hasInScope(name, only: Self.tableScope) else { return dropStray(name) }
        generateImpliedEndTags(except: name)
        popUntil(named: name, closedBy: index)
    }

    /// Pops until the current node is one of `context`, closing cells and rows on the way.
    private mutating func popBack(to context: Set<String>) {
        var closedEarly: [Int] = []
        while open.count > 1, !context.contains(name(currentNode)) {
            if !HTMLElements.optionalEnd.contains(name(currentNode)) { closedEarly.append(currentNode) }
            pop(cause: index)
        }
        reportClosedEarly(closedEarly)
    }
}
