/// Computes the style an element sets for itself, from every source, strongest last.
///
/// Order, weakest first: tag default, presentational attribute, the profile's tag, class and
/// id styles and mapped custom attributes (``ProfileAttribute``), sheet rules by specificity
/// then order, inline `style=""`, then `!important` sheet and inline declarations. With ``StyleOptions/Policy/codeStyleWins`` the profile's
/// styles come last instead, as ZMarkupParser's `respectMarkupStyleFromCode`. Relative values resolve against the parent's resolved style:
/// `em` and `%` font sizes, `bolder`, `currentColor`.
struct StyleCascade {
    let options: StyleOptions
    let sheet: CSSStyleSheet
    /// Inline styles parsed once per distinct text, with ranges relative to the text's start.
    private let inlineStyles: InlineStyleCache

    /// Whether the profile styles any tag, class, id or custom attribute (most documents are
    /// read without one).
    private let hasProfileStyles: Bool

    /// A cascade for the elements of a tree of `nodeCount` nodes (0 for one node at a time),
    /// which sizes the tables of inline styles.
    init(options: StyleOptions, sheet: CSSStyleSheet, nodeCount: Int = 0) {
        self.options = options
        self.sheet = sheet
        inlineStyles = InlineStyleCache(nodeCount: nodeCount)
        let profile = options.profile
        hasProfileStyles = !profile.tags.isEmpty || !profile.classes.isEmpty || !profile.ids.isEmpty
            || !profile.attributes.isEmpty
    }

    /// The element's own style and, per set field, the origin of the winning declaration
    /// (what provenance asks for one node at a time).
    func ownStyle(of node: MarkupNode, parent: MarkupStyle, enclosingLists: Int, matchedRules: [Int],
                  diagnostics: inout [Diagnostic]) -> (style: MarkupStyle, origins: [StyleField: StyleOrigin]) {
        var delta = StyleDelta(assignments: [])
        var origins: [StyleField: StyleOrigin] = [:]
        forEachLayer(of: node, enclosingLists: enclosingLists, inheritedAlign: parent.textAlign,
                     matchedRules: matchedRules, diagnostics: &diagnostics) { assignments, origin in
            delta.assignments += assignments
            let origin = origin()
            for assignment in assignments { origins[assignment.field] = origin }
        }
        return (delta.ownStyle(parent: parent, rootSize: options.effectiveRoot.fontSize ?? 16), origins)
    }

    /// Appends what the element's declarations do, for every element with the same inputs (the
    /// delta's key), to `assignments`; the element's `style=""` problems are added to
    /// `diagnostics`. Returns whether there were any.
    func appendDelta(of node: MarkupNode, enclosingLists: Int, inheritedAlign: TextAlign?, matchedRules: [Int],
                     to assignments: inout [StyleAssignment], diagnostics: inout [Diagnostic]) -> Bool {
        let reported = diagnostics.count
        forEachLayer(of: node, enclosingLists: enclosingLists, inheritedAlign: inheritedAlign,
                     matchedRules: matchedRules, diagnostics: &diagnostics) { layer, _ in
            assignments.append(contentsOf: layer)
        }
        return diagnostics.count > reported
    }

    /// Adds the problems of the element's `style=""` and of its mapped custom attributes'
    /// values at their source bytes to `diagnostics`.
    func addInlineDiagnostics(of node: MarkupNode, to diagnostics: inout [Diagnostic]) {
        forEachMappedAttribute(of: node, diagnostics: &diagnostics) { _, _, _ in }
        _ = inlineDeclarations(of: node, diagnostics: &diagnostics)
    }

    /// Calls `body` with each declaration's worth of assignments of the element, weakest
    /// first, and where it came from (made only when asked: resolving a whole tree needs none).
    private func forEachLayer(of node: MarkupNode, enclosingLists: Int, inheritedAlign: TextAlign?,
                              matchedRules: [Int], diagnostics: inout [Diagnostic],
                              _ body: (_ assignments: [StyleAssignment], _ origin: () -> StyleOrigin) -> Void) {
        let id = node.id
        // The tag is read once: each read makes it from the tree.
        let tag = node.tag
        var tagDefault = TagDefaults.assignments(for: tag, slot: node.knownSlot)
        if let nested = TagDefaults.nestedListStyle(tag: tag, enclosingLists: enclosingLists) {
            tagDefault.append(.listStyleType(nested))
        }
        // An inline SVG is a drawing: its content is hidden, and layout shows its label (SVGLabel).
        if let parent = node.parent, SVGLabel.isSVG(parent) { tagDefault.append(.hidden(true)) }
        if case .table = node.kind, let reset = TagDefaults.tableTextAlign(inherited: inheritedAlign) {
            tagDefault.append(.textAlign(reset))
        }
        if !tagDefault.isEmpty {
            body(tagDefault) { StyleOrigin(source: .tagDefault, node: id) }
        }
        for (attribute, assignments) in PresentationalAttributes.assignments(for: node) {
            body(assignments) { StyleOrigin(source: .attribute(attribute.name), node: id, range: attribute.range) }
        }
        // Asked here, not only inside: the call and its closure cost every element without a profile.
        if hasProfileStyles, options.policy == .inlineStyleWins {
            forEachProfileLayer(of: node, diagnostics: &diagnostics, body)
        }
        // Sorting even an empty array allocates (it copies the shared empty storage to sort it).
        let rules = matchedRules.isEmpty ? [] : matchedRules.map { sheet.rules[$0] }
            .sorted { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
        let (inline, inlineOffset) = inlineDeclarations(of: node, diagnostics: &diagnostics)
        // Normal declarations, then `!important` ones (a loop over `[false, true]` made that array
        // for every element).
        func declarations(important: Bool) {
            for rule in rules {
                for parsed in rule.declarations where parsed.declaration.isImportant == important {
                    body(parsed.assignments) {
                        StyleOrigin(source: .styleSheet(selector: rule.selectorText), node: id,
                                    range: parsed.declaration.range, isImportant: important, media: rule.media)
                    }
                }
            }
            for index in inline where inlineStyles.declarations[index].isImportant == important {
                body(inlineStyles.declarations[index].assignments) {
                    StyleOrigin(source: .inlineStyle, node: id,
                                range: inlineStyles.declarations[index].range.shifted(by: inlineOffset),
                                isImportant: important)
                }
            }
        }
        declarations(important: false)
        declarations(important: true)
        if hasProfileStyles, options.policy == .codeStyleWins {
            forEachProfileLayer(of: node, diagnostics: &diagnostics, body)
        }
    }

    /// The profile's declarations for the node, weakest first: its tag's, its classes' (in the
    /// order the attribute names them), its id's, then its mapped custom attributes' (in the
    /// order they are written: one element's own, as specific as an id).
    private func forEachProfileLayer(of node: MarkupNode, diagnostics: inout [Diagnostic],
                                     _ body: (_ assignments: [StyleAssignment], _ origin: () -> StyleOrigin) -> Void) {
        guard hasProfileStyles else { return }
        let profile = options.profile
        var styles: [ProfileStyle] = []
        if let style = profile.tags[node.tag] { styles.append(style) }
        if !profile.classes.isEmpty || !profile.ids.isEmpty {
            for attribute in node.attributes {
                if attribute.name == "class", !profile.classes.isEmpty {
                    for name in attribute.value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }) {
                        if let style = profile.classes[String(name)] { styles.append(style) }
                    }
                }
            }
            if let id = node.attributes.first(where: { $0.name == "id" }), let style = profile.ids[id.value] {
                styles.append(style)
            }
        }
        for style in styles {
            for declaration in style.declarations where !declaration.assignments.isEmpty {
                body(declaration.assignments) {
                    StyleOrigin(source: .profile(style.section, declaration.location), node: node.id)
                }
            }
        }
        forEachMappedAttribute(of: node, diagnostics: &diagnostics) { mapping, assignments, range in
            body(assignments) { StyleOrigin(source: .profile(.attributes, mapping.location), node: node.id, range: range) }
        }
    }

    /// Each custom attribute of the node (Markdown's `^[…](key: 'value')`) whose key the
    /// profile maps, with what its value sets and the value's source bytes; problems with a
    /// value go to `diagnostics` at those bytes.
    private func forEachMappedAttribute(of node: MarkupNode, diagnostics: inout [Diagnostic],
                                        _ body: (ProfileAttribute, [StyleAssignment], SourceRange) -> Void) {
        let mappings = options.profile.attributes
        guard !mappings.isEmpty else { return }
        let tree = node.tree
        for entry in tree.attributeEntries(at: node.id.index) where tree.tables.isCustomAttribute(at: entry) {
            let attribute = tree.attribute(ofEntry: entry)
            guard attribute.name.hasPrefix("data-"), let mapping = mappings[String(attribute.name.dropFirst(5))] else {
                continue
            }
            let assignments = mapping.assignments(value: attribute.value, range: attribute.valueRange,
                                                  diagnostics: &diagnostics)
            if !assignments.isEmpty { body(mapping, assignments, attribute.valueRange) }
        }
    }

    /// The indices in the cache's ``InlineStyleCache/declarations`` of the node's `style=""`
    /// declarations, and the offset that pins their ranges to the source (0 when the value is
    /// not the source's text and ranges fall back to the attribute's). Returning the cached
    /// declarations with an offset, rather than shifted copies, spares an array and a copy of
    /// every declaration per styled element.
    private func inlineDeclarations(of node: MarkupNode,
                                    diagnostics: inout [Diagnostic]) -> (declarations: Range<Int>, offset: Int) {
        let tree = node.tree
        let tables = tree.tables
        let source = tree.source
        guard let entry = tree.attributeEntries(at: node.id.index).first(where: {
            PackedAttributeName.of(entry: $0, in: tables, source: source) == .style
        }) else { return (0..<0, 0) }
        let span = tables.attributes[entry]
        // A text seen before is found by its bytes, and a new one read from them.
        let text = tree.withAttributeValueBytes(ofEntry: entry) { bytes in
            source.holds(bytes, at: span.valueRange) ? inlineStyles.text(bytes, fallback: span.range) : nil
        }
        guard let text else {
            let declarations = CSSDeclarationParser.parse(tree.attributeValue(ofEntry: entry), offset: nil,
                                                          fallback: span.range, diagnostics: &diagnostics)
            return (inlineStyles.store(declarations, diagnostics: &diagnostics), 0)
        }
        let start = span.valueRange.start
        for var diagnostic in inlineStyles.diagnostics(ofText: text) {
            diagnostic.range = diagnostic.range.shifted(by: start)
            diagnostics.append(diagnostic)
        }
        return (inlineStyles.declarations(ofText: text), start)
    }

    static func apply(_ assignment: StyleAssignment, to style: inout MarkupStyle, parent: MarkupStyle,
                       fontSize: Double, rootSize: Double) {
        apply(assignment, to: &style, parentWeight: parent.fontWeight, parentForeground: parent.foregroundColor,
              fontSize: fontSize, rootSize: rootSize)
    }

    /// Writes what `assignment` sets into `style`; `bolder`, `lighter` and `currentColor`
    /// are relative to the parent's `parentWeight` and `parentForeground`, lengths to
    /// `fontSize` and `rootSize`. A background of `currentColor` writes nothing (the caller
    /// resolves it once every assignment is applied).
    @inline(__always)
    static func apply(_ assignment: StyleAssignment, to style: inout MarkupStyle, parentWeight: FontWeight?,
                      parentForeground: RGBAColor?, fontSize: Double, rootSize: Double) {
        func pixels(_ length: CSSLength) -> Double { length.pixels(parentFontSize: fontSize, rootFontSize: rootSize) }
        switch assignment {
        case .fontSize:
            break
        case .fontWeight(let weight):
            let inherited = parentWeight ?? .regular
            switch weight {
            case .absolute(let value): style.fontWeight = value
            case .bolder: style.fontWeight = inherited.bolder
            case .lighter: style.fontWeight = inherited.lighter
            }
        case .italic(let value): style.italic = value
        case .foreground(let color):
            switch color {
            case .rgba(let value): style.foregroundColor = value
            case .currentColor: style.foregroundColor = parentForeground
            }
        case .background(let color):
            if case .rgba(let value) = color { style.backgroundColor = value }
        case .underline(let value): style.underline = value
        case .strikethrough(let value): style.strikethrough = value
        case .link(let url): style.link = url
        case .verticalPosition(let value): style.verticalPosition = value
        case .textTransform(let value): style.textTransform = value
        case .textAlign(let value): style.textAlign = value
        case .headIndent(let length): style.headIndent = pixels(length)
        case .firstLineIndent(let length): style.firstLineIndent = pixels(length)
        case .listStyleType(let value): style.listStyleType = value
        case .lineHeight(let length):
            if case .number(let factor) = length {
                style.lineHeight = factor
            } else if fontSize > 0 {
                style.lineHeight = pixels(length) / fontSize
            }
            // A length is no factor of a zero font size (e-mails hide text with `font-size: 0`).
        case .letterSpacing(let length): style.letterSpacing = pixels(length)
        case .wordSpacing(let length): style.wordSpacing = pixels(length)
        case .hidden(let value): style.isHidden = value
        case .fontFamily(let value): style.fontFamily = value
        case .whiteSpace(let value): style.whiteSpace = value
        }
    }
}
