/// The tokenizer's output: tokens in source order plus what it found wrong.
public struct TokenStream: Sendable {
    public var source: SourceText
    public var tokens: [Token]
    public var diagnostics: [Diagnostic]
    /// Whether a text token keeps a NUL character (which the normalizer drops or replaces).
    var containsNUL = false

    public init(source: SourceText, tokens: [Token], diagnostics: [Diagnostic]) {
        self.source = source
        self.tokens = tokens
        self.diagnostics = diagnostics
    }
}
