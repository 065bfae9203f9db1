/// The tokenizer's output: tokens in source order plus what it found wrong.
public struct TokenStream: Sendable {
    /// The cleaned source the token ranges refer to.
    public var source: SourceText
    /// The tokens in source order.
    public var tokens: [Token]
    /// The source's clean-up problems (invalid UTF-8), then the tokenizer's.
    public var diagnostics: [Diagnostic]
    /// Whether a text token keeps a NUL character (which the normalizer drops or replaces).
    var containsNUL = false

    /// A stream of `tokens` over `source`.
    public init(source: SourceText, tokens: [Token], diagnostics: [Diagnostic]) {
        self.source = source
        self.tokens = tokens
        self.diagnostics = diagnostics
    }
}
