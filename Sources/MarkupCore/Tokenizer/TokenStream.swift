/// The tokenizer's output: tokens in source order plus what it found wrong.
///
/// Tokens are spans: their names, text and attributes are read through the stream.
public struct TokenStream: Sendable {
    /// The cleaned source the token ranges refer to.
    public var source: SourceText
    /// The tokens in source order.
    public var tokens: [Token]
    /// The source's clean-up problems (invalid UTF-8), then the tokenizer's.
    public var diagnostics: [Diagnostic]
    /// The tags' attributes and the decoded bytes the tokens refer to.
    package var tables: TokenTables
    /// For a stream read from Markdown, the Markdown construct each token stands for, one per
    /// token (cmark-gfm's node names: `emph`, `heading`, `table_cell`, `html_inline`…; a custom
    /// attribute span is `attributes`); nil for a stream read from HTML. The panes show it.
    public var markdownConstructs: [String]?
    /// Whether a text token keeps a NUL character (which the normalizer drops or replaces).
    package var containsNUL = false
    /// Whether the stream is the tokenizer's reading of its whole `source`
    /// (``Tokenizer/tokenize(_:)``), so that tokenizing the source again gives it back: what
    /// lets a big document's tree builder give back its tokens' memory as it passes them
    /// (``TokenRelease``).
    package var isTokenizedFromSource = false

    /// Whether the stream was read from Markdown.
    public var isMarkdown: Bool { markdownConstructs != nil }

    /// The Markdown construct of each of `tokens` (this stream's own, or a later stage's whose
    /// `origin` indexes this stream when `byOrigin`); nil for a stream read from HTML.
    public func markdownConstructNames(of tokens: [Token], byOrigin: Bool) -> [String?]? {
        guard let constructs = markdownConstructs else { return nil }
        return tokens.indices.map { index in
            let source = byOrigin ? tokens[index].origin : index
            guard let source, source < constructs.count, !(byOrigin && tokens[index].isSynthesized) else { return nil }
            return constructs[source]
        }
    }

    init(source: SourceText, tokens: [Token], tables: TokenTables, diagnostics: [Diagnostic]) {
        self.source = source
        self.tokens = tokens
        self.tables = tables
        self.diagnostics = diagnostics
    }

    /// The lowercased name of a tag of this stream; empty for text, comments and doctypes.
    public func name(of token: Token) -> String { tables.name(of: token, in: source) }

    /// The decoded text of a text token of this stream, the data of a comment or doctype;
    /// empty for tags.
    public func text(of token: Token) -> String { tables.text(of: token, in: source) }

    /// The attributes of a tag of this stream in source order, first of each name only.
    public func attributes(of token: Token) -> [Attribute] { tables.attributes(of: token, in: source) }

    /// The value of the first attribute called `name` of a tag of this stream, if any.
    public func attribute(_ name: String, of token: Token) -> String? {
        tables.attribute(name, of: token, in: source)
    }
}
