/// A big document's tree (``Normalizer/tree(of:customTags:)``): its records written as the
/// normalizer makes its nodes, the tokens and nodes it has passed given back as it goes.
extension Normalizer {
    /// The ``MarkupTree`` of `stream` built a big document's way: the records written as the
    /// nodes are made, the tokens and nodes passed given back `every` so many tokens in `release`'s way, while the
    /// nodes are made in document order; otherwise the tree written out as references to the
    /// tokens (read again from the source when some were given back) and freed before the
    /// records are made. `replacements` are the tags read as text, `customTags` a profile's.
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
            return writtenOutTree(of: stream, replacements: replacements, customTags: customTags)
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
        // As ``built(_:of:replacements:customTags:)`` makes room for the records.
        let elementsAndLeaves = treeTokens.count - treeTokens.endTagCount
        var isInDocumentOrder = false
        let records = [NodeRecord](unsafeUninitializedCapacity: 1 + 2 * elementsAndLeaves) { memory, count in
            builder.tree.startWritingRecords(into: memory, replacements: replacements, customTags: customTags)
            builder.run()
            let written = builder.tree.finishRecords()
            isInDocumentOrder = written != nil
            count = written ?? 0
        }
        if isInDocumentOrder {
            return .built(MarkupTree(source: stream.source, records: records, tables: builder.tree.tables,
                                     customTags: customTags))
        }
        stream.tables = builder.tree.tables
        if !release.hasReleasedTokens { stream.tokens = tokens }
        return .notInDocumentOrder(tokensReleased: release.hasReleasedTokens)
    }

    /// The tree of `stream` written out as references to its tokens, which are compacted (20
    /// bytes each instead of 24) and freed before the tree is built; the normalizer's tree is
    /// freed before the records are made, and the references and spans as the records are made,
    /// so that neither the tokens nor the tree's nodes are alive beside the records.
    private static func writtenOutTree(of stream: consuming TokenStream, replacements: [Int: Token],
                                       customTags: [String: Profile.Display]) -> MarkupTree {
        var tables = stream.tables
        let tokens = TreeTokens(compacting: stream.tokens)
        stream.tokens = []
        var written = writtenOut(consume tokens, of: stream, replacements: replacements,
                                 customTags: Set(customTags.keys), tables: &tables)
        // The normalizer's tree is gone: the spans of the tokens take the tokens' place.
        written.finish()
        let records = MarkupTreeBuilder.records(source: stream.source, customTags: customTags,
                                                capacity: written.nodeCount) { builder in
            written.replay(into: &builder, tables: tables)
        }
        return MarkupTree(source: stream.source, records: records, tables: tables, customTags: customTags)
    }

    /// The balanced tokens of `stream`, read as `tokens` with the tags `replacements` reads as
    /// text, as references to those tokens; the normalizer's tree is freed on return.
    private static func writtenOut(_ tokens: TreeTokens, of stream: TokenStream, replacements: [Int: Token],
                                   customTags: Set<String>, tables: inout TokenTables) -> CompactBalancedStream {
        var builder = TreeBuilder(tokens: tokens, of: stream, replacements: replacements, customTags: customTags,
                                  keepsRepairs: false)
        builder.run()
        let tree = builder.tree
        // At most two tokens a node: room never written is never touched (big arrays are
        // mapped on their own), so no pass counts them.
        var written = CompactBalancedStream(tokens: tokens, sourceCount: stream.source.count,
                                            capacity: 2 * tree.nodeCount)
        tree.writeOut(replacements: replacements, tables: &tables, into: &written)
        return written
    }
}
