/// The tokenizer's tokens as the normalizer's tree reads them, by index: the stream's own
/// array, or for a big document (``Normalizer/tree(of:customTags:)``) each token in 20 bytes
/// instead of 24, so that the stream's array can be freed before the tree is built and is
/// never alive beside the tree's nodes.
///
/// A compacted token is its span (range, and a text's, comment's or doctype's data or a tag's
/// attributes) and its kind and slot. It reads back as the tokenizer made it (its own index
/// as its origin, not made up). A token those do not give back (a tag of a name the element
/// table does not hold, a token not numbered as its own origin) is kept whole beside them.
struct TreeTokens {
    /// A token's kind and name slot, and whether it is kept whole, in 4 bytes.
    private struct KindAndSlot {
        var slot: Int16
        var kind: Token.Kind
        var isKept: Bool
    }

    /// The tokens themselves, when not compacted.
    private let whole: [Token]
    /// When compacted: each token's span, and its kind and slot.
    private(set) var spans: [TokenSpan] = []
    private var kinds: [KindAndSlot] = []
    /// When compacted: the tokens kept whole, by index.
    private var kept: [Int: Token] = [:]
    let isCompacted: Bool
    /// Number of tokens.
    let count: Int
    /// Number of end tags.
    let endTagCount: Int

    /// The tokens as they are.
    init(_ tokens: [Token]) {
        whole = tokens
        isCompacted = false
        count = tokens.count
        // Counted through the buffer, without a branch per token.
        endTagCount = tokens.withUnsafeBufferPointer { tokens in
            var ends = 0
            for token in tokens { ends &+= token.kind == .endTag ? 1 : 0 }
            return ends
        }
    }

    /// The tokens compacted (see ``TreeTokens``); `tokens` can be freed once this returns.
    init(compacting tokens: [Token]) {
        var ends = 0
        var kept: [Int: Token] = [:]
        var spans: [TokenSpan] = []
        var kinds: [KindAndSlot] = []
        spans.reserveCapacity(tokens.count)
        kinds.reserveCapacity(tokens.count)
        tokens.withUnsafeBufferPointer { tokens in
            for index in tokens.indices {
                let token = tokens[index]
                if token.kind == .endTag { ends += 1 }
                let isKept = token.isSynthesized || token.origin != index || (token.isTag && token.elementSlot == nil)
                spans.append(TokenSpan(token))
                kinds.append(KindAndSlot(slot: Int16(token.elementSlot ?? -1), kind: token.kind, isKept: isKept))
                if isKept { kept[index] = token }
            }
        }
        whole = []
        isCompacted = true
        count = tokens.count
        endTagCount = ends
        self.spans = spans
        self.kinds = kinds
        self.kept = kept
    }

    /// The token at `index` (a known element's tag without its name's bytes when compacted).
    @inline(__always)
    subscript(index: Int) -> Token {
        if isCompacted { return Self.compactedToken(at: index, kinds: kinds, spans: spans, kept: kept) }
        assert(whole[index] != BuildRelease.poison, "a released token is not read")
        return whole[index]
    }

    /// The range of the token at `index`: what most readers of a token read, without a copy of it.
    @inline(__always)
    func range(of index: Int) -> SourceRange {
        if isCompacted { return spans[index].range }
        assert(whole[index] != BuildRelease.poison, "a released token is not read")
        return whole[index].range
    }

    /// The attribute entries of the tag at `index`.
    @inline(__always)
    func attributeIndices(of index: Int) -> Range<Int> {
        self[index].attributeIndices
    }

    /// The attribute entry holding the name of the tag at `index`, when the element table does
    /// not hold that name (``Token/nameEntry``).
    @inline(__always)
    func nameEntry(of index: Int) -> Int? {
        self[index].nameEntry
    }

    /// The compacted token at `index`, out of line: the callers, inlined into the tree
    /// builder's hot paths, stay as small as they are for tokens not compacted. Static, given
    /// the arrays it reads: a method would be passed the whole struct, which its callers
    /// would copy for each token, compacted or not.
    @inline(never)
    private static func compactedToken(at index: Int, kinds: [KindAndSlot], spans: [TokenSpan],
                                       kept: [Int: Token]) -> Token {
        let kind = kinds[index]
        guard !kind.isKept else { return kept[index]! }
        let span = spans[index]
        switch kind.kind {
        case .startTag, .endTag, .selfClosingTag:
            return Token(tag: kind.kind, slot: Int(kind.slot), attributes: span.attributes, range: span.range,
                         origin: index)
        case .text, .comment, .doctype:
            return Token(kind: kind.kind, dataStart: Int(span.start), dataLength: Int(span.count), range: span.range,
                         origin: index)
        }
    }

    /// What a ``CompactBalancedStream`` keeps of the tokens once the tree is written out:
    /// their spans, taken over as they are when compacted.
    func takeSpans() -> [TokenSpan] {
        isCompacted ? spans : whole.withUnsafeBufferPointer { $0.map(TokenSpan.init) }
    }
}

/// What the written tokens read of a tokenizer token, in 16 of its 24 bytes: its range, and
/// a text's, comment's or doctype's data or a tag's attributes. A tag's name is not kept: a
/// known element's is its slot's, and a tag of any other name is kept whole where needed.
struct TokenSpan {
    var range: SourceRange
    var start: Int32
    var count: Int32

    init(_ token: Token) {
        range = token.range
        let attributes = token.attributeIndices
        start = token.isTag ? Int32(truncatingIfNeeded: attributes.lowerBound) : token.dataStart
        count = token.isTag ? Int32(truncatingIfNeeded: attributes.count) : token.dataLength
    }

    var attributes: Range<Int> { Int(start)..<Int(start) + Int(count) }
}
