/// Resolves the style of every node of a tree in one pass in document order.
public enum StyleResolver {
    /// Collects the `<style>` sheets, matches their rules and cascades every node.
    public static func resolve(_ tree: MarkupTree, options: StyleOptions = StyleOptions()) -> StyledDocument {
        var diagnostics: [Diagnostic] = []
        let sheet = collectSheet(tree, viewportWidth: options.viewportWidth, diagnostics: &diagnostics)
        let matches = matchRules(sheet, in: tree)
        let records = tree.records
        let cascade = StyleCascade(options: options, sheet: sheet, nodeCount: records.count)

        var styleIndex = [Int32](repeating: 0, count: records.count)
        var enclosingLists = [UInt8](repeating: 0, count: records.count)
        var resolved = ResolvedStyles(root: options.effectiveRoot, elementCount: records.count)
        let profile = options.profile
        var deltas = StyleDeltaIndex(readsClassAndID: !profile.classes.isEmpty || !profile.ids.isEmpty,
                                     mappedAttributes: profile.attributes.values.map(\.attributeName).sorted(),
                                     nodeCount: records.count)
        // Records, styles and list depths are read and written through pointers: the arrays'
        // bounds and uniqueness checks cost a plain element more than its look-up.
        records.withUnsafeBufferPointer { records in
            styleIndex.withUnsafeMutableBufferPointer { styleIndex in
                enclosingLists.withUnsafeMutableBufferPointer { enclosingLists in
                    resolveElements(of: tree, records: records, matches: matches, cascade: cascade,
                                    styleIndex: styleIndex, enclosingLists: enclosingLists, deltas: &deltas,
                                    resolved: &resolved, diagnostics: &diagnostics)
                }
            }
        }
        diagnostics.sort { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
        return StyledDocument(tree: tree, options: options, sheet: sheet, styles: resolved.table.styles,
                              styleIndex: styleIndex, enclosingLists: enclosingLists, sheetMatches: matches,
                              diagnostics: diagnostics)
    }

    /// Writes the style id of every node of `tree` but the root (whose `records` these are) to
    /// `styleIndex`, and the number of lists enclosing each to `enclosingLists`, in document
    /// order: each node's parent comes first. Records are read in place: binding one copies
    /// it, retaining its strings.
    private static func resolveElements(of tree: MarkupTree, records: UnsafeBufferPointer<NodeRecord>,
                                        matches: [Int: [Int]], cascade: StyleCascade,
                                        styleIndex: UnsafeMutableBufferPointer<Int32>,
                                        enclosingLists: UnsafeMutableBufferPointer<UInt8>,
                                        deltas: inout StyleDeltaIndex, resolved: inout ResolvedStyles,
                                        diagnostics: inout [Diagnostic]) {
        var plainStyles = PlainElementStyles()
        let hasRules = !matches.isEmpty
        for index in 1..<max(1, records.count) {
            let parent = records[index].parent
            let kind = records[index].kind
            if kind == .text {
                styleIndex[index] = styleIndex[parent]
                continue
            }
            let isList = if case .list = kind { true } else { false }
            let outerLists = enclosingLists[parent]
            enclosingLists[index] = isList && outerLists < UInt8.max ? outerLists + 1 : outerLists
            let parentID = styleIndex[parent]
            let slot = records[index].knownSlot
            let inheritedAlign = kind == .table ? resolved[parentID].textAlign : nil
            let place = deltas.place(slot: slot, parentSlot: records[parent].knownSlot,
                                     enclosingLists: Int(outerLists),
                                     tableReset: TagDefaults.tableTextAlign(inherited: inheritedAlign) != nil)
            // An element with a known tag, no rule and no attribute that sets a look (most of
            // them) has the style its parent's style and its place give: found in
            // `plainStyles`, else from its delta found by place alone, without passing (and so
            // retaining) its attributes, and without making its tag and rules (each a release
            // per element).
            let attributes = records[index].attributeIndices
            let setsALook = !attributes.isEmpty && deltas.readLook(of: attributes, in: tree)
            let plain = !setsALook && (slot != nil || tree.tag(at: index).isEmpty)
                && (!hasRules || matches[index]?.isEmpty ?? true)
            if plain, let known = plainStyles.style(parent: parentID, place: place) {
                styleIndex[index] = known
                continue
            }
            let deltaID: Int32
            if plain, let known = deltas.plainDelta(at: place) {
                deltaID = known
            } else {
                let tag = slot == nil ? tree.tag(at: index) : ""
                let rules = hasRules ? matches[index] ?? [] : []
                let (found, lookup) = deltas.find(place: place, tag: tag, setsALook: setsALook, of: tree,
                                                  rules: rules)
                if let found {
                    deltaID = found
                    if deltas.hasInlineDiagnostics(found) {
                        cascade.addInlineDiagnostics(of: tree[NodeID(index)], to: &diagnostics)
                    }
                } else {
                    let start = deltas.assignments.count
                    let reported = cascade.appendDelta(of: tree[NodeID(index)],
                                                       enclosingLists: Int(outerLists),
                                                       inheritedAlign: inheritedAlign, matchedRules: rules,
                                                       to: &deltas.assignments, diagnostics: &diagnostics)
                    deltaID = deltas.insert(at: lookup, place: place, tag: tag, setsALook: setsALook, rules: rules,
                                            from: start, hasInlineDiagnostics: reported)
                }
            }
            let style = deltas.setsNothing(deltaID) ? parentID
                : resolved.known(parent: parentID, deltaID: deltaID)
                    ?? resolved.resolve(parent: parentID, assignments: deltas.assignments(of: deltaID),
                                        deltaID: deltaID)
            styleIndex[index] = style
            if plain { plainStyles.store(style, parent: parentID, place: place) }
        }
    }

    /// The rules of every `<style>` element that apply at `viewportWidth`, in document order.
    private static func collectSheet(_ tree: MarkupTree, viewportWidth: Double?,
                                     diagnostics: inout [Diagnostic]) -> CSSStyleSheet {
        var sheet = CSSStyleSheet()
        // By slot: comparing every node's tag name would copy each record. The stored slot is
        // compared as it is (-1 for none), every record read in place.
        guard let style = KnownElements.slot(of: "style") else { return sheet }
        let styleElements = tree.records.withUnsafeBufferPointer { records in
            records.indices.filter { Int(records[$0].storedKnownSlot) == style }
        }
        for index in styleElements {
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
        guard !sheet.rules.isEmpty else { return matches }
        let facts = SelectorFacts(sheet.rules.map(\.selector), in: tree)
        var work = SelectorMatcher.Work()
        for (ruleIndex, rule) in sheet.rules.enumerated() {
            SelectorMatcher.forEachMatch(rule.selector, facts: facts, in: tree, work: &work) { node in
                matches[node, default: []].append(ruleIndex)
            }
        }
        return matches
    }
}
