/// How much room the arrays a ``TokenScanner`` writes into get before the first token is
/// read (``Tokenizer`` makes them): room never written takes no memory, and outgrowing it
/// moves what was written (see ``RoomWriter``).
extension TokenScanner {
    /// Room for attributes before the first token is read: one per four tokens of
    /// ``reservedTokenCount(forInputOf:)`` (room never written takes no memory).
    static func reservedAttributeCount(forInputOf byteCount: Int) -> Int {
        reservedTokenCount(forInputOf: byteCount) / 4
    }

    /// Room for the side buffer before the first token is read (``Tokenizer`` makes it): half
    /// the input. Decoded text is a part of the input (copy full of references has a third of
    /// its bytes there), so the room is seldom outgrown, and room never written takes no
    /// memory. A text is decoded straight into the room, which must then hold three bytes per
    /// byte of it (``CharacterReferenceDecoder``), so the slack lets a short input's text fit.
    static func reservedSideBufferCount(forInputOf byteCount: Int) -> Int {
        byteCount / 2 + 64
    }

    /// Room for tokens before the first token is read (``Tokenizer`` makes it): a token per 3
    /// bytes, what a document made only of tags has (a tag takes at least three bytes, and the
    /// text between two tags is one token), so even copy nesting a tag around every word never
    /// outgrows it. Room left over is never touched, so it takes no memory (a big array is
    /// mapped on its own, page by page); outgrowing it moves every token to storage twice the
    /// size and touches each page of both. Only tags alternating with one-byte texts are
    /// denser. Capped at 8M tokens (192 MB of address space), so that a huge text does not ask
    /// the system for gigabytes it would never touch.
    static func reservedTokenCount(forInputOf byteCount: Int) -> Int {
        min(byteCount / 3, 1 << 23) + 16
    }
}
