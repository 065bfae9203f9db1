/// The balanced tokens a ``BuildTree`` writes out, held as 8-byte references to the
/// tokenizer's tokens instead of 32-byte tokens: what lets `render` free the normalizer's tree
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
/// whole beside them, so ``replay(into:tables:)`` hands on the tokens the tree wrote, but for
/// the name bytes of a known element's tags, which the records read from its slot.
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

    /// What a written token reads of a tokenizer token, in 16 of its 32 bytes: its range, and a
    /// text's, comment's or doctype's data or a tag's attributes. A tag's name is not kept: a
    /// known element's is its slot's (the records read no other), and a tag of any other name
    /// is kept whole.
    private struct TokenSpan {
        var range: SourceRange
        var start: Int32
        var count: Int32

        init(_ token: Token) {
            range = token.range
            start = token.isTag ? token.attributeStart : token.dataStart
            count = token.isTag ? token.attributeCount : token.dataLength
        }

        var attributes: Range<Int> { Int(start)..<Int(start) + Int(count) }
    }

    /// The tokenizer's tokens the entries refer to, until ``finish()``.
    private var tokens: [Token]
    /// What the entries read of those tokens, from ``finish()`` on.
    private var spans: [TokenSpan] = []
    /// The length of the source: where a token caused by the end of the input lies.
    private let sourceCount: Int
    private var entries: [Entry] = []
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
        self.tokens = tokens
        self.sourceCount = sourceCount
        entries.reserveCapacity(capacity)
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
            isDerived = isDerived && index >= 0 && tokens[Int(index)] == token && token.attributeCount == 0
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
            } == Self.withoutKnownName(token), "a derived token is what its references give")
        } else {
            exceptions.append(token)
        }
        entries.append(entry)
    }

    /// Ends the write-out: keeps of each tokenizer token the spans the entries read (16 of its
    /// 32 bytes) and lets go of the tokens, which their stream's owner can then free.
    mutating func finish() {
        spans = tokens.withUnsafeBufferPointer { tokens in tokens.map(TokenSpan.init) }
        tokens = []
    }

    /// Hands the written tokens to `sink`, in order, each with the tables they read through
    /// (after ``finish()``); a known element's tags come without their name's bytes
    /// (``withoutKnownName(_:)``).
    func replay<Sink: BalancedTokenSink>(into sink: inout Sink, tables: TokenTables) {
        var nextException = 0
        var nextDataToken = 0
        // Each open element's start tag, which its end tag carries the name of: room for as
        // deep as the tree may be (never touched where not reached), written in place.
        let openData = UnsafeMutableBufferPointer<Int32>.allocate(capacity: nodeCount)
        defer { openData.deallocate() }
        var openCount = 0
        // Entries and spans are read in place, not bound (a copy per entry).
        entries.withUnsafeBufferPointer { entries in
            spans.withUnsafeBufferPointer { spans in
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
        }
    }

    /// A token as the stream gives it back: a known element's tag without its name's bytes
    /// (its name is its slot's; see ``TokenSpan``), any other token as it is.
    static func withoutKnownName(_ token: Token) -> Token {
        guard token.isTag, token.elementSlot != nil else { return token }
        var token = token
        token.dataStart = 0
        token.dataLength = 0
        return token
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
                return Token(kind: entry.kind, slot: slot, dataStart: 0, dataLength: 0, range: .empty(at: sourceCount),
                             isSynthesized: isSynthesized)
            }
            let own = span(index)
            return Token(kind: entry.kind, slot: slot, dataStart: Int(own.start), dataLength: Int(own.count),
                         range: own.range, isSynthesized: isSynthesized, origin: index)
        case .startTag, .selfClosingTag, .endTag:
            let range = index < 0 ? SourceRange.empty(at: sourceCount) : span(index).range
            guard dataToken >= 0 else {
                return Token(kind: entry.kind, slot: slot, dataStart: 0, dataLength: 0, range: range,
                             isSynthesized: isSynthesized, origin: index < 0 ? nil : index)
            }
            return Token(kind: entry.kind, slot: slot, dataStart: 0, dataLength: 0,
                         attributes: entry.kind == .endTag ? 0..<0 : span(Int(dataToken)).attributes, range: range,
                         isSynthesized: isSynthesized, origin: index < 0 ? nil : index)
        }
    }
}
