/// The tokenizer's tokens as the normalizer's tree reads them, by index, with the counts its
/// room is made from.
///
/// For a big document the tokens the builder has passed may be given back (``BuildRelease``);
/// those are never read again (in tests, a released token is a poison the reads assert
/// against).
struct TreeTokens {
    private let whole: [Token]
    /// Number of tokens.
    let count: Int
    /// Number of end tags.
    let endTagCount: Int

    /// The tokens as they are.
    init(_ tokens: [Token]) {
        whole = tokens
        count = tokens.count
        // Counted through the buffer, without a branch per token.
        endTagCount = tokens.withUnsafeBufferPointer { tokens in
            var ends = 0
            for token in tokens { ends &+= token.kind == .endTag ? 1 : 0 }
            return ends
        }
    }

    /// The token at `index`.
    @inline(__always)
    subscript(index: Int) -> Token {
        assert(whole[index] != BuildRelease.poison, "a released token is not read")
        return whole[index]
    }

    /// The range of the token at `index`: what most readers of a token read, without a copy of it.
    @inline(__always)
    func range(of index: Int) -> SourceRange {
        self[index].range
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
}
