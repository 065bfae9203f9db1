/// The tree the normalizer builds, as an arena of nodes that can be moved around.
///
/// The adoption agency algorithm re-parents nodes after they were inserted, so the
/// balanced stream can only be written once the whole input has been seen. The records of
/// the ``MarkupTree`` can be written as the nodes are made, while they are made in document
/// order (``TreeRecordWriter``).
struct BuildTree {
    enum Kind { case root, element, text, comment, doctype }
    /// The namespace the standard's tree construction puts an element in.
    enum Namespace: UInt8 { case html, svg, math }

    /// One node, in 32 bytes: token and node numbers are stored in 32 bits (-1 for none), since
    /// a document has a node per token and they are all alive while the normalizer runs. A node
    /// has a token or (made up) a cause, and an end tag or another cause of its end, never both:
    /// each pair shares a field. An element's name and attributes are its start tag's or the
    /// table's (see ``name(of:)`` and ``attributes(of:)``), not copies; its categories are its
    /// slot's in ``KnownElements``, and what it copies, for a reopened formatting element, is
    /// kept beside the nodes (``clonedFrom(of:)``): a node per token is what faults pages in.
    struct Node {
        /// The token (at or above zero), or -2 minus the token that caused a made-up node.
        private var storedTokenOrCause: Int32
        private var storedParent: Int32 = -1
        // Children as a doubly linked list: no array per element, and detaching is O(1).
        fileprivate(set) var firstChild: Int32 = -1
        fileprivate(set) var lastChild: Int32 = -1
        fileprivate(set) var nextSibling: Int32 = -1
        fileprivate(set) var previousSibling: Int32 = -1
        /// The end tag token (at or above zero), or -2 minus the token whose coming closed it.
        private var storedEnd: Int32 = -1
        /// The known slot plus one in the low ten bits (zero: none), the flags above them.
        private var storedSlotAndMarks: UInt16
        let kind: Kind
        /// A byte of its own: the write-out reads it for every element, and decoding it from
        /// packed bits adds branches that keep the write-out's helpers from being inlined.
        var namespace: Namespace = .html

        private static let slotMask: UInt16 = (1 << 10) - 1
        private static let openBit: UInt16 = 1 << 10
        private static let activeFormattingBit: UInt16 = 1 << 11
        private static let integrationPointBit: UInt16 = 1 << 12
        private static let cloneBit: UInt16 = 1 << 13
        private static let voidBit: UInt16 = 1 << 14

        /// `isIntegrationPoint`: a foreign element where HTML is read (its categories are then
        /// special and a scope boundary; a foreign element has no slot).
        init(kind: Kind, token: Int? = nil, knownSlot: Int32 = -1, isVoid: Bool = false, isOpen: Bool = false,
             isIntegrationPoint: Bool = false, startCause: Int? = nil) {
            assert(token == nil || startCause == nil, "a node read from a token has no cause")
            assert(!isIntegrationPoint || knownSlot < 0, "an integration point is foreign, without a slot")
            assert(knownSlot < 1 << KnownElements.slotBits, "a slot fits in ten bits with one added")
            assert(isVoid == (knownSlot >= 0 && KnownElements.categories[Int(knownSlot)].contains(.void)),
                   "void is the slot's category")
            self.kind = kind
            storedSlotAndMarks = UInt16(truncatingIfNeeded: knownSlot + 1) & Self.slotMask
                | (isOpen ? Self.openBit : 0) | (isIntegrationPoint ? Self.integrationPointBit : 0)
                | (isVoid ? Self.voidBit : 0)
            storedTokenOrCause = token.map { Self.number($0) } ?? startCause.map { -2 - Self.number($0) } ?? -1
        }

        /// The name's slot in ``KnownElements``; -1 for a name HTML does not know, and for a
        /// foreign element.
        var knownSlot: Int32 { Int32(storedSlotAndMarks & Self.slotMask) - 1 }
        /// What the standard says about the element's name: its slot's in ``KnownElements``.
        var categories: ElementCategories {
            let slot = Int(knownSlot)
            if slot >= 0 { return KnownElements.categories[slot] }
            return storedSlotAndMarks & Self.integrationPointBit != 0 ? [.special, .scopeBoundary] : []
        }
        /// Whether the element is void, as its categories say: kept as a bit, for the write-out
        /// tests it for every element.
        var isVoid: Bool { storedSlotAndMarks & Self.voidBit != 0 }
        /// Whether the element is on the stack of open elements.
        var isOpen: Bool {
            get { storedSlotAndMarks & Self.openBit != 0 }
            set { set(Self.openBit, newValue) }
        }
        /// Whether the element is in the list of active formatting elements.
        var isActiveFormatting: Bool {
            get { storedSlotAndMarks & Self.activeFormattingBit != 0 }
            set { set(Self.activeFormattingBit, newValue) }
        }
        /// Whether the element is a reopened formatting element (see ``clonedFrom(of:)``).
        fileprivate(set) var isClone: Bool {
            get { storedSlotAndMarks & Self.cloneBit != 0 }
            set { set(Self.cloneBit, newValue) }
        }

        @inline(__always) private mutating func set(_ bit: UInt16, _ on: Bool) {
            storedSlotAndMarks = on ? storedSlotAndMarks | bit : storedSlotAndMarks & ~bit
        }

        /// The token this node came from: the start tag, text, comment or doctype; nil when made up.
        var token: Int? { storedTokenOrCause < 0 ? nil : Int(storedTokenOrCause) }
        var parent: Int {
            get { Int(storedParent) }
            set { storedParent = Self.number(newValue) }
        }
        /// Set when the element was made up: the token that caused it.
        var startCause: Int? { storedTokenOrCause <= -2 ? Int(-2 - storedTokenOrCause) : nil }
        /// The end tag token that closed the element, when it was closed by its own.
        var endToken: Int? {
            get { storedEnd < 0 ? nil : Int(storedEnd) }
            set {
                if let newValue { storedEnd = Self.number(newValue) } else if storedEnd >= 0 { storedEnd = -1 }
            }
        }
        /// What closed it otherwise (nil: the end of the input); an end tag, once set, stays.
        var endCause: Int? {
            get { storedEnd <= -2 ? Int(-2 - storedEnd) : nil }
            set {
                guard storedEnd < 0 else { return }
                storedEnd = newValue.map { -2 - Self.number($0) } ?? -1
            }
        }

        /// A token or node number in 32 bits, truncated without a check: a document's tokens
        /// are fewer than its bytes, whose offsets are 32-bit (``SourceRange/maximumOffset``),
        /// and 2^31 nodes would take 94 GB.
        @inline(__always) static func number(_ value: Int) -> Int32 { Int32(truncatingIfNeeded: value) }
    }

    /// The tokenizer's tokens, which nodes refer to by index, and what they read through.
    let tokens: TreeTokens
    /// The tokenizer's tables, and what the records written (``records``) read besides.
    var tables: TokenTables
    let source: SourceText
    private(set) var nodes = InPlaceArray<Node>(Node(kind: .root))
    /// The records of the ``MarkupTree`` written as the nodes are made, when asked for
    /// (``startWritingRecords(into:replacements:customTags:)``).
    var records = TreeRecordWriter()
    /// The nodes below this one have had their records written (the root's is the writer's own);
    /// `Int.max` while no records are written.
    var nodesRecorded = Int.max
    /// What the records read: the tags read as text, a profile's custom tags, and the kinds of
    /// the known elements by slot.
    var recordContext = RecordContext()
    /// Text replacing a text node's token (for `<pre>`'s dropped first newline), by node.
    var textOverrides: [Int: (text: String, range: SourceRange)] = [:]
    /// Whether nodes the builder had passed were given back (``BuildRelease``): a node moved
    /// then is not linked anew, the tree being built another way.
    var nodesReleased = false
    /// The element each reopened formatting element copies, by node (few nodes are copies).
    private var originals: [Int: Int] = [:]

    static let root = 0

    subscript(id: Int) -> Node {
        _read { yield nodes[id] }
        _modify { yield &nodes[id] }
    }

    init(tokens: [Token], tables: TokenTables, source: SourceText) {
        self.init(tokens: TreeTokens(tokens), tables: tables, source: source)
    }

    init(tokens: TreeTokens, tables: TokenTables, source: SourceText) {
        self.tokens = tokens
        self.tables = tables
        self.source = source
    }

    /// The name of an element: a known one from ``KnownElements`` (the normalizer makes up
    /// only known elements), any other its start tag's; empty for other nodes.
    func name(of id: Int) -> String {
        name(of: id, in: tables)
    }

    /// ``name(of:)`` read through `tables`: the tree's, or a copy with more appended.
    func name(of id: Int, in tables: TokenTables) -> String {
        let slot = nodes[id].knownSlot
        if slot >= 0, let name = KnownElements.names[Int(slot)] { return name }
        guard nodes[id].kind == .element, let token = nodes[id].token else { return "" }
        return tables.name(of: tokens[token], in: source)
    }

    /// The name an element is written out with, and that name's slot: an SVG element's in its
    /// mixed case (`foreignObject`).
    func outputName(of id: Int) -> (name: String, slot: Int?) {
        outputName(of: id, in: tables)
    }

    /// ``outputName(of:)`` read through `tables`: the tree's, or a copy with more appended.
    func outputName(of id: Int, in tables: TokenTables) -> (name: String, slot: Int?) {
        guard nodes[id].namespace != .html else { return (name(of: id, in: tables), slot(of: id)) }
        let adjusted = ForeignNames.adjustedName(name(of: id, in: tables), svg: nodes[id].namespace == .svg)
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
        attributeIndices(of: id).map { tables.attribute(at: $0, in: source) }
    }

    /// Where in the attribute array ``attributes(of:)`` are. Inlined: a call would pass the whole
    /// tree, copied.
    @inline(__always)
    func attributeIndices(of id: Int) -> Range<Int> {
        var original = id
        while let copied = clonedFrom(of: original) { original = copied }
        guard nodes[original].kind == .element, let token = nodes[original].token else { return 0..<0 }
        return tokens.attributeIndices(of: token)
    }

    /// For a reopened formatting element: the element it copies.
    @inline(__always)
    func clonedFrom(of id: Int) -> Int? {
        nodes[id].isClone ? originals[id] : nil
    }

    /// Records that element `id` is a reopened copy of `original`.
    mutating func markClone(_ id: Int, of original: Int) {
        nodes[id].isClone = true
        originals[id] = original
    }

    /// The nodes' memory, for giving back pages of it (valid until a node is next added).
    var nodeMemory: UnsafeMutableBufferPointer<Node> { nodes.memory }

    /// Number of nodes, the root and nodes no longer in the tree included.
    var nodeCount: Int { nodes.count }

    /// Makes room for `count` nodes in one allocation.
    mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
    }

    mutating func add(_ node: Node) -> Int {
        nodes.append(node)
        return nodes.count - 1
    }

    /// Adds `node`, new, as the last child of `parent`: its links are set before it is stored,
    /// and the parent's and previous sibling's are written through one buffer.
    @inline(__always)
    mutating func add(_ node: Node, appendingTo parent: Int) -> Int {
        var node = node
        let id = nodes.count
        let last = nodes[parent].lastChild
        node.parent = parent
        node.previousSibling = last
        nodes.append(node)
        nodes.withUnsafeMutableBufferPointer { nodes in
            let number = Node.number(id)
            if last >= 0 { nodes[Int(last)].nextSibling = number } else { nodes[parent].firstChild = number }
            nodes[parent].lastChild = number
        }
        return id
    }

    /// Marks element `id` as in the list of active formatting elements and `dropped` as no
    /// longer in it, in one write of the nodes. Inlined: each push past three identical
    /// formatting elements calls it.
    @inline(__always)
    mutating func markActiveFormatting(_ id: Int, unmarking dropped: Int) {
        precondition(nodes.indices.contains(id) && nodes.indices.contains(dropped), "a node of the tree")
        nodes.withUnsafeMutableBufferPointer { nodes in
            nodes[dropped].isActiveFormatting = false
            nodes[id].isActiveFormatting = true
        }
    }

    /// Marks element `id` closed, by its own end tag `closedBy`, else by `cause` (nil: the end
    /// of the input), in one write of the nodes; returns its slot and categories.
    @inline(__always)
    mutating func close(_ id: Int, closedBy: Int?, cause: Int?) -> (slot: Int32, categories: ElementCategories) {
        precondition(nodes.indices.contains(id), "a node of the tree")
        writePendingRecords()
        let closed = nodes.withUnsafeMutableBufferPointer { nodes in
            nodes[id].isOpen = false
            if let closedBy { nodes[id].endToken = closedBy } else { nodes[id].endCause = cause }
            return (nodes[id].knownSlot, nodes[id].categories)
        }
        if records.isInDocumentOrder { writeEnd(of: id) }
        return closed
    }

    /// Marks the elements `open[range]` closed by `cause` (nil: the end of the input), as
    /// ``close(_:closedBy:cause:)`` does each, in one write of the nodes; returns those of them
    /// whose closing clears the active formatting elements up to a marker, the last first.
    mutating func closeAll(_ open: InPlaceArray<Int>, _ range: Range<Int>, cause: Int?) -> [Int] {
        var clearing: [Int] = []
        writePendingRecords()
        nodes.withUnsafeMutableBufferPointer { nodes in
            for position in range.reversed() {
                let id = open[position]
                nodes[id].isOpen = false
                nodes[id].endCause = cause
                if nodes[id].categories.contains(.clearsFormatting) { clearing.append(id) }
            }
        }
        if records.isInDocumentOrder { writeEnds(of: open, range) }
        return clearing
    }

    mutating func append(_ child: Int, to parent: Int) {
        detach(child)
        precondition(nodes.indices.contains(child) && nodes.indices.contains(parent), "a node of the tree")
        // The links are written through one buffer: each write through the array would check its
        // storage for a copy to make.
        nodes.withUnsafeMutableBufferPointer { nodes in
            let last = nodes[parent].lastChild
            nodes[child].parent = parent
            nodes[child].previousSibling = last
            let number = Node.number(child)
            if last >= 0 { nodes[Int(last)].nextSibling = number } else { nodes[parent].firstChild = number }
            nodes[parent].lastChild = number
        }
    }

    /// Puts `child` right before `sibling`, under the same parent.
    mutating func insert(_ child: Int, before sibling: Int) {
        detach(child)
        // The child comes before nodes made earlier than it.
        if records.isInDocumentOrder { records.stop() }
        if nodesReleased { return }
        let parent = nodes[sibling].parent
        let previous = nodes[sibling].previousSibling
        nodes[child].parent = parent
        nodes[child].previousSibling = previous
        nodes[child].nextSibling = Int32(sibling)
        nodes[sibling].previousSibling = Int32(child)
        if previous >= 0 { nodes[Int(previous)].nextSibling = Int32(child) } else { nodes[parent].firstChild = Int32(child) }
    }

    /// Inlined: every append detaches first, and a new node (most of them) has no parent.
    @inline(__always) mutating func detach(_ child: Int) {
        let parent = nodes[child].parent
        guard parent >= 0 else { return }
        // A node moved leaves the order it was made in. Its siblings may have been given back
        // (``BuildRelease``): the tree is then built another way, and links no more nodes.
        if records.isInDocumentOrder { records.stop() }
        if nodesReleased { return }
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
        if records.isInDocumentOrder { records.stop() }
        if nodesReleased { return }
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
}
