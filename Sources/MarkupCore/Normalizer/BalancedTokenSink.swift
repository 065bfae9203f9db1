/// What takes the balanced tokens a ``BuildTree`` writes out, one at a time.
protocol BalancedTokenSink {
    /// Takes the next token; `tables` are what its spans read through.
    mutating func add(_ token: Token, tables: TokenTables)

    /// Takes the end tag of the innermost open element: its source `range`, whether it is
    /// synthesized (the element closed by something else), and `token`, which makes the tag
    /// (appending to `tables` what it reads) for a sink that reads more than the range. By
    /// default the tag is made and given to ``add(_:tables:)``.
    mutating func addEndTag(range: SourceRange, isSynthesized: Bool, tables: inout TokenTables,
                            token: (inout TokenTables) -> Token)

    /// Takes the start tag of an HTML element of the known element `slot` read from its own
    /// start tag `tag`, token `index` (most elements): a self-closing tag when `isVoid`. By
    /// default the tag is made and given to ``add(_:tables:)``.
    mutating func addOwnStartTag(_ tag: Token, index: Int, slot: Int, isVoid: Bool, tables: TokenTables)
}

extension BalancedTokenSink {
    @inline(__always)
    mutating func addEndTag(range: SourceRange, isSynthesized: Bool, tables: inout TokenTables,
                            token: (inout TokenTables) -> Token) {
        add(token(&tables), tables: tables)
    }

    @inline(__always)
    mutating func addOwnStartTag(_ tag: Token, index: Int, slot: Int, isVoid: Bool, tables: TokenTables) {
        // Its name, attributes and range are the tag's, read once.
        add(Token(tag: isVoid ? .selfClosingTag : .startTag, slot: slot, nameEntry: tag.nameEntry,
                  attributes: tag.attributeIndices, range: tag.range, origin: index),
            tables: tables)
    }
}

/// Collects the written-out tokens into an array (the normalized stream's).
struct TokenArraySink: BalancedTokenSink {
    var tokens: [Token] = []

    @inline(__always)
    mutating func add(_ token: Token, tables: TokenTables) {
        tokens.append(token)
    }
}

/// Collects the written-out tokens and builds the tree's records from them in the same pass.
struct StreamAndTreeSink: BalancedTokenSink {
    var stream = TokenArraySink()
    var tree: MarkupTreeBuilder

    /// Inlined into the write-out: a call per token would pass the tables.
    @inline(__always)
    mutating func add(_ token: Token, tables: TokenTables) {
        stream.add(token, tables: tables)
        tree.add(token, tables: tables)
    }

    /// The stream takes the tag made; the records take it as the write-out gives it.
    @inline(__always)
    mutating func addOwnStartTag(_ tag: Token, index: Int, slot: Int, isVoid: Bool, tables: TokenTables) {
        stream.addOwnStartTag(tag, index: index, slot: slot, isVoid: isVoid, tables: tables)
        tree.addOwnStartTag(tag, index: index, slot: slot, isVoid: isVoid, tables: tables)
    }

    /// The stream takes the tag made; the records take its range.
    @inline(__always)
    mutating func addEndTag(range: SourceRange, isSynthesized: Bool, tables: inout TokenTables,
                            token: (inout TokenTables) -> Token) {
        stream.addEndTag(range: range, isSynthesized: isSynthesized, tables: &tables, token: token)
        tree.addEndTag(range: range, isSynthesized: isSynthesized, tables: &tables, token: token)
    }
}
