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
        let rootSize = options.effectiveRoot.fontSize ?? 16
        let profile = options.profile
        var deltas = StyleDeltaIndex(readsClassAndID: !profile.classes.isEmpty || !profile.ids.isEmpty)
        var resolved = ResolvedStyles()
        let places = ElementPlaces()
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
            let parentID = styleIndex[parent]
            let slot = records[index].knownSlot
            let inheritedAlign = kind == .table ? table.styles[Int(parentID)].textAlign : nil
            let place = StyleDeltaIndex.place(
                slot: slot, nestedList: places.isNestable(slot) ? Int(enclosingLists[parent]) : 0,
                svgParent: places.isSVG(records[parent].knownSlot),
                tableReset: TagDefaults.tableTextAlign(inherited: inheritedAlign) != nil)
            let tag = slot == nil ? records[index].tag : ""
            let rules = matches.isEmpty ? [] : matches[index] ?? []
            let (found, lookup) = deltas.find(place: place, tag: tag, attributes: records[index].attributes, rules: rules)
            let deltaID: Int32
            if let found {
                deltaID = found
                if deltas.deltas[Int(found)].hasInlineDiagnostics {
                    cascade.addInlineDiagnostics(of: tree[NodeID(index)], to: &diagnostics)
                }
            } else {
                let delta = cascade.delta(of: tree[NodeID(index)], enclosingLists: Int(enclosingLists[parent]),
                                          inheritedAlign: inheritedAlign, matchedRules: rules, diagnostics: &diagnostics)
                deltaID = deltas.insert(delta, at: lookup, place: place, tag: tag,
                                        attributes: records[index].attributes, rules: rules)
            }
            // Most elements (`div`, `span`, `td` …) set nothing of their own.
            if deltas.deltas[Int(deltaID)].assignments.isEmpty {
                styleIndex[index] = parentID
                continue
            }
            if let known = resolved.find(parent: parentID, delta: deltaID) {
                styleIndex[index] = known
                continue
            }
            let parentStyle = table.styles[Int(parentID)]
            let own = deltas.deltas[Int(deltaID)].ownStyle(parent: parentStyle, rootSize: rootSize)
            let result: Int32
            if own == MarkupStyle() {
                result = parentID
            } else {
                // A style equal to the parent's is the parent's entry (the table holds each style
                // once): comparing spares hashing, as for `<b>` in bold text.
                let inherited = own.inheriting(from: parentStyle)
                result = inherited == parentStyle ? parentID : table.intern(inherited)
            }
            resolved.insert(result, parent: parentID, delta: deltaID)
            styleIndex[index] = result
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

/// The resolved style of each distinct (parent style, delta) pair met so far.
private struct ResolvedStyles {
    private var keys: [Int] = []
    private var results: [Int32] = []
    private var index = HashedIndex()

    init() {
        keys.reserveCapacity(64)
        results.reserveCapacity(64)
    }

    func find(parent: Int32, delta: Int32) -> Int32? {
        let key = Self.key(parent: parent, delta: delta)
        return index.find(ByteHash(seed: UInt64(UInt(bitPattern: key))).value) { keys[$0] == key }.map { results[$0] }
    }

    mutating func insert(_ result: Int32, parent: Int32, delta: Int32) {
        let key = Self.key(parent: parent, delta: delta)
        keys.append(key)
        results.append(result)
        index.insert(ByteHash(seed: UInt64(UInt(bitPattern: key))).value)
    }

    private static func key(parent: Int32, delta: Int32) -> Int {
        Int(UInt32(bitPattern: parent)) << 32 | Int(UInt32(bitPattern: delta))
    }
}

/// The tag slots whose place changes their own style: `ul`, `menu` and `dir` take their
/// marker from their list depth, and an `svg`'s children are hidden.
private struct ElementPlaces {
    private let nestable = ["ul", "menu", "dir"].compactMap { KnownElements.slot(of: $0) }
    private let svg = KnownElements.slot(of: "svg")

    func isNestable(_ slot: Int?) -> Bool {
        guard let slot else { return false }
        return nestable.contains(slot)
    }

    func isSVG(_ slot: Int?) -> Bool { slot != nil && slot == svg }
}

