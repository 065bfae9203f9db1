/// Resolves the style of every node of a tree in one pass in document order.
public enum StyleResolver {
    /// Collects the `<style>` sheets, matches their rules and cascades every node.
    public static func resolve(_ tree: MarkupTree, options: StyleOptions = StyleOptions()) -> StyledDocument {
        var diagnostics: [Diagnostic] = []
        let sheet = collectSheet(tree, viewportWidth: options.viewportWidth, diagnostics: &diagnostics)
        let matches = matchRules(sheet, in: tree)
        let cascade = StyleCascade(options: options, sheet: sheet)
        let records = tree.records

        var table = StyleTable()
        var styleIndex = [Int32](repeating: 0, count: records.count)
        var enclosingLists = [Int32](repeating: 0, count: records.count)
        styleIndex[0] = table.intern(options.effectiveRoot)
        var lastInterned: (own: MarkupStyle, parent: Int32, result: Int32)?
        // An element styled by its tag alone (no attributes, no matching rule; the profile's tag
        // style is the same for every element of the tag) gets the style of any other of its
        // tag under the same list depth and parent style.
        var plainElements = PlainElementStyles()
        // Records are read in place: binding one copies it, retaining its strings.
        for index in 1..<max(1, records.count) {
            let parent = records[index].parent
            let kind = records[index].kind
            if kind == .text {
                styleIndex[index] = styleIndex[parent]
                continue
            }
            let isList = if case .list = kind { true } else { false }
            enclosingLists[index] = enclosingLists[parent] + (isList ? 1 : 0)
            let plainKey = records[index].attributes.isEmpty && matches[index] == nil
                ? PlainElementStyles.key(slot: records[index].knownSlot, enclosingLists: enclosingLists[parent],
                                         parentStyle: styleIndex[parent])
                : nil
            if let plainKey, let known = plainElements.styles[plainKey] {
                styleIndex[index] = known
                continue
            }
            let parentStyle = table.styles[Int(styleIndex[parent])]
            let own = cascade.ownStyle(of: tree[NodeID(index)], parent: parentStyle,
                                       enclosingLists: Int(enclosingLists[parent]),
                                       matchedRules: matches[index] ?? [], recordingOrigins: false,
                                       diagnostics: &diagnostics)
            let result: Int32
            if own.style == MarkupStyle() {
                result = styleIndex[parent]
            } else if let last = lastInterned, last.parent == styleIndex[parent], last.own == own.style {
                // Siblings and nested repeats (`<b><b>…`) resolve alike: compare instead of hashing.
                result = last.result
            } else {
                result = table.intern(own.style.inheriting(from: parentStyle))
                lastInterned = (own.style, styleIndex[parent], result)
            }
            styleIndex[index] = result
            if let plainKey { plainElements.styles[plainKey] = result }
        }
        diagnostics.sort { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
        return StyledDocument(tree: tree, options: options, sheet: sheet, styles: table.styles,
                              styleIndex: styleIndex, enclosingLists: enclosingLists, sheetMatches: matches,
                              diagnostics: diagnostics)
    }

    /// The rules of every `<style>` element that apply at `viewportWidth`, in document order.
    private static func collectSheet(_ tree: MarkupTree, viewportWidth: Double?,
                                     diagnostics: inout [Diagnostic]) -> CSSStyleSheet {
        var sheet = CSSStyleSheet()
        // By slot: comparing every node's tag name would copy each record.
        let style = KnownElements.slot(of: "style") ?? -1
        let records = tree.records
        for index in records.indices where records[index].knownSlot == style {
            let element = tree[NodeID(index)]
            let media = element.attributes.first { $0.name == "media" }
            for child in element.children where child.kind == .text {
                sheet.parse(child.text, offset: child.range.start, viewportWidth: viewportWidth, media: media,
                            diagnostics: &diagnostics)
            }
        }
        return sheet
    }

    /// For each node matched by any rule, the indices of the rules that match it.
    private static func matchRules(_ sheet: CSSStyleSheet, in tree: MarkupTree) -> [Int: [Int]] {
        var matches: [Int: [Int]] = [:]
        for (ruleIndex, rule) in sheet.rules.enumerated() {
            for (node, isMatch) in SelectorMatcher.matchFlags(rule.selector, in: tree).enumerated() where isMatch {
                matches[node, default: []].append(ruleIndex)
            }
        }
        return matches
    }
}

/// The styles of elements styled by their tag alone, by tag, list depth and parent style.
private struct PlainElementStyles {
    /// Room for a typical document's from the start: growing a step at a time rehashes.
    var styles: [Int: Int32] = Dictionary(minimumCapacity: 64)

    /// The key of such an element; nil for a tag HTML does not know.
    static func key(slot: Int?, enclosingLists: Int32, parentStyle: Int32) -> Int? {
        guard let slot, enclosingLists >= 0, enclosingLists < 0x10000 else { return nil }
        return slot << 48 | Int(enclosingLists) << 32 | Int(UInt32(bitPattern: parentStyle))
    }
}
