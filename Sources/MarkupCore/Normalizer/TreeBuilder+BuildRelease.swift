/// The tree builder's side of ``BuildRelease``: which of the tokens and nodes it has passed it
/// still reads.
extension TreeBuilder {
    /// Releases the tokens and nodes the builder has passed and will not read again (see
    /// ``BuildRelease``). Returns false when building on is of no use: the nodes left document
    /// order after some were released, so the tree is made another way.
    mutating func releasePassed(_ release: BuildRelease) -> Bool {
        guard tree.records.isInDocumentOrder else {
            return !release.hasReleasedTokens && !release.hasReleasedNodes
        }
        // The nodes whose records are not yet written read their tokens, or those that caused
        // them, and a reopened copy the element it copies.
        var endOfTokens = index
        var keptTokens: [Int] = []
        var keptNodes = [BuildTree.root]
        for id in tree.nodesRecorded..<tree.nodeCount {
            if let token = tree[id].token ?? tree[id].startCause { endOfTokens = min(endOfTokens, token) }
            if tree[id].isClone { keep(id, tokens: &keptTokens, nodes: &keptNodes) }
        }
        // An element open or in the list of active formatting elements may have its name or
        // attributes read again, or those of the element it copies; an open one's last child
        // has the next child linked to it.
        for position in open.indices {
            let id = open[position]
            keep(id, tokens: &keptTokens, nodes: &keptNodes)
            let last = tree[id].lastChild
            if last >= 0 { keptNodes.append(Int(last)) }
        }
        for position in 0..<formatting.count {
            if let id = formatting[position].id { keep(id, tokens: &keptTokens, nodes: &keptNodes) }
        }
        if let formPointer { keptNodes.append(formPointer) }
        release.releaseTokens(upTo: endOfTokens, keeping: keptTokens)
        release.releaseNodes(tree.nodeMemory, upTo: tree.nodesRecorded, keeping: keptNodes)
        if release.hasReleasedNodes { tree.nodesReleased = true }
        return true
    }

    /// Appends to `tokens` and `nodes` the start tag and node of element `id` and, for a
    /// reopened copy, those of each element it copies in turn.
    private func keep(_ id: Int, tokens: inout [Int], nodes: inout [Int]) {
        var element = id
        while true {
            nodes.append(element)
            if let token = tree[element].token { tokens.append(token) }
            guard let copied = tree.clonedFrom(of: element) else { return }
            element = copied
        }
    }
}
