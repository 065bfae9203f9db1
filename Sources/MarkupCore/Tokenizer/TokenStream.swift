/// The tokenizer's output: tokens in source order plus what it found wrong.
public struct TokenStream: Sendable {
    public var source: SourceText
    public var tokens: [Token]
    public var diagnostics: [Diagnostic]
}
