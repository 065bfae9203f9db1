/// Builds the flat records of a ``MarkupTree`` from a balanced token stream, a token at a time:
/// from a ``NormalizedStream``'s tokens, or straight from the normalizer's tree as it writes
/// them out (``BuildTree/writeOut(replacements:tables:into:)``), with no stream in between.
///
/// The records are written in place into the memory of the array ``records(source:customTags:capacity:_:)``
/// returns, made with room for every node: an array written a record at a time would check at
/// each change that its storage is not shared.
struct MarkupTreeBuilder: BalancedTokenSink {
    /// Memory for the records, of which the first `count` are written.
    private let records: UnsafeMutableBufferPointer<NodeRecord>
    private var count = 0
    /// The innermost open element (0: the root), and how many elements are open, the root
    /// included. The others are found through the records' parents, so no stack is kept.
    private var current = 0
    private var openCount = 1
    /// Where the last token ends: the root spans the document up to there.
    private var documentEnd = 0
    private let customTags: [String: Profile.Display]
    /// The known elements' families, by slot (``MarkupKind/bySlot``).
    private let knownKinds = MarkupKind.bySlot
    private let source: SourceText

    /// The records of a tree of at most `capacity` nodes, the root included, that `write` hands
    /// the builder it is given, every element closed.
    static func records(source: SourceText, customTags: [String: Profile.Display], capacity: Int,
                        _ write: (inout MarkupTreeBuilder) -> Void) -> [NodeRecord] {
        Array(unsafeUninitializedCapacity: max(capacity, 1)) { memory, count in
            var builder = MarkupTreeBuilder(source: source, customTags: customTags, memory: memory)
            write(&builder)
            count = builder.finish()
        }
    }

    private init(source: SourceText, customTags: [String: Profile.Display], memory: UnsafeMutableBufferPointer<NodeRecord>) {
        self.source = source
        self.customTags = customTags
        records = memory
        append(NodeRecord(kind: .root, knownSlot: nil, range: SourceRange(start: 0, end: 0),
                          startTagRange: nil, endTagRange: nil, isSynthesized: false,
                          isEndSynthesized: false, parent: -1, subtreeEnd: 0, depth: 0))
    }

    /// The records of a balanced stream.
    static func records(from stream: NormalizedStream, customTags: [String: Profile.Display] = [:]) -> [NodeRecord] {
        let tokens = stream.tokens
        var nodeCount = 1
        for index in tokens.indices {
            switch tokens[index].kind {
            case .text, .startTag, .selfClosingTag: nodeCount += 1
            case .endTag, .comment, .doctype: break
            }
        }
        return records(source: stream.source, customTags: customTags, capacity: nodeCount) { builder in
            // Tokens are read in place, not bound (a copy per token).
            tokens.withUnsafeBufferPointer { tokens in
                for index in tokens.indices { builder.add(tokens[index], tables: stream.tables) }
            }
        }
    }

    /// Writes `record` after the last one.
    @inline(__always)
    private mutating func append(_ record: NodeRecord) {
        precondition(count < records.count, "a record per node at most")
        (records.baseAddress.unsafelyUnwrapped + count).initialize(to: record)
        count += 1
    }

    /// Adds the node a token opens, or closes the element an end tag ends. Inlined into each
    /// write-out: a call per token passed (and retained) the tables.
    @inline(__always)
    mutating func add(_ token: Token, tables: TokenTables) {
        documentEnd = token.range.end
        let parent = current
        let depth = openCount
        switch token.kind {
        case .text:
            append(NodeRecord(kind: .text, knownSlot: nil, dataStart: token.dataStart,
                              dataLength: token.dataLength, range: token.range,
                              startTagRange: nil, endTagRange: nil, isSynthesized: false,
                              isEndSynthesized: false, parent: parent,
                              subtreeEnd: count + 1, depth: depth))
        case .startTag, .selfClosingTag:
            let range = token.range
            let slot = token.elementSlot
            let (kind, name) = Self.element(of: token, tables: tables, source: source, customTags: customTags)
            appendElement(kind: kind, slot: slot, name: name, attributes: token.attributeIndices, range: range,
                          isSynthesized: token.isSynthesized, opens: token.kind == .startTag)
        case .endTag:
            closeElement(range: token.range, isSynthesized: token.isSynthesized)
        case .comment, .doctype:
            return
        }
    }

    /// The kind of the element start tag `token` opens (a profile's `customTags` by their
    /// display), and where its name is when the element table does not hold it (else zero bytes):
    /// the record's data. Inlined into each write-out, which takes it for every start tag.
    @inline(__always)
    static func element(of token: Token, tables: TokenTables, source: SourceText,
                        customTags: [String: Profile.Display]) -> (kind: MarkupKind, name: (start: Int32, length: Int32)) {
        let slot = token.elementSlot
        var kind: MarkupKind
        if let slot, let name = KnownElements.names[slot] {
            kind = MarkupKind(tag: name, slot: slot)
        } else {
            // A name HTML does not know (rare): read to find its kind.
            let name = tables.name(of: token, in: source)
            kind = MarkupKind(tag: name, slot: slot)
            if slot == nil, !customTags.isEmpty, let display = customTags[name] {
                kind = display == .block ? .block : .inline
            }
        }
        // A known element's name is its slot's: only another name's bytes are kept.
        var name: (start: Int32, length: Int32) = (0, 0)
        if let entry = token.nameEntry { name = (tables.attributes[entry].nameStart, tables.attributes[entry].nameLength) }
        return (kind, name)
    }

    /// Takes the start tag of a known HTML element read from its own start tag: the record is
    /// made from the tag's fields, with no token in between.
    @inline(__always)
    mutating func addOwnStartTag(_ tag: Token, index: Int, slot: Int, isVoid: Bool, tables: TokenTables) {
        guard let kind = knownKinds[slot] else {
            return add(Token(tag: isVoid ? .selfClosingTag : .startTag, slot: slot, nameEntry: tag.nameEntry,
                             attributes: tag.attributeIndices, range: tag.range, origin: index), tables: tables)
        }
        let range = tag.range
        documentEnd = range.end
        appendElement(kind: kind, slot: slot, name: (0, 0),
                      attributes: tag.attributeIndices, range: range, isSynthesized: false, opens: !isVoid)
    }

    /// Appends the record of an element (`name`: the bytes of a name the element table does
    /// not hold) as the last child of the current one, and makes it current when it `opens`.
    @inline(__always)
    private mutating func appendElement(kind: MarkupKind, slot: Int?, name: (start: Int32, length: Int32),
                                        attributes: Range<Int>, range: SourceRange, isSynthesized: Bool, opens: Bool) {
        append(NodeRecord(kind: kind, knownSlot: slot, dataStart: name.start,
                          dataLength: name.length, attributes: attributes,
                          range: isSynthesized ? SourceRange.empty(at: range.start) : range,
                          startTagRange: range, endTagRange: nil,
                          isSynthesized: isSynthesized, isEndSynthesized: false,
                          parent: current, subtreeEnd: count + 1, depth: openCount))
        if opens {
            current = count - 1
            openCount += 1
        }
    }

    /// Takes an end tag by its range alone, which is all a record reads of it: the write-out
    /// does not make the tag.
    @inline(__always)
    mutating func addEndTag(range: SourceRange, isSynthesized: Bool, tables: inout TokenTables,
                            token: (inout TokenTables) -> Token) {
        documentEnd = range.end
        closeElement(range: range, isSynthesized: isSynthesized)
    }

    /// Closes the innermost open element, whose end tag (or, synthesized, what closed it) is
    /// at `range`.
    @inline(__always)
    private mutating func closeElement(range: SourceRange, isSynthesized: Bool) {
        guard openCount > 1 else { return }
        let element = current
        // An implied end belongs to whatever caused it, which may lie past content that
        // moved out of the element; the element then ends with its own content.
        // The fields are written in place: without a copy of the whole record in and out.
        precondition(element < count, "an open element has a record")
        let start = records[element].range.start
        let end = isSynthesized ? records[element].range.end : range.end
        records[element].endTagRange = range
        records[element].isEndSynthesized = isSynthesized
        records[element].subtreeEnd = count
        records[element].range = SourceRange(start: start, end: max(start, end))
        current = records[element].parent
        openCount -= 1
    }

    /// Closes every element and makes each cover its children; returns how many records
    /// were written.
    private mutating func finish() -> Int {
        while openCount > 1 {
            records[current].subtreeEnd = count
            current = records[current].parent
            openCount -= 1
        }
        records[0].range = SourceRange(start: 0, end: documentEnd)
        records[0].subtreeEnd = count
        Self.widenToChildren(UnsafeMutableBufferPointer(rebasing: records[..<count]))
        return count
    }

    /// Makes every element's range cover its children's (moved content can precede its tag).
    /// An element the normalizer opened with nothing of its own in the source takes its
    /// children's extent, not the position of the token that caused it.
    private static func widenToChildren(_ records: UnsafeMutableBufferPointer<NodeRecord>) {
        for index in stride(from: records.count - 1, through: 1, by: -1) {
            let parent = records[index].parent
            let child = records[index].range
            // An empty child (an element the normalizer opened and closed at once) has no
            // source of its own to cover.
            if child.isEmpty { continue }
            precondition(parent >= 0 && parent < index, "a parent comes before its children")
            if records[parent].isSynthesized && records[parent].range.isEmpty && parent != 0 {
                records[parent].range = child
            } else {
                records[parent].range = records[parent].range.union(child)
            }
        }
    }
}
