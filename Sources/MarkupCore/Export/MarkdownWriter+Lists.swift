/// Lists: `-` and `1.` items with their start number, nesting by indentation, tight when
/// every item is one line of text (and nested lists after it), loose otherwise; task items
/// with `[ ]` and `[x]`.
extension MarkdownWriter {
    /// `list` as Markdown; nil when it holds something other than items (an HTML block then).
    mutating func list(_ list: MarkupNode, after previousBlock: MarkdownBlock?) -> MarkdownBlock? {
        // Markdown numbers from a start upwards with decimal or bullet markers: a reversed
        // list, an item's own `value` and markers its reader would draw otherwise need HTML.
        let items = list.children.filter { !isNothing($0) }
        guard items.allSatisfy({ $0.kind == .listItem && $0.attribute("value") == nil }), list.attribute("reversed") == nil,
              !structure.htmlLists.contains(list.id.index) else { return nil }
        let ordered = list.tag == "ol"
        let start = ordered ? list.attribute("start").flatMap { Int($0.trimmingASCIIWhitespace()) } ?? 1 : 1
        guard (0...999_999_999).contains(start), (0...999_999_999).contains(start + items.count) else { return nil }
        // Two lists in a row with the same marker would be read as one.
        var marker: Character = ordered ? "." : "-"
        if previousBlock?.listMarker == marker { marker = ordered ? ")" : "*" }
        let tight = items.allSatisfy(isTightItem)
        mirror.open(ordered ? "ol" : "ul", ordered && start != 1 ? [("start", String(start))] : [], source: list.id.index)
        var written: [String] = []
        for (number, item) in items.enumerated() {
            let bullet = ordered ? "\(start + number)\(marker) " : "\(marker) "
            mirror.open("li")
            var task = ""
            let box = checkbox(of: item)
            if let box {
                let checked = box.attribute("checked") != nil
                task = checked ? "[x] " : "[ ] "
                mirror.void("input", [("type", "checkbox"), ("disabled", "")] + (checked ? [("checked", "")] : []))
            }
            let blocks = flow(item, tight: tight, skipping: box?.id.index)
            mirror.close()
            var body = blocks.map(\.text).joined(separator: tight ? "\n" : "\n\n")
            // A task marker needs text after it to be one.
            if box != nil { body = task + (body.isEmpty ? "&#32;" : body) }
            written.append(Self.prefixed(body, first: bullet, rest: String(repeating: " ", count: bullet.count), blank: ""))
        }
        mirror.close()
        return MarkdownBlock(text: written.joined(separator: tight ? "\n" : "\n\n"), listMarker: marker)
    }

    /// Whether a node shows nothing and takes no room: white space between items, hidden elements.
    func isNothing(_ node: MarkupNode) -> Bool {
        if node.kind == .text { return node.text.unicodeScalars.allSatisfy(MarkdownEscaping.isCollapsibleSpace) }
        return document.isHidden(node)
    }

    /// The checkbox an item starts with (a task item), if any.
    func checkbox(of item: MarkupNode) -> MarkupNode? {
        guard let first = item.children.first(where: { !isNothing($0) }), first.tag == "input",
              first.attribute("type")?.lowercased() == "checkbox" else { return nil }
        return first
    }

    /// Whether an item can be written on lines without blank lines between: inline content
    /// first, then only lists, and no nested ordered list that does not start at 1 (only one
    /// starting at 1 may interrupt a paragraph).
    func isTightItem(_ item: MarkupNode) -> Bool {
        var sawList = false
        for child in item.children where !isNothing(child) {
            if child.kind == .list(ordered: false) || child.kind == .list(ordered: true) {
                if child.tag == "ol", (child.attribute("start").flatMap { Int($0.trimmingASCIIWhitespace()) } ?? 1) != 1 {
                    return false
                }
                sawList = true
            } else if sawList || !isInlineLevel(child) {
                return false
            }
        }
        return true
    }
}
