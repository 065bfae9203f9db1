/// Finds the nodes a selector matches in one pass over the tree, in linear time.
///
/// For each node it keeps which prefixes of each complex selector end at the node and
/// which end at any ancestor, so no ancestor chain is ever walked: deep trees stay linear.
public enum SelectorMatcher {
    /// The elements matched by `selector`, in document order.
    public static func matches(_ selector: Selector, in tree: MarkupTree) -> [MarkupNode] {
        var matched = [Bool](repeating: false, count: tree.count)
        for complex in selector.alternatives {
            for (index, isMatch) in matchFlags(complex, in: tree).enumerated() where isMatch {
                matched[index] = true
            }
        }
        return matched.indices.filter { matched[$0] }.map { tree[NodeID($0)] }
    }

    /// One flag a node: whether `selector` matches it.
    static func matchFlags(_ selector: ComplexSelector, in tree: MarkupTree) -> [Bool] {
        let compounds = selector.compounds.prefix(64)
        let last = UInt64(1) << UInt64(compounds.count - 1)
        let records = tree.records
        var ending = [UInt64](repeating: 0, count: records.count)
        var reach = [UInt64](repeating: 0, count: records.count)
        var flags = [Bool](repeating: false, count: records.count)
        for index in 1..<max(1, records.count) {
            let parent = records[index].parent
            guard records[index].kind != .text else {
                reach[index] = reach[parent]
                continue
            }
            let node = tree[NodeID(index)]
            var bits: UInt64 = 0
            for (position, compound) in compounds.enumerated() where compound.matches(node) {
                if position == 0 {
                    bits |= 1
                } else {
                    let previous = UInt64(1) << UInt64(position - 1)
                    let source = selector.combinators[position - 1] == .child ? ending[parent] : reach[parent]
                    if source & previous != 0 { bits |= previous << 1 }
                }
            }
            ending[index] = bits
            reach[index] = reach[parent] | bits
            flags[index] = bits & last != 0
        }
        return flags
    }
}
