/// The balanced tokens a ``BuildTree`` writes out, held as 12-byte references to the
/// tokenizer's tokens instead of 32-byte tokens: what lets `render` free the normalizer's tree
/// before the ``MarkupTree``'s records are made from the stream, so that the tree's nodes and
/// the records are never alive together.
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

    /// The tokenizer's tokens the entries refer to.
    private let tokens: [Token]
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
            assert(tokens.withUnsafeBufferPointer { Self.token(of: entry, in: $0, sourceCount: sourceCount) } == token,
                   "a derived token is what its references give")
        } else {
            exceptions.append(token)
        }
        entries.append(entry)
    }

    /// Hands the written tokens to `sink`, in order, each with the tables they read through.
    func replay<Sink: BalancedTokenSink>(into sink: inout Sink, tables: TokenTables) {
        var nextException = 0
        // Entries and tokens are read in place, not bound (a copy per entry).
        entries.withUnsafeBufferPointer { entries in
            tokens.withUnsafeBufferPointer { tokens in
                for entry in entries {
                    let token: Token
                    if entry.isException {
                        token = exceptions[nextException]
                        nextException += 1
                    } else {
                        token = Self.token(of: entry, in: tokens, sourceCount: sourceCount)
                    }
                    sink.add(token, dataToken: entry.dataToken < 0 ? nil : Int(entry.dataToken),
                             isDerived: !entry.isException, tables: tables)
                }
            }
        }
    }

    /// The token an entry stands for when it is not an exception: text, a comment or a
    /// doctype as the tokenizer read it; a tag with its entry's kind and slot, the range of the
    /// token at `index` and the name and attributes (an end tag none) of its start tag.
    @inline(__always)
    private static func token(of entry: Entry, in tokens: UnsafeBufferPointer<Token>, sourceCount: Int) -> Token {
        let index = Int(entry.index)
        switch entry.kind {
        case .text, .comment, .doctype:
            return index < 0 ? Token(kind: entry.kind, slot: nil, dataStart: 0, dataLength: 0,
                                     range: .empty(at: sourceCount)) : tokens[index]
        case .startTag, .selfClosingTag, .endTag:
            let range = index < 0 ? SourceRange.empty(at: sourceCount) : tokens[index].range
            let slot = entry.slot < 0 ? nil : Int(entry.slot)
            guard entry.dataToken >= 0 else {
                return Token(kind: entry.kind, slot: slot, dataStart: 0, dataLength: 0, range: range,
                             isSynthesized: entry.isSynthesized, origin: index < 0 ? nil : index)
            }
            let data = tokens[Int(entry.dataToken)]
            return Token(kind: entry.kind, slot: slot, dataStart: Int(data.dataStart), dataLength: Int(data.dataLength),
                         attributes: entry.kind == .endTag ? 0..<0 : data.attributeIndices, range: range,
                         isSynthesized: entry.isSynthesized, origin: index < 0 ? nil : index)
        }
    }
}
