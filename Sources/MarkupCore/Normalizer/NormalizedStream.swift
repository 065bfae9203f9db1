/// A balanced token stream: every start tag has its end tag, in nesting order.
///
/// Its tokens are spans like the tokenizer's: names, text and attributes are read through it.
public struct NormalizedStream: Sendable {
    /// The cleaned source the token ranges refer to.
    public var source: SourceText
    /// The balanced tokens; synthesized ones are marked and linked to their cause.
    public var tokens: [Token]
    /// The attributes and decoded bytes the tokens refer to: the tokenizer's, plus what the
    /// normalizer wrote out differently (text it changed, SVG names in mixed case).
    package var tables: TokenTables
    /// What was changed to get there, in source order of their causes.
    public var repairs: [Repair]
    /// The tokenizer's diagnostics, carried along.
    public var diagnostics: [Diagnostic]
    /// The tokenizer's tokens, which `origin` indices refer to (read through this stream too).
    public var sourceTokens: [Token]

    /// The lowercased name of a tag of this stream (or of ``sourceTokens``); empty for text,
    /// comments and doctypes.
    public func name(of token: Token) -> String { tables.name(of: token, in: source) }

    /// The text of a text token of this stream (or of ``sourceTokens``), the data of a comment
    /// or doctype; empty for tags.
    public func text(of token: Token) -> String { tables.text(of: token, in: source) }

    /// The attributes of a tag of this stream (or of ``sourceTokens``) in source order.
    public func attributes(of token: Token) -> [Attribute] { tables.attributes(of: token, in: source) }

    /// The value of the first attribute called `name` of a tag of this stream, if any.
    public func attribute(_ name: String, of token: Token) -> String? {
        tables.attribute(name, of: token, in: source)
    }
}
