/// The tree builder's side of ``TokenRelease``: which of the tokens it has passed it still reads.
extension TreeBuilder {
    /// Releases the tokens the builder has passed and will not read again (see
    /// ``TokenRelease``). Returns false when building on is of no use: the nodes left document
    /// order after tokens were released, so the tree is made another way.
    mutating func releasePassedTokens(_ release: TokenRelease) -> Bool {
        guard tree.records.isInDocumentOrder else { return !release.hasReleased }
        // The nodes whose records are not yet written read their tokens, or those that caused them.
        var end = index
        for id in tree.nodesRecorded..<tree.nodeCount {
            if let token = tree[id].token { end = min(end, token) } else if let cause = tree[id].startCause {
                end = min(end, cause)
            }
        }
        // An element open or in the list of active formatting elements may have its name or
        // attributes read again, or those of the element it copies.
        var kept: [Int] = []
        for position in open.indices { keepTokens(of: open[position], in: &kept) }
        for position in 0..<formatting.count {
            if let id = formatting[position].id { keepTokens(of: id, in: &kept) }
        }
        release.release(upTo: end, keeping: kept)
        return true
    }

    /// Appends to `kept` the start tag of element `id` and, for a reopened copy, that of the
    /// element it copies.
    private func keepTokens(of id: Int, in kept: inout [Int]) {
        if let token = tree[id].token { kept.append(token) }
        var original = id
        while let copied = tree.clonedFrom(of: original) { original = copied }
        if original != id, let token = tree[original].token { kept.append(token) }
    }
}
