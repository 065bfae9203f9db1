/// A big document's tree (``Normalizer/tree(of:customTags:)``): its records written as the
/// normalizer makes its nodes, the tokens and nodes it has passed given back as it goes.
extension Normalizer {
    /// The ``MarkupTree`` of `stream` built a big document's way: the records written as the
    /// nodes are made, the tokens and nodes passed given back `every` so many tokens in
    /// `release`'s way, while the nodes are made in document order; otherwise the tree built
    /// again (from the source tokenized anew when tokens were given back) and written out into
    /// the records, what the write-out passes given back. `replacements` are the tags read as
    /// text, `customTags` a profile's.
    static func bigDocumentTree(of stream: consuming TokenStream, replacements: [Int: Token],
                                customTags: [String: Profile.Display], release: BuildRelease.Mode,
                                every interval: Int) -> MarkupTree {
        switch treeReleasingTokens(of: &stream, replacements: replacements, customTags: customTags,
                                   release: release, every: interval) {
        case .built(let tree):
            return tree
        case .notInDocumentOrder(let tokensReleased):
            // Everything the first build held is freed by now.
            if tokensReleased { stream = Tokenizer.tokenize(stream.source) }
            return writtenOutTree(of: &stream, replacements: replacements, customTags: customTags, release: release,
                                  every: interval)
        }
    }

    /// What ``treeReleasingTokens(of:replacements:customTags:release:every:)`` made.
    enum ReleasingBuild {
        case built(MarkupTree)
        /// The nodes left document order: `stream` holds its tokens again unless `tokensReleased`,
        /// and its tables with what the records appended (which is not read).
        case notInDocumentOrder(tokensReleased: Bool)
    }

    /// Runs tree construction over the tokens of `stream` (moved out of it), writing the records
    /// as the nodes are made and giving back the tokens and nodes passed (``BuildRelease``). A
    /// stream other than the tokenizer's reading of its source gives back none.
    static func treeReleasingTokens(of stream: inout TokenStream, replacements: [Int: Token],
                                    customTags: [String: Profile.Display], release mode: BuildRelease.Mode,
                                    every interval: Int) -> ReleasingBuild {
        var tokens = stream.tokens
        stream.tokens = []
        // The tokens are written only when no one else holds them (a copy is made otherwise).
        let memory = tokens.withUnsafeMutableBufferPointer { $0 }
        let treeTokens = TreeTokens(tokens)
        var builder = TreeBuilder(tokens: treeTokens, of: stream, replacements: replacements,
                                  customTags: Set(customTags.keys), keepsRepairs: false)
        let release = BuildRelease(tokens: memory, mode: mode, interval: interval)
        if stream.isTokenizedFromSource { builder.release = release }
        // The tables move to the tree: what the records append to them is then not a copy.
        stream.tables = TokenTables()
        if let records = runWritingRecords(&builder, replacements: replacements, customTags: customTags) {
            return .built(MarkupTree(source: stream.source, records: records, tables: builder.tree.tables,
                                     customTags: customTags))
        }
        stream.tables = builder.tree.tables
        if !release.hasReleasedTokens { stream.tokens = tokens }
        return .notInDocumentOrder(tokensReleased: release.hasReleasedTokens)
    }

    /// The tree of `stream` built, then written out into its records, the tree's nodes and the
    /// tokens given back (in `release`'s way, `every` so many nodes) as the write-out passes them
    /// (``ReleasedWhileWriting``), so that the records are not alive beside both whole.
    private static func writtenOutTree(of stream: inout TokenStream, replacements: [Int: Token],
                                       customTags: [String: Profile.Display], release mode: BuildRelease.Mode,
                                       every interval: Int) -> MarkupTree {
        var tokens = stream.tokens
        stream.tokens = []
        // The tokens are written only when no one else holds them (a copy is made otherwise).
        let memory = tokens.withUnsafeMutableBufferPointer { $0 }
        var builder = TreeBuilder(tokens: TreeTokens(tokens), of: stream, replacements: replacements,
                                  customTags: Set(customTags.keys), keepsRepairs: false)
        stream.tables = TokenTables()
        builder.run()
        // The tables move out of the tree: what the write-out appends to them is then not a copy.
        var tables = builder.tree.tables
        builder.tree.tables = TokenTables()
        let tree = builder.tree
        var passing = ReleasedWhileWriting(tree, release: BuildRelease(tokens: memory, mode: mode, interval: interval))
        let releases = stream.isTokenizedFromSource
        let records = MarkupTreeBuilder.records(source: stream.source, customTags: customTags,
                                                capacity: tree.nodeCount) { builder in
            if releases {
                tree.writeOut(replacements: replacements, tables: &tables, into: &builder, releasing: &passing)
            } else {
                tree.writeOut(replacements: replacements, tables: &tables, into: &builder)
            }
        }
        return MarkupTree(source: stream.source, records: records, tables: tables, customTags: customTags)
    }
}
