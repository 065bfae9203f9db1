/// The records of the ``MarkupTree``, written as the nodes are made (``TreeRecordWriter``): the
/// nodes made since the last element closed when the next closes (by then each is in its place,
/// and marked as a copy or given its rewritten text), then that element's end.
extension BuildTree {
    /// What the records read besides the tree: the tags read as text, a profile's custom tags,
    /// and the known elements' kinds by slot (``MarkupKind/bySlot``), held here: a static is
    /// checked for its first use at every access.
    struct RecordContext {
        var replacements: [Int: Token] = [:]
        var customTags: [String: Profile.Display] = [:]
        var knownKinds: [MarkupKind?] = []
    }

    /// Starts writing the records into `memory`, held by the caller until
    /// ``finishRecords()``: `replacements` are tags read as text, `customTags` a profile's.
    mutating func startWritingRecords(into memory: UnsafeMutableBufferPointer<NodeRecord>,
                                      replacements: [Int: Token], customTags: [String: Profile.Display]) {
        recordContext = RecordContext(replacements: replacements, customTags: customTags,
                                      knownKinds: MarkupKind.bySlot)
        records = TreeRecordWriter(into: memory)
        nodesRecorded = nodes.count
    }

    /// How many records were written once the tree is built (``tables`` holds what they read);
    /// nil when the nodes were not made in document order (the tree is then written out to
    /// make them). The writing ends: the memory is no longer read.
    mutating func finishRecords() -> Int? {
        writePendingRecords()
        defer {
            records = TreeRecordWriter()
            nodesRecorded = .max
        }
        return records.finish()
    }

    /// Writes the records of the nodes made since the last were written. Inlined up to the test
    /// (at every element closed); the writing is not, so as not to swell the tree builder's steps.
    @inline(__always)
    mutating func writePendingRecords() {
        if nodesRecorded < nodes.count { writeRecords() }
    }

    @inline(never)
    private mutating func writeRecords() {
        var id = nodesRecorded
        let count = nodes.count
        while id < count, records.isInDocumentOrder {
            writeRecord(of: id)
            id += 1
        }
        nodesRecorded = records.isInDocumentOrder ? id : .max
    }

    /// Writes the record of node `id` (none for a comment or doctype), as the write-out and
    /// ``MarkupTreeBuilder`` make it.
    @inline(__always)
    private mutating func writeRecord(of id: Int) {
        let node = nodes[id]
        switch node.kind {
        case .element:
            let slot = Int(node.knownSlot)
            if let token = node.token, node.namespace == .html, !node.isClone, slot >= 0,
               let kind = recordContext.knownKinds[slot] {
                // A known HTML element read from its own start tag (most): the tag's name,
                // attributes and range, read once.
                let tag = tokens[token]
                records.append(node: id, parent: node.parent, kind: kind, knownSlot: slot, data: (0, 0),
                               attributes: tag.attributeIndices, range: tag.range, isElement: true,
                               isSynthesized: false, opens: !node.isVoid)
            } else {
                writeOtherElementRecord(of: id)
            }
        case .text:
            var token = tokens[node.token!]
            if token.isTag || !textOverrides.isEmpty { token = rewrittenText(token, of: id) }
            records.append(node: id, parent: node.parent, kind: .text, knownSlot: nil,
                           data: (token.dataStart, token.dataLength), attributes: 0..<0, range: token.range,
                           isElement: false, isSynthesized: false, opens: false)
        case .comment, .doctype:
            records.appendLeafWithoutRecord(parent: node.parent, end: tokens.range(of: node.token!).end)
        case .root:
            break
        }
    }

    /// The text node `id` holds, read from `token`: a tag read as text, or text rewritten (see
    /// ``textOverrides``), appended to the side buffer. Out of line: little text is.
    @inline(never)
    private mutating func rewrittenText(_ token: Token, of id: Int) -> Token {
        var token = token
        if token.isTag, let replaced = recordContext.replacements[nodes[id].token!] { token = replaced }
        if let override = textOverrides[id] {
            let side = tables.appendToSideBuffer(override.text.utf8)
            token = Token(kind: token.kind, side: side, range: override.range, origin: token.origin)
        }
        return token
    }

    /// ``writeRecord(of:)`` of an element made up, copied, foreign or of a name the element
    /// table does not hold: the tag the write-out makes, its name and attributes appended to
    /// the tables where they are written anew. Out of line: few elements are.
    @inline(never)
    private mutating func writeOtherElementRecord(of id: Int) {
        // The tables are moved out while the tag is made (which reads names through them), so
        // that what it appends is not a copy of them.
        var tables = self.tables
        self.tables = TokenTables()
        let tag = openingToken(id, replacements: recordContext.replacements, tables: &tables)
        self.tables = tables
        let element = MarkupTreeBuilder.element(of: tag, tables: tables, source: source,
                                                customTags: recordContext.customTags)
        records.append(node: id, parent: nodes[id].parent, kind: element.kind, knownSlot: tag.elementSlot,
                       data: element.name, attributes: tag.attributeIndices, range: tag.range, isElement: true,
                       isSynthesized: tag.isSynthesized, opens: tag.kind == .startTag)
    }

    /// Writes the end of element `id`, just closed: its own end tag, or where it was closed.
    /// Out of line: inlined, it swells each way of closing an element.
    @inline(never)
    mutating func writeEnd(of id: Int) {
        writeEndInline(of: id)
    }

    /// Writes the ends of the elements `open[range]`, just closed, the last first (see
    /// ``writeEnd(of:)``).
    @inline(never)
    mutating func writeEnds(of open: InPlaceArray<Int>, _ range: Range<Int>) {
        for position in range.reversed() where records.isInDocumentOrder { writeEndInline(of: open[position]) }
    }

    @inline(__always)
    private mutating func writeEndInline(of id: Int) {
        let end = nodes[id].endToken
        let range = end.map { tokens.range(of: $0) } ?? causeRange(nodes[id].endCause)
        records.close(node: id, parent: nodes[id].parent, endTagRange: range, isEndSynthesized: end == nil)
    }
}
