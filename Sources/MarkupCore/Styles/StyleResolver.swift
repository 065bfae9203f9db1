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
        // Records are read in place: binding one copies it, retaining its strings.
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
                                     enclosingLists: Int(enclosingLists[parent]),
                                     tableReset: TagDefaults.tableTextAlign(inherited: inheritedAlign) != nil)
            // An element with no attribute, no rule and a known tag (most of them) is found by
            // its place alone, without passing (and so retaining) its attributes, and without
            // making its tag and rules (each a release per element).
            let plain = !records[index].hasAttributes && (slot != nil || tree.tag(at: index).isEmpty)
                && (matches.isEmpty || matches[index]?.isEmpty ?? true)
            let deltaID: Int32
            if plain, let known = deltas.plainDelta(at: place) {
                deltaID = known
            } else {
                let tag = slot == nil ? tree.tag(at: index) : ""
                let rules = matches.isEmpty ? [] : matches[index] ?? []
                let attributes = records[index].attributeIndices
                let (found, lookup) = deltas.find(place: place, tag: tag, attributes: attributes, of: tree,
                                                  rules: rules)
                if let found {
                    deltaID = found
                    if deltas.hasInlineDiagnostics(found) {
                        cascade.addInlineDiagnostics(of: tree[NodeID(index)], to: &diagnostics)
                    }
                } else {
                    let start = deltas.assignments.count
                    let reported = cascade.appendDelta(of: tree[NodeID(index)],
                                                       enclosingLists: Int(enclosingLists[parent]),
                                                       inheritedAlign: inheritedAlign, matchedRules: rules,
                                                       to: &deltas.assignments, diagnostics: &diagnostics)
                    deltaID = deltas.insert(at: lookup, place: place, tag: tag, attributes: attributes, of: tree,
                                            rules: rules, from: start, hasInlineDiagnostics: reported)
                }
            }
            if deltas.setsNothing(deltaID) {
                styleIndex[index] = parentID
                continue
            }
            styleIndex[index] = resolved.known(parent: parentID, deltaID: deltaID)
                ?? resolved.resolve(parent: parentID, assignments: deltas.assignments(of: deltaID), deltaID: deltaID)
        }
        diagnostics.sort { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
        return StyledDocument(tree: tree, options: options, sheet: sheet, styles: resolved.table.styles,
                              styleIndex: styleIndex, enclosingLists: enclosingLists, sheetMatches: matches,
                              diagnostics: diagnostics)
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
        for (ruleIndex, rule) in sheet.rules.enumerated() {
            for (node, isMatch) in SelectorMatcher.matchFlags(rule.selector, in: tree).enumerated() where isMatch {
                matches[node, default: []].append(ruleIndex)
            }
        }
        return matches
    }
}
