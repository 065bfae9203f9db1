/// The balanced tokens a ``BuildTree`` writes out, held as 12-byte references to the
/// tokenizer's tokens instead of 32-byte tokens: what lets `render` free the normalizer's tree
/// before the ``MarkupTree``'s records are made from the stream, so that the tree's nodes and
/// the records are never alive together. Once written (``finish()``), it keeps of each
/// tokenizer token only the spans the written tokens read, so the tokens can be freed too.
///
/// Each written token is kept as the index of the token whose range it has, the index of the
/// start tag whose name and attributes it carries, its slot, kind and whether it was made up.
/// A token that those do not give back exactly (text the normalizer rewrote, a tag read as
/// text, an SVG name in mixed case) is kept whole beside them, so ``replay(into:tables:)``
/// hands on the very tokens the tree wrote.
struct CompactBalancedStream: BalancedTokenSink {
    /// One written token, as references into the tokenizer's tokens.
    private struct Entry {
        /// The token whose range the written one has (its own, or what caused it); -1 for the
        /// end of the input.
        var index: Int32
        /// The start tag whose name and attributes a written tag carries; -1 for none.
        var dataToken: Int32
        var slot: Int16
        var kind: Token.Kind
        var isSynthesized: Bool
        /// Whether the token is the next of ``exceptions`` rather than what the rest gives.
        var isException: Bool
    }

    /// What a written token reads of a tokenizer token: its range, data and attributes (24 of
    /// its 32 bytes).
    private struct TokenSpan {
        var range: SourceRange
        var dataStart: Int32
        var dataLength: Int32
        var attributeStart: Int32
        var attributeCount: Int32

        init(_ token: Token) {
            range = token.range
            dataStart = token.dataStart
            dataLength = token.dataLength
            attributeStart = token.attributeStart
            attributeCount = token.attributeCount
        }

        var attributes: Range<Int> { Int(attributeStart)..<Int(attributeStart) + Int(attributeCount) }
    }

    /// The tokenizer's tokens the entries refer to, until ``finish()``.
    private var tokens: [Token]
    /// What the entries read of those tokens, from ``finish()`` on.
    private var spans: [TokenSpan] = []
    /// The length of the source: where a token caused by the end of the input lies.
    private let sourceCount: Int
    private var entries: [Entry] = []
    /// The written tokens the entries do not give back, in order.
    private var exceptions: [Token] = []
    /// How many records the stream makes: the root, and a node per text, start and
    /// self-closing tag.
    private(set) var nodeCount = 1

    /// How many written tokens are kept whole.
    var exceptionCount: Int { exceptions.count }

    /// A stream reading `tokens`, with room for `capacity` written tokens.
    init(tokens: [Token], sourceCount: Int, capacity: Int) {
        self.tokens = tokens
        self.sourceCount = sourceCount
        entries.reserveCapacity(capacity)
    }

    /// Keeps `token` as references when it is derived (see ``BalancedTokenSink``), else whole.
    /// Inlined into the write-out, as ``MarkupTreeBuilder/add(_:tables:)`` is: a call per token
    /// passed (and retained) the tables.
    @inline(__always)
    mutating func add(_ token: Token, dataToken: Int?, isDerived: Bool, tables: TokenTables) {
        let entry = Entry(index: token.origin.map { Int32(truncatingIfNeeded: $0) } ?? -1,
                          dataToken: dataToken.map { Int32(truncatingIfNeeded: $0) } ?? -1,
                          slot: Int16(token.elementSlot ?? -1), kind: token.kind,
                          isSynthesized: token.isSynthesized, isException: !isDerived)
        if token.kind != .endTag && token.kind != .comment && token.kind != .doctype { nodeCount += 1 }
        if isDerived {
            assert(Self.token(of: entry, sourceCount: sourceCount) { TokenSpan(tokens[$0]) } == token,
                   "a derived token is what its references give")
        } else {
            exceptions.append(token)
        }
        entries.append(entry)
    }

    /// Ends the write-out: keeps of each tokenizer token the spans the entries read and lets
    /// go of the tokens, which their stream's owner can then free.
    mutating func finish() {
        spans = tokens.withUnsafeBufferPointer { tokens in tokens.map(TokenSpan.init) }
        tokens = []
    }

    /// Hands the written tokens to `sink`, in order, each with the tables they read through
    /// (after ``finish()``).
    func replay<Sink: BalancedTokenSink>(into sink: inout Sink, tables: TokenTables) {
        var nextException = 0
        // Entries and spans are read in place, not bound (a copy per entry).
        entries.withUnsafeBufferPointer { entries in
            spans.withUnsafeBufferPointer { spans in
                for entry in entries {
                    let token: Token
                    if entry.isException {
                        token = exceptions[nextException]
                        nextException += 1
                    } else {
                        token = Self.token(of: entry, sourceCount: sourceCount) { spans[$0] }
                    }
                    sink.add(token, dataToken: entry.dataToken < 0 ? nil : Int(entry.dataToken),
                             isDerived: !entry.isException, tables: tables)
                }
            }
        }
    }

    /// The token an entry stands for when it is not an exception, `span` giving what a token
    /// index reads: text, a comment or a doctype as the tokenizer read it; a tag with its
    /// entry's kind and slot, the range of the token at `index` and the name and attributes
    /// (an end tag none) of its start tag.
    @inline(__always)
    private static func token(of entry: Entry, sourceCount: Int, span: (Int) -> TokenSpan) -> Token {
        let index = Int(entry.index)
        let slot = entry.slot < 0 ? nil : Int(entry.slot)
        switch entry.kind {
        case .text, .comment, .doctype:
            guard index >= 0 else {
                return Token(kind: entry.kind, slot: slot, dataStart: 0, dataLength: 0, range: .empty(at: sourceCount),
                             isSynthesized: entry.isSynthesized)
            }
            let own = span(index)
            return Token(kind: entry.kind, slot: slot, dataStart: Int(own.dataStart), dataLength: Int(own.dataLength),
                         attributes: own.attributes, range: own.range, isSynthesized: entry.isSynthesized, origin: index)
        case .startTag, .selfClosingTag, .endTag:
            let range = index < 0 ? SourceRange.empty(at: sourceCount) : span(index).range
            guard entry.dataToken >= 0 else {
                return Token(kind: entry.kind, slot: slot, dataStart: 0, dataLength: 0, range: range,
                             isSynthesized: entry.isSynthesized, origin: index < 0 ? nil : index)
            }
            let data = span(Int(entry.dataToken))
            return Token(kind: entry.kind, slot: slot, dataStart: Int(data.dataStart), dataLength: Int(data.dataLength),
                         attributes: entry.kind == .endTag ? 0..<0 : data.attributes, range: range,
                         isSynthesized: entry.isSynthesized, origin: index < 0 ? nil : index)
        }
    }
}
