import MarkupCore

/// The two halves of a split layout (see ``LayoutSplit``): the first lays out the nodes
/// before the block the split is at, the second enters the elements holding that block and
/// lays out from it on; where they meet, both must be in the same state.
extension LayoutEngine {
    /// The first half, after ``begin(childrenOf:align:)``: lays out the nodes before the node
    /// at `block`, ends the elements that end there and wraps the inline content before it,
    /// as entering that block would first do. Laying out the rest from here on is then one
    /// pass's work. False when the walk went past `block` (a hidden subtree or a table held it).
    func layOutFirstHalf(before block: Int) -> Bool {
        while cursor < block, step() {}
        guard cursor == block else { return false }
        leaveEndedElements()
        flushFlow()
        return true
    }

    /// The second half's start, after ``begin(childrenOf:align:)``: enters the elements that
    /// hold the node at `block` as the walk does, skipping every node before it in them.
    /// False when one of them is not entered (it is hidden, or lays out its content itself).
    ///
    /// The blank lines those elements ask for are dropped: the first half asked for them too,
    /// and knows whether a line since has taken them.
    func enterElements(holding block: Int) -> Bool {
        while cursor < block {
            let end = document.tree.records[cursor].subtreeEnd
            if end <= block {
                cursor = end
            } else if !step() {
                return false
            }
        }
        guard cursor == block else { return false }
        leaveEndedElements()
        pendingBlankLines = 0
        pendingBlankDepth = Int.max
        return true
    }

    /// Lays out the rest of the walk and ends it.
    func layOutRest() {
        while step() {}
        finish()
    }

    /// What the halves must agree on where they meet (see ``LayoutSplit/Meeting``).
    var meeting: LayoutSplit.Meeting {
        LayoutSplit.Meeting(openElements: exits.map { ($0.end, $0.node, $0.roles.rawValue) }, roles: roles,
                            frames: frames,
                            isClear: !flow.hasContent && decorations.open.isEmpty && linkStarts.isEmpty
                                && layoutTables.isEmpty)
    }
}
