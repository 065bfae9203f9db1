/// SVG and MathML inside HTML ("in foreign content"): their elements keep their children,
/// `/>` closes any of them, and an HTML tag that cannot be SVG or MathML (`<p>`, `<div>`,
/// `<b>` …) ends them, as the standard says.
extension TreeBuilder {
    /// Whether the token being read goes through the foreign-content rules: the current node is
    /// SVG or MathML and not an integration point that reads this token as HTML.
    func readsAsForeign(_ kind: Token.Kind, name: String) -> Bool {
        let current = currentNode
        let namespace = tree[current].namespace
        guard namespace != .html else { return false }
        let isStart = kind == .startTag || kind == .selfClosingTag
        let currentName = self.name(current)
        if namespace == .math {
            if Self.mathTextIntegrationPoints.contains(currentName) {
                if kind == .text { return false }
                if isStart, name != "mglyph", name != "malignmark" { return false }
            }
            if currentName == "annotation-xml", isStart, name == "svg" { return false }
        }
        if isHTMLIntegrationPoint(current), isStart || kind == .text { return false }
        return true
    }

    static let mathTextIntegrationPoints: Set<String> = ["mi", "mo", "mn", "ms", "mtext"]
    static let svgHTMLIntegrationPoints: Set<String> = ["foreignobject", "desc", "title"]

    func isHTMLIntegrationPoint(_ id: Int) -> Bool {
        switch tree[id].namespace {
        case .html: return false
        case .svg: return Self.svgHTMLIntegrationPoints.contains(name(id))
        case .math:
            guard name(id) == "annotation-xml" else { return false }
            let encoding = tree.attributes(of: id).first { $0.name == "encoding" }?.value.lowercased()
            return encoding == "text/html" || encoding == "application/xhtml+xml"
        }
    }

    /// Processes a start tag in foreign content.
    mutating func foreignStartTag(_ name: String, slot: Int?, selfClosing: Bool) {
        if ForeignNames.breaksOut(name, asFont: tree.tables.attributes(of: tokens[index], in: source).contains {
            ForeignNames.isFontBreakoutAttribute($0.name)
        }) {
            let foreign = currentNode
            report(.closedEarly, "\(tokenSource(index)) is HTML, so it ends \(describe(foreign)) here")
            popOutOfForeignContent()
            startTag(slot: slot, selfClosing: selfClosing)
            return
        }
        insertForeignElement(name, namespace: tree[currentNode].namespace, selfClosing: selfClosing)
    }

    /// Pops until the current node is HTML or an integration point.
    private mutating func popOutOfForeignContent() {
        while open.count > 1 {
            let id = currentNode
            let namespace = tree[id].namespace
            if namespace == .html || isHTMLIntegrationPoint(id)
                || (namespace == .math && Self.mathTextIntegrationPoints.contains(name(id))) { return }
            pop(cause: index)
        }
    }

    /// Inserts an SVG or MathML element for the start tag being read; `/>` closes it at once.
    mutating func insertForeignElement(_ name: String, namespace: BuildTree.Namespace, selfClosing: Bool) {
        let isIntegrationPoint = namespace == .svg ? Self.svgHTMLIntegrationPoints.contains(name)
            : Self.mathTextIntegrationPoints.contains(name) || name == "annotation-xml"
        var node = BuildTree.Node(kind: .element, token: index, isIntegrationPoint: isIntegrationPoint)
        node.namespace = namespace
        let id = tree.add(node)
        attach(id, to: currentNode, fostered: options.fosterParenting)
        push(id)
        if selfClosing { pop(closedBy: index, cause: index) }
    }

    /// Processes an end tag in foreign content: it closes the nearest foreign element of its
    /// name, or goes to the HTML rules once the walk reaches an HTML element.
    mutating func foreignEndTag(_ name: String, slot: Int?) {
        if name == "br" || name == "p" {
            report(.closedEarly, "\(tokenSource(index)) is HTML, so it ends \(describe(currentNode)) here")
            popOutOfForeignContent()
            endTag(slot: slot)
            return
        }
        var position = open.count - 1
        while position > 0 {
            let id = open[position]
            if tree[id].namespace == .html {
                endTag(slot: slot)
                return
            }
            if self.name(id) == name {
                popUntil(.element(id), closedBy: index)
                return
            }
            position -= 1
        }
        dropStray(name)
    }
}
