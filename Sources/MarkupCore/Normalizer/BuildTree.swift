/// The tree the normalizer builds, as an arena of nodes that can be moved around.
///
/// The adoption agency algorithm re-parents nodes after they were inserted, so the
/// balanced stream can only be written once the whole input has been seen.
struct BuildTree {
    enum Kind { case root, element, text, comment, doctype }
    /// The namespace the standard's tree construction puts an element in.
    enum Namespace: UInt8 { case html, svg, math }

    /// One node; token and node numbers are stored in 32 bits (-1 for none), since a
    /// document has a node per token and they are all alive while the normalizer runs.
    /// An element's name and attributes are its start tag's or the table's (see
    /// ``name(of:)`` and ``attributes(of:)``), not copies.
    struct Node {
        private var storedToken: Int32
        private var storedParent: Int32 = -1
        // Children as a doubly linked list: no array per element, and detaching is O(1).
        fileprivate var firstChild: Int32 = -1
        fileprivate var lastChild: Int32 = -1
        fileprivate var nextSibling: Int32 = -1
        fileprivate var previousSibling: Int32 = -1
        private var storedStartCause: Int32
        private var storedClonedFrom: Int32
        private var storedEndToken: Int32 = -1
        private var storedEndCause: Int32 = -1
        /// What the standard says about `name` (looked up once).
        var categories: ElementCategories
        /// The name's slot in ``KnownElements``; -1 for a name HTML does not know.
        var knownSlot: Int32
        var kind: Kind
        var namespace: Namespace = .html
        var isVoid: Bool
        /// Whether the element is on the stack of open elements.
        var isOpen = false
        /// Whether the element is in the list of active formatting elements.
        var isActiveFormatting = false

        init(kind: Kind, token: Int? = nil, categories: ElementCategories = [],
             knownSlot: Int32 = -1, isVoid: Bool = false, startCause: Int? = nil,
             clonedFrom: Int? = nil) {
            self.kind = kind
            self.categories = categories
            self.knownSlot = knownSlot
            self.isVoid = isVoid
            storedToken = Self.store(token)
            storedStartCause = Self.store(startCause)
            storedClonedFrom = Self.store(clonedFrom)
        }

        /// The token this node came from: the start tag, text, comment or doctype; nil when made up.
        var token: Int? { Self.load(storedToken) }
        var parent: Int {
            get { Int(storedParent) }
            set { storedParent = Int32(clamping: newValue) }
        }
        /// Set when the element was made up: the token that caused it.
        var startCause: Int? { Self.load(storedStartCause) }
        /// For a reopened formatting element: the element it copies.
        var clonedFrom: Int? { Self.load(storedClonedFrom) }
        /// The end tag token that closed the element, when it was closed by its own.
        var endToken: Int? {
            get { Self.load(storedEndToken) }
            set { storedEndToken = Self.store(newValue) }
        }
        /// What closed it otherwise (nil: the end of the input).
        var endCause: Int? {
            get { Self.load(storedEndCause) }
            set { storedEndCause = Self.store(newValue) }
        }

        private static func store(_ value: Int?) -> Int32 { value.map { Int32(clamping: $0) } ?? -1 }
        private static func load(_ value: Int32) -> Int? { value < 0 ? nil : Int(value) }
    }

    /// The tokenizer's tokens, which nodes refer to by index.
    let tokens: [Token]
    private(set) var nodes: [Node] = [Node(kind: .root)]
    /// Text replacing a text node's token (for `<pre>`'s dropped first newline), by node.
    var textOverrides: [Int: (text: String, range: SourceRange)] = [:]

    static let root = 0

    subscript(id: Int) -> Node {
        _read { yield nodes[id] }
        _modify { yield &nodes[id] }
    }

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    /// The name of an element: a known one from ``KnownElements`` (the normalizer makes up
    /// only known elements), any other its start tag's; empty for other nodes.
    func name(of id: Int) -> String {
        let slot = nodes[id].knownSlot
        if slot >= 0, let name = KnownElements.names[Int(slot)] { return name }
        guard nodes[id].kind == .element, let token = nodes[id].token else { return "" }
        return tokens[token].name
    }

    /// The name an element is written out with, and that name's slot: an SVG element's in its
    /// mixed case (`foreignObject`).
    func outputName(of id: Int) -> (name: String, slot: Int?) {
        guard nodes[id].namespace != .html else { return (name(of: id), slot(of: id)) }
        let adjusted = ForeignNames.adjustedName(name(of: id), svg: nodes[id].namespace == .svg)
        return (adjusted, KnownElements.slot(of: adjusted))
    }

    /// The element's slot among the known elements (``KnownElements``), nil when not known.
    func slot(of id: Int) -> Int? {
        let slot = nodes[id].knownSlot
        return slot < 0 ? nil : Int(slot)
    }

    /// The attributes of an element: its start tag's, or for a reopened formatting element
    /// those of the element it copies; none for an element the normalizer made up.
    func attributes(of id: Int) -> [Attribute] {
        var original = id
        while let copied = nodes[original].clonedFrom { original = copied }
        guard nodes[original].kind == .element, let token = nodes[original].token else { return [] }
        return tokens[token].attributes
    }

    /// Makes room for `count` nodes in one allocation.
    mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
    }

    mutating func add(_ node: Node) -> Int {
        nodes.append(node)
        return nodes.count - 1
    }

    mutating func append(_ child: Int, to parent: Int) {
        detach(child)
        let last = nodes[parent].lastChild
        nodes[child].parent = parent
        nodes[child].previousSibling = last
        if last >= 0 { nodes[Int(last)].nextSibling = Int32(child) } else { nodes[parent].firstChild = Int32(child) }
        nodes[parent].lastChild = Int32(child)
    }

    /// Puts `child` right before `sibling`, under the same parent.
    mutating func insert(_ child: Int, before sibling: Int) {
        detach(child)
        let parent = nodes[sibling].parent
        let previous = nodes[sibling].previousSibling
        nodes[child].parent = parent
        nodes[child].previousSibling = previous
        nodes[child].nextSibling = Int32(sibling)
        nodes[sibling].previousSibling = Int32(child)
        if previous >= 0 { nodes[Int(previous)].nextSibling = Int32(child) } else { nodes[parent].firstChild = Int32(child) }
    }

    mutating func detach(_ child: Int) {
        let parent = nodes[child].parent
        guard parent >= 0 else { return }
        let previous = nodes[child].previousSibling
        let next = nodes[child].nextSibling
        if previous >= 0 { nodes[Int(previous)].nextSibling = next } else { nodes[parent].firstChild = next }
        if next >= 0 { nodes[Int(next)].previousSibling = previous } else { nodes[parent].lastChild = previous }
        nodes[child].previousSibling = -1
        nodes[child].nextSibling = -1
        nodes[child].parent = -1
    }

    /// Moves every child of `source` to the end of `target`.
    mutating func moveChildren(of source: Int, to target: Int) {
        let first = nodes[source].firstChild
        guard first >= 0 else { return }
        var child = first
        while child >= 0 {
            nodes[Int(child)].parent = target
            child = nodes[Int(child)].nextSibling
        }
        let last = nodes[target].lastChild
        if last >= 0 {
            nodes[Int(last)].nextSibling = first
            nodes[Int(first)].previousSibling = last
        } else {
            nodes[target].firstChild = first
        }
        nodes[target].lastChild = nodes[source].lastChild
        nodes[source].firstChild = -1
        nodes[source].lastChild = -1
    }

    /// Writes the tree out as a balanced token stream, iteratively (trees may be very deep).
    /// `replacements` are tags read as text, by token index.
    func serialize(replacements: [Int: Token], source: SourceText) -> [Token] {
        // Each node writes one token, an element with content two: the exact room, for
        // big documents would otherwise carry up to twice what they need.
        var output: [Token] = []
        output.reserveCapacity(nodes.reduce(-1) { $0 + ($1.kind == .element && !$1.isVoid ? 2 : 1) })
        let endOfInput = SourceRange.empty(at: source.count)
        func causeRange(_ cause: Int?) -> SourceRange { cause.map { tokens[$0].range } ?? endOfInput }

        // Per open element, its next child to write (-1: none left). Fields are read in place:
        // copying a node per step would retain its name and attributes each time.
        var stack: [(node: Int, next: Int32)] = [(BuildTree.root, nodes[BuildTree.root].firstChild)]
        while let top = stack.last {
            if top.next >= 0 {
                let child = Int(top.next)
                stack[stack.count - 1].next = nodes[child].nextSibling
                output.append(openingToken(child, replacements: replacements, causeRange: causeRange))
                if nodes[child].kind == .element, !nodes[child].isVoid {
                    stack.append((child, nodes[child].firstChild))
                }
                continue
            }
            stack.removeLast()
            if top.node == BuildTree.root { break }
            let (endName, endSlot) = outputName(of: top.node)
            if let end = nodes[top.node].endToken {
                output.append(Token(tag: .endTag, name: endName, slot: endSlot, range: tokens[end].range, origin: end))
            } else {
                let cause = nodes[top.node].endCause
                output.append(Token(tag: .endTag, name: endName, slot: endSlot,
                                    range: causeRange(cause), isSynthesized: true, origin: cause))
            }
        }
        return output
    }

    private func openingToken(_ id: Int, replacements: [Int: Token],
                              causeRange: (Int?) -> SourceRange) -> Token {
        let node = nodes[id]
        switch node.kind {
        case .element:
            let kind: Token.Kind = node.isVoid ? .selfClosingTag : .startTag
            guard let token = node.token else {
                return Token(tag: kind, name: name(of: id), slot: slot(of: id), attributes: attributes(of: id),
                             range: causeRange(node.startCause), isSynthesized: true, origin: node.startCause)
            }
            if node.namespace != .html {
                let (name, slot) = outputName(of: id)
                let attributes = ForeignNames.adjustedAttributes(tokens[token].attributes, svg: node.namespace == .svg)
                return Token(tag: kind, name: name, slot: slot, attributes: attributes, range: tokens[token].range,
                             origin: token)
            }
            return Token(tag: kind, name: name(of: id), slot: slot(of: id), attributes: tokens[token].attributes,
                         range: tokens[token].range, origin: token)
        default:
            var token = tokens[node.token!]
            if token.isTag, let replaced = replacements[node.token!] { token = replaced }
            if let override = textOverrides[id] {
                token.text = override.text
                token.range = override.range
            }
            return token
        }
    }
}
