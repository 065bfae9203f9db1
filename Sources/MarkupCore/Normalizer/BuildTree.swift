/// The tree the normalizer builds, as an arena of nodes that can be moved around.
///
/// The adoption agency algorithm re-parents nodes after they were inserted, so the
/// balanced stream can only be written once the whole input has been seen.
struct BuildTree {
    enum Kind { case root, element, text, comment, doctype }

    /// One node; token and node numbers are stored in 32 bits (-1 for none), since a
    /// document has a node per token and they are all alive while the normalizer runs.
    struct Node {
        var name: String
        var attributes: [Attribute]
        var children: [Int] = []
        private var storedToken: Int32
        private var storedParent: Int32 = -1
        private var storedStartCause: Int32
        private var storedClonedFrom: Int32
        private var storedEndToken: Int32 = -1
        private var storedEndCause: Int32 = -1
        /// What the standard says about `name` (looked up once).
        var categories: ElementCategories
        /// The name's slot in ``KnownElements``; -1 for a name HTML does not know.
        var knownSlot: Int32
        var kind: Kind
        var isVoid: Bool
        /// Whether the element is on the stack of open elements.
        var isOpen = false
        /// Whether the element is in the list of active formatting elements.
        var isActiveFormatting = false

        init(kind: Kind, token: Int? = nil, name: String = "", categories: ElementCategories = [],
             knownSlot: Int32 = -1, attributes: [Attribute] = [], isVoid: Bool = false, startCause: Int? = nil,
             clonedFrom: Int? = nil) {
            self.kind = kind
            self.name = name
            self.categories = categories
            self.knownSlot = knownSlot
            self.attributes = attributes
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

    private(set) var nodes: [Node] = [Node(kind: .root)]
    /// Text replacing a text node's token (for `<pre>`'s dropped first newline), by node.
    var textOverrides: [Int: (text: String, range: SourceRange)] = [:]

    static let root = 0

    subscript(id: Int) -> Node {
        _read { yield nodes[id] }
        _modify { yield &nodes[id] }
    }

    mutating func add(_ node: Node) -> Int {
        nodes.append(node)
        return nodes.count - 1
    }

    mutating func append(_ child: Int, to parent: Int) {
        detach(child)
        nodes[child].parent = parent
        nodes[parent].children.append(child)
    }

    mutating func detach(_ child: Int) {
        let parent = nodes[child].parent
        guard parent >= 0 else { return }
        if let position = nodes[parent].children.lastIndex(of: child) {
            nodes[parent].children.remove(at: position)
        }
        nodes[child].parent = -1
    }

    /// Moves every child of `source` to the end of `target`.
    mutating func moveChildren(of source: Int, to target: Int) {
        let moving = nodes[source].children
        nodes[source].children = []
        for child in moving { nodes[child].parent = target }
        nodes[target].children += moving
    }

    /// Writes the tree out as a balanced token stream, iteratively (trees may be very deep).
    /// `replacements` are tags read as text, by token index.
    func serialize(tokens: [Token], replacements: [Int: Token], source: SourceText) -> [Token] {
        var output: [Token] = []
        output.reserveCapacity(tokens.count + tokens.count / 4)
        let endOfInput = SourceRange.empty(at: source.count)
        func causeRange(_ cause: Int?) -> SourceRange { cause.map { tokens[$0].range } ?? endOfInput }

        var stack: [(node: Int, next: Int)] = [(BuildTree.root, 0)]
        // Fields are read in place: copying a node per step would retain its name, attributes
        // and children each time.
        while let top = stack.last {
            if top.next == 0, top.node != BuildTree.root {
                output.append(openingToken(top.node, tokens: tokens, replacements: replacements, causeRange: causeRange))
                if nodes[top.node].kind != .element || nodes[top.node].isVoid {
                    stack.removeLast()
                    continue
                }
            }
            if top.next < nodes[top.node].children.count {
                stack[stack.count - 1].next += 1
                stack.append((nodes[top.node].children[top.next], 0))
                continue
            }
            stack.removeLast()
            if top.node == BuildTree.root { break }
            let node = nodes[top.node]
            if let end = node.endToken {
                output.append(Token(kind: .endTag, name: node.name, range: tokens[end].range, origin: end))
            } else {
                output.append(Token(kind: .endTag, name: node.name, range: causeRange(node.endCause),
                                    isSynthesized: true, origin: node.endCause))
            }
        }
        return output
    }

    private func openingToken(_ id: Int, tokens: [Token], replacements: [Int: Token],
                              causeRange: (Int?) -> SourceRange) -> Token {
        let node = nodes[id]
        switch node.kind {
        case .element:
            let kind: Token.Kind = node.isVoid ? .selfClosingTag : .startTag
            guard let token = node.token else {
                return Token(kind: kind, name: node.name, attributes: node.attributes,
                             range: causeRange(node.startCause), isSynthesized: true, origin: node.startCause)
            }
            return Token(kind: kind, name: node.name, attributes: node.attributes, range: tokens[token].range,
                         origin: token)
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
