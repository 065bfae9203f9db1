/// Turns a token stream into a balanced one, the way a browser builds its tree.
///
/// The tokens run through the HTML standard's "in body" tree construction (open
/// elements, active formatting elements, the adoption agency algorithm) so the text and
/// the inline elements around each character match what a browser shows; the tree is
/// then written back out as tokens. Before that, unknown tags that are never closed
/// turn back into text, so `<Hot>` stays visible as the articles want.
public enum Normalizer {
    /// Normalizes the tokenizer's output; `customTags` (lowercased names a profile declares)
    /// stay elements even when never closed.
    public static func normalize(_ stream: TokenStream, customTags: Set<String> = []) -> NormalizedStream {
        normalize(stream, options: NormalizerOptions(), customTags: customTags)
    }

    /// Normalizes with some of markscope's departures from the standard turned off (tests).
    package static func normalize(_ stream: TokenStream, options: NormalizerOptions,
                                  customTags: Set<String> = []) -> NormalizedStream {
        var repairs: [Repair] = []
        let replacements = options.unknownTagsAsText
            ? IsolatedTagFilter.replacements(in: stream, customTags: customTags, repairs: &repairs) : [:]
        var builder = TreeBuilder(stream: stream, replacements: replacements, options: options,
                                  customTags: customTags)
        builder.run()
        repairs += builder.repairs
        repairs.sort { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
        var tables = stream.tables
        let balanced = builder.tree.serialize(replacements: replacements, tables: &tables)
        return NormalizedStream(source: stream.source, tokens: balanced, tables: tables,
                                repairs: repairs, diagnostics: stream.diagnostics, sourceTokens: stream.tokens)
    }

    /// Tokenizes and normalizes a string, for tests and tools.
    public static func normalize(_ html: String) -> NormalizedStream {
        normalize(Tokenizer.tokenize(html))
    }
}
