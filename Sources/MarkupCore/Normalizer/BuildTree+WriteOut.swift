/// The write-out: the tree as the balanced token stream the rest of the pipeline reads.
extension BuildTree {
    /// Writes the tree out as a balanced token stream, iteratively (trees may be very deep),
    /// appending to `tables` what its tokens read that the tokenizer's do not (names and text
    /// written out differently). `replacements` are tags read as text, by token index.
    func serialize(replacements: [Int: Token], tables: inout TokenTables) -> [Token] {
        var output = TokenArraySink()
        output.tokens.reserveCapacity(writtenTokenCount)
        writeOut(replacements: replacements, tables: &tables, into: &output)
        return output.tokens
    }

    /// How many tokens ``serialize(replacements:tables:)`` writes at most: each node one, an
    /// element with content two. The exact room, for big documents would otherwise carry up
    /// to twice what they need.
    var writtenTokenCount: Int {
        nodes.reduce(-1) { $0 + ($1.kind == .element && !$1.isVoid ? 2 : 1) }
    }

    /// Hands the balanced tokens of the tree to `sink` in order, each with the tables it reads
    /// through (see ``serialize(replacements:tables:)``): the stream without the array.
    ///
    /// The walk follows the nodes' own links (first child, next sibling, parent), so it keeps no
    /// stack however deep the tree is.
    func writeOut<Sink: BalancedTokenSink>(replacements: [Int: Token], tables: inout TokenTables,
                                           into sink: inout Sink) {
        var nothingReleased = NothingReleased()
        writeOut(replacements: replacements, tables: &tables, into: &sink, releasing: &nothingReleased)
    }

    /// ``writeOut(replacements:tables:into:)`` telling `passing` of each node it is done with.
    func writeOut<Sink: BalancedTokenSink, Passing: WriteOutPassing>(
        replacements: [Int: Token], tables: inout TokenTables, into sink: inout Sink, releasing passing: inout Passing
    ) {
        var node = Int(nodes[BuildTree.root].firstChild)
        // Whether `node` is to be opened (else its children are written and it is to be closed).
        var opens = true
        while node > BuildTree.root {
            if opens {
                if nodes[node].kind == .element, let token = nodes[node].token, nodes[node].namespace == .html,
                   !nodes[node].isClone, let slot = slot(of: node) {
                    // A known HTML element read from its own start tag (most).
                    sink.addOwnStartTag(tokens[token], index: token, slot: slot, isVoid: nodes[node].isVoid,
                                        tables: tables)
                } else {
                    sink.add(openingToken(node, replacements: replacements, tables: &tables), tables: tables)
                }
                if nodes[node].kind == .element, !nodes[node].isVoid {
                    let child = nodes[node].firstChild
                    if child >= 0 { node = Int(child) } else { opens = false }
                    continue
                }
            } else {
                writeEndTag(of: node, tables: &tables, into: &sink)
            }
            // On to the next sibling, or up to close the parent.
            let next = nodes[node].nextSibling
            let passed = node
            if next >= 0 {
                node = Int(next)
                opens = true
            } else {
                node = nodes[node].parent
                opens = false
            }
            passing.passed(passed)
        }
    }

    /// Hands `sink` the end tag of element `id`: its own, or one made up where it was closed. The
    /// tag itself is made only for a sink that reads more than its range (see
    /// ``BalancedTokenSink/addEndTag(range:isSynthesized:tables:token:)``).
    @inline(__always)
    private func writeEndTag<Sink: BalancedTokenSink>(of id: Int, tables: inout TokenTables, into sink: inout Sink) {
        let end = nodes[id].endToken
        let cause = nodes[id].endCause
        let range = end.map { tokens.range(of: $0) } ?? causeRange(cause)
        // A foreign name may be written out anew (see ``outputName(of:tables:)``).
        sink.addEndTag(range: range, isSynthesized: end == nil, tables: &tables) { tables in
            let name = outputName(of: id, tables: &tables)
            let noAttributes = name.nameEntry.map { $0 + 1..<$0 + 1 } ?? 0..<0
            return Token(tag: .endTag, slot: name.slot, nameEntry: name.nameEntry, attributes: noAttributes,
                         range: range, isSynthesized: end == nil, origin: end ?? cause)
        }
    }

    /// Where a written-out element's name is read from: its slot when known, else the
    /// attribute entry holding its start tag's name, or (an SVG name in mixed case) an entry
    /// appended for the name appended to the side buffer; and that start tag, whose name and
    /// attributes the element's tags carry: its own, or for a reopened formatting element
    /// that of the element it copies (nil when made up).
    @inline(__always)
    private func outputName(of id: Int, tables: inout TokenTables)
        -> (slot: Int?, nameEntry: Int?, startToken: Int?) {
        var original = id
        while let copied = clonedFrom(of: original) { original = copied }
        let startToken = nodes[original].token
        if nodes[id].namespace != .html {
            // Names are read through `tables`: the tree's own may be moved out while the tables grow.
            let (name, slot) = outputName(of: id, in: tables)
            if slot != nil { return (slot, nil, startToken) }
            if name != self.name(of: id, in: tables) {
                return (nil, Self.appendNameEntry(name, to: &tables), startToken)
            }
        } else if let slot = slot(of: id) {
            return (slot, nil, startToken)
        }
        // A name the element table does not hold: its start tag's entry.
        var nameEntry: Int?
        if let startToken { nameEntry = tokens.nameEntry(of: startToken) }
        return (nil, nameEntry, startToken)
    }

    /// Appends `name` to the side buffer and an attribute entry holding it (``Token/nameEntry``);
    /// returns the entry. Out of line: only SVG names in mixed case are written out anew.
    @inline(never)
    private static func appendNameEntry(_ name: String, to tables: inout TokenTables) -> Int {
        tables.attributes.append(AttributeSpan(nameInSideBuffer: tables.appendToSideBuffer(name.utf8)))
        return tables.attributes.count - 1
    }

    /// The attributes at `indices` right after the name entry `nameEntry`, as a tag of a name
    /// the element table does not hold carries them: the same entries when they follow it,
    /// else copies of both appended to the attribute array.
    private func attributes(_ indices: Range<Int>, after nameEntry: Int, tables: inout TokenTables)
        -> (nameEntry: Int, attributes: Range<Int>) {
        if indices.isEmpty { return (nameEntry, nameEntry + 1..<nameEntry + 1) }
        if indices.lowerBound == nameEntry + 1 { return (nameEntry, indices) }
        let copiedEntry = tables.attributes.count
        tables.attributes.append(tables.attributes[nameEntry])
        for index in indices { tables.attributes.append(tables.attributes[index]) }
        return (copiedEntry, copiedEntry + 1..<tables.attributes.count)
    }

    /// The source bytes of the token that caused a synthesized one (nil: the end of the input).
    @inline(__always)
    func causeRange(_ cause: Int?) -> SourceRange {
        cause.map { tokens.range(of: $0) } ?? SourceRange.empty(at: source.count)
    }

    /// The token that opens a node. Inlined into the write-out: what the sink does not read of
    /// the token is then not made.
    @inline(__always)
    func openingToken(_ id: Int, replacements: [Int: Token], tables: inout TokenTables) -> Token {
        let node = nodes[id]
        switch node.kind {
        case .element:
            let kind: Token.Kind = node.isVoid ? .selfClosingTag : .startTag
            if let token = node.token, node.namespace == .html, !node.isClone {
                // An HTML element read from its own start tag (most): its name, attributes and
                // range are that tag's, read once.
                let tag = tokens[token]
                return Token(tag: kind, slot: slot(of: id), nameEntry: tag.nameEntry, attributes: tag.attributeIndices,
                             range: tag.range, origin: token)
            }
            let name = outputName(of: id, tables: &tables)
            // The start tag's attributes (``attributeIndices(of:)``), its element already found.
            var attributes = name.startToken.map { tokens.attributeIndices(of: $0) } ?? 0..<0
            var nameEntry = name.nameEntry
            if node.token != nil, node.namespace != .html {
                attributes = adjustedAttributes(attributes, svg: node.namespace == .svg, tables: &tables)
            }
            if let entry = nameEntry { (nameEntry, attributes) = self.attributes(attributes, after: entry, tables: &tables) }
            guard let token = node.token else {
                return Token(tag: kind, slot: name.slot, nameEntry: nameEntry, attributes: attributes,
                             range: causeRange(node.startCause), isSynthesized: true, origin: node.startCause)
            }
            return Token(tag: kind, slot: name.slot, nameEntry: nameEntry, attributes: attributes,
                         range: tokens.range(of: token), origin: token)
        default:
            var token = tokens[node.token!]
            if token.isTag, let replaced = replacements[node.token!] { token = replaced }
            if !textOverrides.isEmpty, let override = textOverrides[id] {
                let side = tables.appendToSideBuffer(override.text.utf8)
                token = Token(kind: token.kind, side: side, range: override.range, origin: token.origin)
            }
            return token
        }
    }

    /// The attributes at `indices` as SVG or MathML writes them (names in mixed case): the same
    /// entries when no name changes, else copies appended to the attribute array.
    private func adjustedAttributes(_ indices: Range<Int>, svg: Bool, tables: inout TokenTables) -> Range<Int> {
        let attributes = indices.map { tables.attribute(at: $0, in: source) }
        let adjusted = ForeignNames.adjustedAttributes(attributes, svg: svg)
        guard adjusted != attributes else { return indices }
        let first = tables.attributes.count
        for (index, attribute) in zip(indices, adjusted) {
            var span = tables.attributes[index]
            if attribute.name != attributes[index - indices.lowerBound].name {
                let side = tables.appendToSideBuffer(attribute.name.utf8)
                span.nameStart = Int32(truncatingIfNeeded: ~side.lowerBound)
                span.nameLength = Int32(truncatingIfNeeded: side.count)
            }
            tables.attributes.append(span)
        }
        return first..<tables.attributes.count
    }
}
