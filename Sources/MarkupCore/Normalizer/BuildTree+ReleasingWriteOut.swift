/// What the write-out (``BuildTree/writeOut(replacements:tables:into:releasing:)``) tells of the
/// nodes it has written: each node once, when it is done with it (its end written, or it has
/// none), so that the memory of what it has passed can be given back.
protocol WriteOutPassing {
    mutating func passed(_ node: Int)
}

/// A write-out that gives nothing back (inlined away).
struct NothingReleased: WriteOutPassing {
    @inline(__always) mutating func passed(_ node: Int) {}
}

/// Gives back, as a big document's tree is written out into its records, the pages of the
/// nodes the write-out has passed and of the tokens only they read (``BuildRelease``), so that
/// the records grow as the tree and its tokens shrink.
///
/// The write-out reads a node's own start token or cause, end token or cause, and for a
/// reopened copy the start tags of the elements it copies. Nodes are made in token order, so
/// the tokens of the nodes not yet written lie from the first such node's token on; the
/// elements the write-out is in (whose ends are still to come) and the elements copies copy
/// are kept, with their tokens.
struct ReleasedWhileWriting: WriteOutPassing {
    private let release: BuildRelease
    private let nodes: UnsafeMutableBufferPointer<BuildTree.Node>
    /// Each reopened copy and the elements it copies in turn, which its write-out reads.
    private let copies: [(copy: Int, copied: [Int])]
    /// Whether each node was passed (nodes out of the tree count as passed from the start).
    private var isPassed: [Bool]
    /// Every node below this one was passed or is an element the write-out is in.
    private var firstNotPassed = 0
    private var passedSinceRelease = 0

    /// Releases with `release` (its interval counted in nodes passed) what the write-out of
    /// `tree` passes.
    init(_ tree: BuildTree, release: BuildRelease) {
        self.release = release
        nodes = tree.nodeMemory
        // Nodes out of the tree are never written: they count as passed. The tree is walked as the
        // write-out walks it (first child, next sibling, parent).
        var isPassed = [Bool](repeating: true, count: nodes.count)
        var node = Int(nodes[BuildTree.root].firstChild)
        while node > BuildTree.root {
            isPassed[node] = false
            let child = nodes[node].firstChild
            if child >= 0 {
                node = Int(child)
                continue
            }
            while node > BuildTree.root, nodes[node].nextSibling < 0 { node = nodes[node].parent }
            if node > BuildTree.root { node = Int(nodes[node].nextSibling) }
        }
        var copies: [(copy: Int, copied: [Int])] = []
        for id in nodes.indices where nodes[id].isClone {
            var copied: [Int] = []
            var element = id
            while let original = tree.clonedFrom(of: element) {
                copied.append(original)
                element = original
            }
            copies.append((id, copied))
        }
        self.isPassed = isPassed
        self.copies = copies
    }

    mutating func passed(_ node: Int) {
        isPassed[node] = true
        passedSinceRelease += 1
        guard passedSinceRelease >= release.interval else { return }
        passedSinceRelease = 0
        // The elements the write-out is in (their ends are still to be written), and those that
        // copies still to be written copy.
        var keptNodes: [Int] = []
        var keptTokens: [Int] = []
        var within = Set<Int>()
        var element = nodes[node].parent
        while element > BuildTree.root {
            within.insert(element)
            keptNodes.append(element)
            if let token = nodes[element].token { keptTokens.append(token) }
            if let end = nodes[element].endToken ?? nodes[element].endCause { keptTokens.append(end) }
            element = nodes[element].parent
        }
        for copy in copies where !isPassed[copy.copy] || within.contains(copy.copy) {
            for copied in copy.copied {
                keptNodes.append(copied)
                if let token = nodes[copied].token { keptTokens.append(token) }
            }
        }
        while firstNotPassed < isPassed.count, isPassed[firstNotPassed] || within.contains(firstNotPassed) {
            firstNotPassed += 1
        }
        release.releaseNodes(nodes, upTo: firstNotPassed, keeping: keptNodes)
        guard firstNotPassed < nodes.count else { return }
        let next = nodes[firstNotPassed]
        if let token = next.token ?? next.startCause { release.releaseTokens(upTo: token, keeping: keptTokens) }
    }
}
