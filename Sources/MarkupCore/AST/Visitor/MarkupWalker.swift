/// What a walker does after visiting a node.
public enum WalkAction: Sendable {
    /// Visit the node's children next.
    case descend
    /// Skip the node's children.
    case skipChildren
}

/// A visitor that walks a subtree in document order, with no recursion.
///
/// Each `visitX` decides whether to descend; ``didVisit(_:)`` is called after a node's
/// children (if any) were walked.
public protocol MarkupWalker: MarkupVisitor where Result == WalkAction {
    /// Called once a node and everything below it has been walked.
    mutating func didVisit(_ node: MarkupNode)
}

extension MarkupWalker {
    /// Descends into every node a walker does not handle.
    public mutating func defaultVisit(_ node: MarkupNode) -> WalkAction { .descend }
    /// Does nothing unless the walker implements it.
    public mutating func didVisit(_ node: MarkupNode) {}

    /// Walks `node` and its descendants.
    public mutating func walk(_ node: MarkupNode) {
        let tree = node.tree
        let records = tree.records
        var exits: [Int] = []
        var index = node.id.index
        let end = records[index].subtreeEnd
        while index < end {
            while let pending = exits.last, records[pending].subtreeEnd <= index {
                exits.removeLast()
                didVisit(MarkupNode(tree: tree, id: NodeID(pending)))
            }
            let current = MarkupNode(tree: tree, id: NodeID(index))
            switch visit(current) {
            case .descend:
                exits.append(index)
                index += 1
            case .skipChildren:
                exits.append(index)
                index = records[index].subtreeEnd
            }
        }
        while let pending = exits.popLast() {
            didVisit(MarkupNode(tree: tree, id: NodeID(pending)))
        }
    }
}
