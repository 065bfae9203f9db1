/// The adoption agency algorithm: end tags of formatting elements that are misnested.
///
/// `<b>Bold<i>Both</b>Italic</i>` closes the `<i>` with the `<b>` and reopens it after;
/// `<b>1<p>2</b>3</p>` splits the bold so the paragraph keeps its part, exactly as the
/// HTML standard says. Returns false when the end tag should be handled as "any other
/// end tag" (no such formatting element is active).
extension TreeBuilder {
    /// Runs the algorithm for `subject`; `byEndTag` is false when a start tag (`<a>`, `<nobr>`)
    /// closes an open element of its own name, so nothing is closed by a written end tag.
    /// `slot` is the subject's (``slot(of:)``): elements are compared by it, not by name (nil
    /// for a known element, see ``resolvedName(_:slot:)``).
    mutating func adoptionAgency(_ subject: String?, slot: Int32, byEndTag: Bool = true) -> Bool {
        // No element of the name open nor active (a stray end tag): nothing for the steps below,
        // told by the counts alone.
        guard formatting.holds(subject, slot: slot) || hasOpen(subject, slot: slot) else { return false }
        let closer = byEndTag ? index : nil
        let current = currentNode
        if isElement(current, named: subject, slot: slot), !tree[current].isActiveFormatting {
            pop(closedBy: closer, cause: index)
            return true
        }
        for _ in 0..<8 {
            guard let (formattingPosition, element) = formatting.lastElement(named: subject, slot: slot, in: tree) else { return false }
            if element == currentNode {
                // Nothing misnested (nearly every formatting end tag): what the steps below come
                // to, with no search of the open elements and no furthest block. Its entry is
                // taken out at the place just found (closing a formatting element clears no
                // entries, so the order of the two steps does not matter).
                formatting.remove(at: formattingPosition, in: &tree)
                pop(closedBy: closer, cause: index)
                return true
            }
            guard tree[element].isOpen, let elementPosition = open.lastIndex(of: element) else {
                report(.droppedEndTag, "\(tokenSource(index)) closes \(describe(element)), which was already closed early, so it is dropped")
                formatting.remove(at: formattingPosition, in: &tree)
                return true
            }
            guard hasInScope(node: element) else {
                report(.droppedEndTag, "\(tokenSource(index)) cannot reach \(describe(element)) across a table or cell, so it is dropped")
                return true
            }
            guard let blockPosition = open[(elementPosition + 1)...].firstIndex(where: {
                categories($0).contains(.special)
            }) else {
                popUntil(.element(element), closedBy: closer)
                formatting.remove(element, in: &tree)
                return true
            }
            adopt(element: element, elementPosition: elementPosition, formattingPosition: formattingPosition,
                  blockPosition: blockPosition)
        }
        return true
    }

    /// Steps 4.8 to 4.20: split the formatting element around the furthest block.
    private mutating func adopt(element: Int, elementPosition: Int, formattingPosition: Int, blockPosition: Int) {
        let furthestBlock = open[blockPosition]
        let commonAncestor = open[elementPosition - 1]
        var bookmark = formattingPosition
        var lastNode = furthestBlock
        var nodePosition = blockPosition
        var innerCounter = 0
        report(.closedEarly, "\(tokenSource(index)) closes \(describe(element)) across \(describe(furthestBlock)); the part inside it keeps the formatting")
        while true {
            innerCounter += 1
            nodePosition -= 1
            var node = open[nodePosition]
            if node == element { break }
            if innerCounter > 3, tree[node].isActiveFormatting, let position = formatting.position(of: node) {
                formatting.remove(at: position, in: &tree)
                if position < bookmark { bookmark -= 1 }
            }
            guard tree[node].isActiveFormatting, let position = formatting.position(of: node) else {
                removeFromOpen(at: nodePosition)
                continue
            }
            let clone = cloneElement(node)
            formatting.replace(at: position, with: clone, in: &tree)
            open[nodePosition] = clone
            tree[node].isOpen = false
            tree[node].endCause = index
            tree[clone].isOpen = true
            node = clone
            if lastNode == furthestBlock { bookmark = position + 1 }
            tree.append(lastNode, to: node)
            lastNode = node
        }
        attach(lastNode, to: commonAncestor, fostered: options.fosterParenting)
        let newElement = cloneElement(element)
        tree.moveChildren(of: furthestBlock, to: newElement)
        tree.append(newElement, to: furthestBlock)
        if let position = formatting.position(of: element) {
            formatting.remove(at: position, in: &tree)
            if position < bookmark { bookmark -= 1 }
        }
        formatting.insert(newElement, at: min(bookmark, formatting.count), in: &tree)
        if let position = open.lastIndex(of: element) { removeFromOpen(at: position) }
        if let position = open.lastIndex(of: furthestBlock) {
            open.insert(newElement, at: position + 1)
            tree[newElement].isOpen = true
            adjustOpenCount(of: newElement, by: 1)
        }
    }

    /// A copy of a formatting element, made up by the normalizer because of the current token.
    private mutating func cloneElement(_ id: Int) -> Int {
        let clone = tree.add(BuildTree.Node(kind: .element, token: nil, knownSlot: tree[id].knownSlot,
                                            startCause: index))
        tree.markClone(clone, of: id)
        return clone
    }
}
