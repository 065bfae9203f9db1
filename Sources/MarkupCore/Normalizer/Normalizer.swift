/// Turns a token stream into a balanced one, the way a browser builds its tree.
///
/// The tokens run through the HTML standard's "in body" tree construction (open
/// elements, active formatting elements, the adoption agency algorithm) so the text and
/// the inline elements around each character match what a browser shows; the tree is
/// then written back out as tokens, or (``tree(of:customTags:)``) into the records
/// of a ``MarkupTree``. Before that, unknown tags that are never closed turn back into text,
/// so `<Hot>` stays visible as the articles want.
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
        let (tree, replacements) = build(stream, options: options, customTags: customTags, repairs: &repairs)
        repairs.sort { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
        var tables = stream.tables
        let balanced = tree.serialize(replacements: replacements, tables: &tables)
        return NormalizedStream(source: stream.source, tokens: balanced, tables: tables,
                                repairs: repairs, diagnostics: stream.diagnostics, sourceTokens: stream.tokens)
    }

    /// The ``MarkupTree`` of the normalized stream, built from the normalizer's tree without
    /// writing out a stream of tokens: the same records as `MarkupTree(normalize(stream))` (the
    /// repairs are not made). `customTags` are a profile's.
    ///
    /// The records are written as the normalizer makes its nodes, while it makes them in
    /// document order (nearly all copy); otherwise its tree is written out into them.
    ///
    /// A big document (``freeingThreshold`` tokens and more; the stream is consumed) has the
    /// tokens and nodes the normalizer has passed given back as it goes (``BuildRelease``), so
    /// that they are not all alive beside the records. When its nodes leave document order, its
    /// tree is built again (from the source tokenized anew if tokens were given back) and
    /// written out into the records, the nodes and tokens given back as the write-out passes them.
    package static func tree(of stream: consuming TokenStream, customTags: [String: Profile.Display]) -> MarkupTree {
        tree(of: stream, customTags: customTags, givesBackWhatItPasses: stream.tokens.count >= freeingThreshold)
    }

    /// How many tokens a document has from which ``tree(of:customTags:)`` gives back the tokens
    /// it has passed: about 4 MB of copy, where the tokens alive beside the nodes and the
    /// records are tens of MB.
    package static let freeingThreshold = 1 << 18

    /// How many tokens a big document's normalizer reads between two releases of the tokens it
    /// has passed (768 KB of them).
    static let tokensBetweenReleases = 1 << 15

    /// ``tree(of:customTags:)`` with the way chosen: `givesBackWhatItPasses` takes a big
    /// document's way (the tokens and nodes given back as they are passed).
    package static func tree(of stream: consuming TokenStream, customTags: [String: Profile.Display],
                             givesBackWhatItPasses: Bool) -> MarkupTree {
        let customTagNames = Set(customTags.keys)
        var repairs: [Repair] = []
        let replacements = IsolatedTagFilter.replacements(in: stream, customTags: customTagNames, repairs: &repairs)
        guard givesBackWhatItPasses else {
            let built = buildWritingRecords(TreeTokens(stream.tokens), of: &stream, replacements: replacements,
                                            customTags: customTags)
            if let records = built.records {
                return MarkupTree(source: stream.source, records: records, tables: built.tables, customTags: customTags)
            }
            // The nodes were not made in document order (a formatting element adopted, content
            // put before a table): the finished tree is written out.
            return writtenOutTree(built.tree!, of: stream, tables: built.tables, replacements: replacements,
                                  customTags: customTags)
        }
        return bigDocumentTree(of: stream, replacements: replacements, customTags: customTags,
                               release: .pages, every: tokensBetweenReleases)
    }

    /// The ``MarkupTree`` of a normalizer's `tree` not made in document order, written out, with
    /// `tables` as the records written before the first node out of order left them (what they
    /// appended is not read).
    private static func writtenOutTree(_ tree: BuildTree, of stream: TokenStream, tables: TokenTables,
                                       replacements: [Int: Token], customTags: [String: Profile.Display]) -> MarkupTree {
        var tables = tables
        let records = MarkupTreeBuilder.records(source: stream.source, customTags: customTags,
                                                capacity: tree.nodeCount) { builder in
            tree.writeOut(replacements: replacements, tables: &tables, into: &builder)
        }
        return MarkupTree(source: stream.source, records: records, tables: tables, customTags: customTags)
    }

    /// Runs tree construction over `tokens`, those of `stream`, writing the records as the nodes
    /// are made: the records and the tables they read, the tree freed on return; or, when the
    /// nodes were not made in document order, no records and the tree. The stream's tables
    /// move to the tree: what the records append to them is then not a copy of them. With
    /// `keepsRepairs`, the repairs the tree construction made, in the order made (else none).
    static func buildWritingRecords(_ tokens: TreeTokens, of stream: inout TokenStream, replacements: [Int: Token],
                                    customTags: [String: Profile.Display], keepsRepairs: Bool = false)
        -> (records: [NodeRecord]?, tables: TokenTables, tree: BuildTree?, repairs: [Repair]) {
        var builder = TreeBuilder(tokens: tokens, of: stream, replacements: replacements,
                                  customTags: Set(customTags.keys), keepsRepairs: keepsRepairs)
        stream.tables = TokenTables()
        guard let records = runWritingRecords(&builder, replacements: replacements, customTags: customTags) else {
            return (nil, builder.tree.tables, builder.tree, builder.repairs)
        }
        return (records, builder.tree.tables, nil, builder.repairs)
    }

    /// Runs `builder`, its tree writing the records as it makes the nodes: the records, or nil
    /// when the nodes were not made in document order. There is room for a record per node but
    /// comments and doctypes (at most a node per token but end tags) and some for formatting
    /// reopened (a tree with more is written out); room never written is never touched (big
    /// arrays are mapped on their own).
    static func runWritingRecords(_ builder: inout TreeBuilder, replacements: [Int: Token],
                                  customTags: [String: Profile.Display]) -> [NodeRecord]? {
        let elementsAndLeaves = builder.tree.tokens.count - builder.tree.tokens.endTagCount
        var isInDocumentOrder = false
        let records = [NodeRecord](unsafeUninitializedCapacity: 1 + 2 * elementsAndLeaves) { memory, count in
            builder.tree.startWritingRecords(into: memory, replacements: replacements, customTags: customTags)
            builder.run()
            let written = builder.tree.finishRecords()
            isInDocumentOrder = written != nil
            count = written ?? 0
        }
        return isInDocumentOrder ? records : nil
    }

    /// The ``MarkupTree`` of `stream` (the records of ``tree(of:customTags:)``, written as the
    /// nodes are made) and the repairs made to build it, in source order of their causes: what a
    /// document that keeps every stage needs, its normalized stream left to
    /// ``normalize(_:customTags:)`` until something shows it (the same tokens and repairs).
    package static func treeAndRepairs(of stream: TokenStream, customTags: [String: Profile.Display])
        -> (tree: MarkupTree, repairs: [Repair]) {
        var stream = stream
        var repairs: [Repair] = []
        let replacements = IsolatedTagFilter.replacements(in: stream, customTags: Set(customTags.keys),
                                                          repairs: &repairs)
        let built = buildWritingRecords(TreeTokens(stream.tokens), of: &stream, replacements: replacements,
                                        customTags: customTags, keepsRepairs: true)
        repairs += built.repairs
        repairs.sort { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
        guard let records = built.records else {
            return (writtenOutTree(built.tree!, of: stream, tables: built.tables, replacements: replacements,
                                   customTags: customTags), repairs)
        }
        return (MarkupTree(source: stream.source, records: records, tables: built.tables, customTags: customTags),
                repairs)
    }

    /// The normalized stream and its ``MarkupTree`` from one write-out of the normalizer's tree:
    /// what a document that shows its stream from the start needs, without reading it back.
    package static func normalizeAndBuildTree(_ stream: TokenStream, customTags: [String: Profile.Display])
        -> (normalized: NormalizedStream, tree: MarkupTree) {
        var repairs: [Repair] = []
        let (tree, replacements) = build(stream, options: NormalizerOptions(), customTags: Set(customTags.keys),
                                         repairs: &repairs)
        repairs.sort { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }
        var tables = stream.tables
        var tokens: [Token] = []
        let records = MarkupTreeBuilder.records(source: stream.source, customTags: customTags,
                                                capacity: tree.nodeCount) { builder in
            var sink = StreamAndTreeSink(tree: builder)
            sink.stream.tokens.reserveCapacity(tree.writtenTokenCount)
            tree.writeOut(replacements: replacements, tables: &tables, into: &sink)
            builder = sink.tree
            tokens = sink.stream.tokens
        }
        let normalized = NormalizedStream(source: stream.source, tokens: tokens, tables: tables,
                                          repairs: repairs, diagnostics: stream.diagnostics,
                                          sourceTokens: stream.tokens)
        let markupTree = MarkupTree(source: stream.source, records: records, tables: tables,
                                    customTags: customTags)
        return (normalized, markupTree)
    }

    /// Runs tree construction over `stream`: the tree, the tags read as text, and the repairs
    /// (unsorted) appended to `repairs`.
    private static func build(_ stream: TokenStream, options: NormalizerOptions, customTags: Set<String>,
                              repairs: inout [Repair])
        -> (tree: BuildTree, replacements: [Int: Token]) {
        let replacements = options.unknownTagsAsText
            ? IsolatedTagFilter.replacements(in: stream, customTags: customTags, repairs: &repairs) : [:]
        var builder = TreeBuilder(stream: stream, replacements: replacements, options: options,
                                  customTags: customTags)
        builder.run()
        repairs += builder.repairs
        return (builder.tree, replacements)
    }

    /// Tokenizes and normalizes a string, for tests and tools.
    public static func normalize(_ html: String) -> NormalizedStream {
        normalize(Tokenizer.tokenize(html))
    }
}
