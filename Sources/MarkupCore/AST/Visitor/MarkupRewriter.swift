/// What a rewriter does with a node.
public enum RewriteAction: Sendable {
    /// Keep the node (its children are visited in turn).
    case keep
    /// Drop the node and everything below it.
    case remove
    /// Drop the node but keep its children in its place.
    case unwrap
    /// Replace the node and its subtree by a text node.
    case replaceWithText(String)
}

/// A visitor that produces a new tree: each node is kept, removed, unwrapped or replaced.
///
/// Runs without recursion, so it handles trees of any depth.
public protocol MarkupRewriter: MarkupVisitor where Result == RewriteAction {}

extension MarkupRewriter {
    /// Keeps every node a rewriter does not handle.
    public mutating func defaultVisit(_ node: MarkupNode) -> RewriteAction { .keep }

    /// A new tree with every node of `tree` rewritten.
    public mutating func rewrite(_ tree: MarkupTree) -> MarkupTree {
        let records = tree.records
        var tables = tree.tables
        var output: [NodeRecord] = [records[0]]
        // For each kept element: its new index, and where its subtree ends in the old tree.
        var open: [(newIndex: Int, oldEnd: Int)] = [(0, records[0].subtreeEnd)]
        var index = 1
        while index < records.count {
            while let last = open.last, last.oldEnd <= index {
                output[last.newIndex].subtreeEnd = output.count
                open.removeLast()
            }
            var record = records[index]
            let parent = open[open.count - 1].newIndex
            record.parent = parent
            record.depth = open.count
            switch visit(MarkupNode(tree: tree, id: NodeID(index))) {
            case .keep:
                output.append(record)
                open.append((output.count - 1, record.subtreeEnd))
                index += 1
            case .remove:
                index = record.subtreeEnd
            case .unwrap:
                index += 1
            case .replaceWithText(let text):
                let side = tables.appendToSideBuffer(text.utf8)
                output.append(NodeRecord(kind: .text, knownSlot: nil, dataStart: ~Int32(side.lowerBound),
                                         dataLength: Int32(side.count), range: record.range, startTagRange: nil, endTagRange: nil, isSynthesized: true,
                                         isEndSynthesized: false, parent: parent, subtreeEnd: output.count + 1,
                                         depth: open.count))
                index = record.subtreeEnd
            }
        }
        while let last = open.popLast() { output[last.newIndex].subtreeEnd = output.count }
        return MarkupTree(source: tree.source, records: output, tables: tables)
    }
}
