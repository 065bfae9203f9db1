/// A balanced token stream: every start tag has its end tag, in nesting order.
public struct NormalizedStream: Sendable {
    /// The cleaned source the token ranges refer to.
    public var source: SourceText
    /// The balanced tokens; synthesized ones are marked and linked to their cause.
    public var tokens: [Token]
    /// What was changed to get there, in source order of their causes.
    public var repairs: [Repair]
    /// The tokenizer's diagnostics, carried along.
    public var diagnostics: [Diagnostic]
    /// The tokenizer's tokens, which `origin` indices refer to.
    public var sourceTokens: [Token]
}
