/// Tables: implied rows, cells closing cells, and table tags outside any table.
///
/// Simplified from the standard's table insertion modes: content is never moved out
/// of a table ("foster parenting"); everything else follows it.
extension TreeBuilder {
    private static let rowContext: ElementCategories = [.tableRow, .tableScopeBoundary]
    private static let bodyContext: ElementCategories = [.tableSection, .tableScopeBoundary]
    private static let tableContext: ElementCategories = .tableScopeBoundary

    private var inTable: Bool { hasInScope("table", scope: Self.tableScope) }

    mutating func tableStartTag(_ name: String, slot: Int?) {
        if name == "table" {
            closeParagraphIfOpen()
            insertElement(token: index, name: name, slot: slot)
            return
        }
        guard inTable else {
            report(.ignoredTag, "\(tokenSource(index)) is outside any <table>, so the tag is ignored (its content stays)")
            return
        }
        switch name {
        case "caption", "colgroup", "tbody", "thead", "tfoot":
            popBack(to: Self.tableContext)
            insertElement(token: index, name: name, slot: slot)
            if name == "caption" { formatting.pushMarker() }
        case "col":
            if !hasInScope("colgroup", scope: Self.tableScope) { popBack(to: Self.tableContext) }
            insertElement(token: index, name: name, slot: slot)
        case "tr":
            popBack(to: Self.bodyContext)
            insertElement(token: index, name: name, slot: slot)
        default:
            if !hasInScope("tr", scope: Self.tableScope) {
                popBack(to: Self.bodyContext)
                insertElement(token: nil, name: "tr", startCause: index)
            } else {
                popBack(to: Self.rowContext)
            }
            insertElement(token: index, name: name, slot: slot)
            formatting.pushMarker()
        }
    }

    mutating func tableEndTag(_ name: String) {
        guard hasInScope(name, scope: Self.tableScope) else { return dropStray(name) }
        generateImpliedEndTags(except: name)
        popUntil(.named(name), closedBy: index)
    }

    /// Pops until the current node is one of `context`, closing cells and rows on the way.
    private mutating func popBack(to context: ElementCategories) {
        var closedEarly: [Int] = []
        while open.count > 1, categories(currentNode).isDisjoint(with: context) {
            if !categories(currentNode).contains(.optionalEnd) { closedEarly.append(currentNode) }
            pop(cause: index)
        }
        reportClosedEarly(closedEarly)
    }
}
