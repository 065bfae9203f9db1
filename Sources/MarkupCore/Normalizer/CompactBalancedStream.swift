/// The balanced tokens a ``BuildTree`` writes out, held as 8-byte references to the
/// tokenizer's tokens instead of 24-byte tokens: what lets `render` free the normalizer's tree
/// before the ``MarkupTree``'s records are made from the stream, so that the tree's nodes and
/// the records are never alive together. Once written (``finish()``), it keeps of each
/// tokenizer token only the spans the written tokens read, so the tokens can be freed too.
///
/// Each written token is kept as the index of the token whose range it has, its slot, kind and
/// whether it was made up. The start tag whose name and attributes a tag carries is most often
/// the token at that index; a made-up element's is kept beside (``dataTokens``), and an end
/// tag's is its element's, found again on replay.
/// A token that those do not give back exactly (text the normalizer rewrote, a tag read as
/// text, an SVG name in mixed case, a tag whose name the element table does not hold) is kept
/// whole beside them, so ``replay(into:tables:)`` hands on the tokens the tree wrote.
struct CompactBalancedStream: BalancedTokenSink {
    /// One written token, as references into the tokenizer's tokens, in 8 bytes.
    private struct Entry {
        /// The token whose range the written one has (its own, or what caused it); -1 for the
        /// end of the input.
        var index: Int32
        var slot: Int16
        var kind: Token.Kind
        var flags: Flags

        struct Flags: OptionSet {
            let rawValue: UInt8
            static let synthesized = Flags(rawValue: 1 << 0)
            /// The token is the next of ``exceptions`` rather than what the rest gives.
            static let exception = Flags(rawValue: 1 << 1)
            /// A start tag carries the name and attributes of the token at ``index``.
            static let dataIsIndex = Flags(rawValue: 1 << 2)
            /// A start tag carries those of the next of ``dataTokens``.
            static let dataIsKept = Flags(rawValue: 1 << 3)
        }
    }

    /// The tokenizer's tokens the entries refer to, until ``finish()``.
    private var tokens: TreeTokens
    /// What the entries read of those tokens, from ``finish()`` on, in blocks that the replay
    /// frees once no later entry reads them.
    private var spans = SpanBlocks()
    /// For each block of spans, the number of the last entry that reads it (-1: none).
    private var lastReads: [Int]
    /// The length of the source: where a token caused by the end of the input lies.
    private let sourceCount: Int
    /// The entries, in blocks of 1 MiB: each block is mapped on its own, so the replay frees
    /// each as soon as it has read it, and the entries are not alive beside the whole records.
    private var entryBlocks: [[Entry]] = []
    /// The block being written.
    private var entries: [Entry] = []
    /// 1 MiB of 8-byte entries.
    private static var entriesPerBlock: Int { 1 << 17 }
    /// The start tags whose names and attributes made-up elements carry, in order.
    private var dataTokens: [Int32] = []
    /// The written tokens the entries do not give back, in order.
    private var exceptions: [Token] = []
    /// How many records the stream makes: the root, and a node per text, start and
    /// self-closing tag.
    private(set) var nodeCount = 1

    /// How many written tokens are kept whole.
    var exceptionCount: Int { exceptions.count }

    /// A stream reading `tokens`, with room for `capacity` written tokens.
    init(tokens: [Token], sourceCount: Int, capacity: Int) {
        self.init(tokens: TreeTokens(tokens), sourceCount: sourceCount, capacity: capacity)
    }

    /// A stream reading `tokens` (compacted or not), with room for `capacity` written tokens.
    init(tokens: TreeTokens, sourceCount: Int, capacity: Int) {
        self.tokens = tokens
        self.sourceCount = sourceCount
        lastReads = Array(repeating: -1, count: SpanBlocks.block(of: tokens.count) + 1)
        entries.reserveCapacity(min(capacity, Self.entriesPerBlock))
    }

    /// Keeps `token` as references when it is derived (see ``BalancedTokenSink``), else whole.
    /// Inlined into the write-out, as ``MarkupTreeBuilder/add(_:tables:)`` is: a call per token
    /// passed (and retained) the tables.
    @inline(__always)
    mutating func add(_ token: Token, dataToken: Int?, isDerived: Bool, tables: TokenTables) {
        let index = token.origin.map { Int32(truncatingIfNeeded: $0) } ?? -1
        var isDerived = isDerived
        var flags: Entry.Flags = token.isSynthesized ? .synthesized : []
        switch token.kind {
        case .text, .comment, .doctype:
            // Given back as the token at its origin: only when it is that token (a stream
            // numbers each token as its own origin; this does not take it on trust).
            isDerived = isDerived && index >= 0 && tokens[Int(index)] == token
        case .startTag, .selfClosingTag, .endTag:
            // A name the element table does not hold is read from the tag: kept whole.
            isDerived = isDerived && token.elementSlot != nil
        }
        if !isDerived { flags.insert(.exception) }
        switch token.kind {
        case .startTag, .selfClosingTag:
            nodeCount += 1
            if let dataToken {
                if dataToken == index {
                    flags.insert(.dataIsIndex)
                } else {
                    flags.insert(.dataIsKept)
                    dataTokens.append(Int32(truncatingIfNeeded: dataToken))
                }
            }
        case .text: nodeCount += 1
        case .endTag, .comment, .doctype: break
        }
        let entry = Entry(index: index, slot: Int16(token.elementSlot ?? -1), kind: token.kind, flags: flags)
        if isDerived {
            assert(Self.token(of: entry, dataToken: dataToken.map { Int32($0) } ?? -1, sourceCount: sourceCount) {
                TokenSpan(tokens[$0])
            } == token, "a derived token is what its references give")
            // The spans this entry reads on replay (``token(of:dataToken:sourceCount:span:)``).
            let number = entryBlocks.count * Self.entriesPerBlock + entries.count
            if index >= 0 { lastReads[SpanBlocks.block(of: Int(index))] = number }
            if let dataToken, token.kind != .endTag { lastReads[SpanBlocks.block(of: dataToken)] = number }
        } else {
            exceptions.append(token)
        }
        if entries.count == Self.entriesPerBlock {
            entryBlocks.append(entries)
            entries = []
            entries.reserveCapacity(Self.entriesPerBlock)
        }
        entries.append(entry)
    }

    /// Ends the write-out: keeps of each tokenizer token the spans the entries read (16 of its
    /// 24 bytes) and lets go of the tokens, which their owner can then free.
    mutating func finish() {
        spans = SpanBlocks(tokens.takeSpans())
        tokens = TreeTokens([])
    }

    /// Hands the written tokens to `sink`, in order, each with the tables they read through
    /// (after ``finish()``). The entries are freed as they are read: a stream is replayed once.
    mutating func replay<Sink: BalancedTokenSink>(into sink: inout Sink, tables: TokenTables) {
        var nextException = 0
        var nextDataToken = 0
        // Each open element's start tag, which its end tag carries the name of: room for as
        // deep as the tree may be (never touched where not reached), written in place.
        let openData = UnsafeMutableBufferPointer<Int32>.allocate(capacity: nodeCount)
        defer { openData.deallocate() }
        var openCount = 0
        var blocks = entryBlocks
        blocks.append(entries)
        entryBlocks = []
        entries = []
        let spans = self.spans
        self.spans = SpanBlocks()
        // Blocks of spans by their last reader, freed in that order.
        let spansByLastRead = lastReads.indices.sorted { lastReads[$0] < lastReads[$1] }
        var nextSpansToFree = 0
        for blockIndex in blocks.indices {
            // The block's only reference, freed once read.
            let block = blocks[blockIndex]
            blocks[blockIndex] = []
            // Entries are read in place, not bound (a copy per entry).
            block.withUnsafeBufferPointer { entries in
                for entry in entries {
                    var dataToken: Int32 = -1
                    switch entry.kind {
                    case .startTag, .selfClosingTag:
                        if entry.flags.contains(.dataIsIndex) {
                            dataToken = entry.index
                        } else if entry.flags.contains(.dataIsKept) {
                            dataToken = dataTokens[nextDataToken]
                            nextDataToken += 1
                        }
                        if entry.kind == .startTag {
                            openData[openCount] = dataToken
                            openCount += 1
                        }
                    case .endTag:
                        if openCount > 0 {
                            openCount -= 1
                            dataToken = openData[openCount]
                        }
                    case .text, .comment, .doctype: break
                    }
                    let token: Token
                    if entry.flags.contains(.exception) {
                        token = exceptions[nextException]
                        nextException += 1
                    } else {
                        token = Self.token(of: entry, dataToken: dataToken, sourceCount: sourceCount) { spans[$0] }
                    }
                    sink.add(token, dataToken: dataToken < 0 ? nil : Int(dataToken),
                             isDerived: !entry.flags.contains(.exception), tables: tables)
                }
            }
            let read = (blockIndex + 1) * Self.entriesPerBlock
            while nextSpansToFree < spansByLastRead.count, lastReads[spansByLastRead[nextSpansToFree]] < read {
                spans.free(spansByLastRead[nextSpansToFree])
                nextSpansToFree += 1
            }
        }
    }

    /// The token an entry stands for when it is not an exception, `span` giving what a token
    /// index reads: text, a comment or a doctype as the tokenizer read it; a known element's
    /// tag with its entry's kind and slot, the range of the token at `index` and the
    /// attributes (an end tag none) of its start tag `dataToken` (-1: none).
    @inline(__always)
    private static func token(of entry: Entry, dataToken: Int32, sourceCount: Int,
                              span: (Int) -> TokenSpan) -> Token {
        let index = Int(entry.index)
        let slot = entry.slot < 0 ? nil : Int(entry.slot)
        let isSynthesized = entry.flags.contains(.synthesized)
        switch entry.kind {
        case .text, .comment, .doctype:
            guard index >= 0 else {
                return Token(kind: entry.kind, dataStart: 0, dataLength: 0, range: .empty(at: sourceCount),
                             isSynthesized: isSynthesized)
            }
            let own = span(index)
            return Token(kind: entry.kind, dataStart: Int(own.start), dataLength: Int(own.count), range: own.range,
                         isSynthesized: isSynthesized, origin: index)
        case .startTag, .selfClosingTag, .endTag:
            let range = index < 0 ? SourceRange.empty(at: sourceCount) : span(index).range
            // A derived tag is a known element's (any other is kept whole).
            let attributes = dataToken < 0 || entry.kind == .endTag ? 0..<0 : span(Int(dataToken)).attributes
            return Token(tag: entry.kind, slot: slot, attributes: attributes, range: range,
                         isSynthesized: isSynthesized, origin: index < 0 ? nil : index)
        }
    }
}

/// The spans of a ``CompactBalancedStream`` in blocks of 1 MiB, each mapped on its own, so that
/// a block can be freed once read for the last time.
private final class SpanBlocks {
    /// 1 MiB of 16-byte spans.
    private static var shift: Int { 16 }
    private var blocks: [UnsafeMutableBufferPointer<TokenSpan>?] = []

    init() {}

    /// `spans` copied into blocks.
    init(_ spans: [TokenSpan]) {
        spans.withUnsafeBufferPointer { spans in
            var start = 0
            while start < spans.count {
                let end = min(start + (1 << Self.shift), spans.count)
                let block = UnsafeMutableBufferPointer<TokenSpan>.allocate(capacity: end - start)
                _ = block.initialize(fromContentsOf: UnsafeBufferPointer(rebasing: spans[start..<end]))
                blocks.append(block)
                start = end
            }
        }
    }

    deinit {
        for block in blocks { block?.deallocate() }
    }

    /// The block that holds the span of the token at `index`.
    static func block(of index: Int) -> Int { index >> shift }

    /// The span of the token at `index`, whose block is not freed.
    @inline(__always)
    subscript(index: Int) -> TokenSpan {
        blocks[index >> Self.shift].unsafelyUnwrapped[index & (1 << Self.shift - 1)]
    }

    /// Frees the block `block` (no span of it is read again).
    func free(_ block: Int) {
        guard block < blocks.count, let spans = blocks[block] else { return }
        spans.deallocate()
        blocks[block] = nil
    }
}
