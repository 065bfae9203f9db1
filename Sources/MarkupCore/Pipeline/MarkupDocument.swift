/// A document run through every stage: tokens, normalized tokens, tree and styles.
public struct MarkupDocument: Sendable {
    /// The cleaned source bytes every range refers to.
    public let source: SourceText
    /// The tokenizer's output.
    public let tokens: TokenStream
    /// What the normalizer changed to balance the tokens, in source order of their causes (the
    /// ``normalized`` stream's repairs).
    public let repairs: [Repair]
    /// The balanced token stream, with the repairs made to get it: made from ``tokens`` the
    /// first time it is read (the tree is built without it), then kept by this document and
    /// the copies ``restyled(_:)`` makes.
    public var normalized: NormalizedStream {
        normalizedCache.stream { Normalizer.normalize(tokens, customTags: Set(tree.customTags.keys)) }
    }
    /// Where ``normalized`` is kept once made.
    let normalizedCache: NormalizedStreamCache
    /// The node tree.
    public let tree: MarkupTree
    /// The tree with every node's resolved style.
    public let styled: StyledDocument

    /// Runs the whole pipeline over `source`.
    public init(source: SourceText, options: StyleOptions = StyleOptions()) {
        self.init(tokens: Tokenizer.tokenize(source), options: options)
    }

    /// Runs every stage after the tokenizer over a token stream read elsewhere (Markdown,
    /// read by MarkupMarkdown, enters here): the stream's ranges must refer to its `source`.
    public init(tokens: TokenStream, options: StyleOptions = StyleOptions()) {
        self.init(tokens: tokens, options: options, makesNormalizedStream: false)
    }

    /// ``init(tokens:options:)``, with ``normalized`` made with the tree when
    /// `makesNormalizedStream` (a previewer showing it): one pass of the normalizer then, where
    /// reading it afterwards runs the normalizer again.
    package init(tokens: TokenStream, options: StyleOptions, makesNormalizedStream: Bool) {
        source = tokens.source
        self.tokens = tokens
        let customTags = options.profile.customTags
        if makesNormalizedStream {
            let normalized: NormalizedStream
            (normalized, tree) = Normalizer.normalizeAndBuildTree(tokens, customTags: customTags)
            repairs = normalized.repairs
            normalizedCache = NormalizedStreamCache(normalized)
        } else {
            (tree, repairs) = Normalizer.treeAndRepairs(of: tokens, customTags: customTags)
            normalizedCache = NormalizedStreamCache()
        }
        styled = StyleResolver.resolve(tree, options: options)
    }

    private init(restyling document: MarkupDocument, styled: StyledDocument) {
        source = document.source
        tokens = document.tokens
        repairs = document.repairs
        normalizedCache = document.normalizedCache
        tree = document.tree
        self.styled = styled
    }

    /// The same document with its styles resolved again under `options`, every earlier stage
    /// kept: what a previewer needs when the width its `@media` rules see changes. A profile
    /// declaring other custom tags changes the tree, so the whole pipeline runs again then.
    public func restyled(_ options: StyleOptions) -> MarkupDocument {
        guard options.profile.customTags == tree.customTags else {
            return MarkupDocument(tokens: tokens, options: options)
        }
        return MarkupDocument(restyling: self, styled: StyleResolver.resolve(tree, options: options))
    }

    /// Runs the whole pipeline over a string.
    public init(html: String, options: StyleOptions = StyleOptions()) {
        self.init(source: SourceText(html), options: options)
    }

    /// Runs the whole pipeline over raw bytes (a file's content).
    public init(bytes: [UInt8], options: StyleOptions = StyleOptions()) {
        self.init(source: SourceText(bytes), options: options)
    }

    /// The styled tree of `source`, each stage's output freed as soon as the next stage has
    /// read it: what a printer of big documents needs, in less memory than a
    /// ``MarkupDocument``, which keeps every stage for the panes.
    public static func styledTree(_ source: SourceText, options: StyleOptions = StyleOptions()) -> StyledDocument {
        styledTree(tokens: Tokenizer.tokenize(source), options: options)
    }

    /// ``styledTree(_:options:)`` of a token stream read elsewhere (see ``init(tokens:options:)``).
    /// The stream is consumed: the tokenizer's tokens are freed once the tree is built, not held
    /// by the caller while it is styled.
    public static func styledTree(tokens: consuming TokenStream, options: StyleOptions = StyleOptions()) -> StyledDocument {
        StyleResolver.resolve(tree(of: tokens, customTags: options.profile.customTags), options: options)
    }

    /// The tree of a token stream, built straight from the normalizer's tree (no normalized
    /// stream is written out); the tokenizer's tokens are freed once the tree is built.
    private static func tree(of tokens: consuming TokenStream, customTags: [String: Profile.Display]) -> MarkupTree {
        Normalizer.tree(of: tokens, customTags: customTags)
    }

    /// Everything found wrong, in source order: encoding, tokenizer, repairs, CSS.
    public var diagnostics: [Diagnostic] {
        (tokens.diagnostics + repairs.map(\.diagnostic) + styled.diagnostics)
            .sorted { ($0.range.start, $0.range.end, $0.severity) < ($1.range.start, $1.range.end, $1.severity) }
    }
}
