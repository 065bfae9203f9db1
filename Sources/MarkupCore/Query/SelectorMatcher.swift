/// Finds the nodes a selector matches in one pass over the tree, in linear time.
///
/// For each node it keeps which prefixes of each complex selector end at the node and
/// which end at any ancestor, so no ancestor chain is ever walked: deep trees stay linear.
/// What a selector asks of an element is read once per element for all selectors
/// (``SelectorFacts``), and a selector that names a tag, id or class no element has is not
/// matched at all: a style sheet written for many templates costs little for the rules a
/// document does not use.
public enum SelectorMatcher {
    /// Compounds of a complex selector past this many are not read.
    static let maximumCompounds = 64

    /// The elements matched by `selector`, in document order.
    public static func matches(_ selector: Selector, in tree: MarkupTree) -> [MarkupNode] {
        let facts = SelectorFacts(selector.alternatives, in: tree)
        var matched = [Bool](repeating: false, count: tree.count)
        var work = Work()
        for complex in selector.alternatives {
            forEachMatch(complex, facts: facts, in: tree, work: &work) { matched[$0] = true }
        }
        return matched.indices.filter { matched[$0] }.map { tree[NodeID($0)] }
    }

    /// Per node, which prefixes of the selector end there and which end at it or an
    /// ancestor; kept from selector to selector, as every node is written before it is read.
    struct Work {
        var ending: [UInt64] = []
        var reach: [UInt64] = []
    }

    /// Calls `body` with the index of each node `selector` matches, in document order, reading
    /// elements through `facts` (made for a list of selectors that holds this one).
    static func forEachMatch(_ selector: ComplexSelector, facts: SelectorFacts, in tree: MarkupTree,
                             work: inout Work, _ body: (Int) -> Void) {
        let compounds = selector.compounds.prefix(maximumCompounds).map(facts.compile)
        guard !compounds.contains(where: \.matchesNothing) else { return }
        let records = tree.records
        if compounds.count == 1 {
            for index in 1..<max(1, records.count) where records[index].kind != .text {
                if facts.matches(compounds[0], at: index, in: tree) { body(index) }
            }
            return
        }
        let last = UInt64(1) << UInt64(compounds.count - 1)
        if work.ending.count < records.count {
            work.ending = [UInt64](repeating: 0, count: records.count)
            work.reach = [UInt64](repeating: 0, count: records.count)
        }
        work.ending[0] = 0
        work.reach[0] = 0
        for index in 1..<max(1, records.count) {
            let parent = records[index].parent
            guard records[index].kind != .text else {
                work.reach[index] = work.reach[parent]
                continue
            }
            var bits: UInt64 = 0
            for (position, compound) in compounds.enumerated() where facts.matches(compound, at: index, in: tree) {
                if position == 0 {
                    bits |= 1
                } else {
                    let previous = UInt64(1) << UInt64(position - 1)
                    let source = selector.combinators[position - 1] == .child ? work.ending[parent] : work.reach[parent]
                    if source & previous != 0 { bits |= previous << 1 }
                }
            }
            work.ending[index] = bits
            work.reach[index] = work.reach[parent] | bits
            if bits & last != 0 { body(index) }
        }
    }
}
