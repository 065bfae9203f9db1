/// Turns a balanced token stream into the flat records of a ``MarkupTree``.
enum MarkupTreeBuilder {
    static func records(from tokens: [Token]) -> [NodeRecord] {
        var records: [NodeRecord] = []
        records.reserveCapacity(1 + tokens.reduce(0) { $0 + ($1.kind == .text || $1.kind == .startTag
                                                              || $1.kind == .selfClosingTag ? 1 : 0) })
        let documentEnd = tokens.last.map { $0.range.end } ?? 0
        records.append(NodeRecord(kind: .root, tag: "", knownSlot: nil, attributes: [], text: "",
                                  range: SourceRange(start: 0, end: documentEnd), startTagRange: nil,
                                  endTagRange: nil, isSynthesized: false, isEndSynthesized: false,
                                  parent: -1, subtreeEnd: 0, depth: 0))
        var open = [0]
        for token in tokens {
            let parent = open[open.count - 1]
            let depth = open.count
            switch token.kind {
            case .text:
                records.append(NodeRecord(kind: .text, tag: "", knownSlot: nil, attributes: [], text: token.text,
                                          range: token.range, startTagRange: nil, endTagRange: nil,
                                          isSynthesized: false, isEndSynthesized: false, parent: parent,
                                          subtreeEnd: records.count + 1, depth: depth))
            case .startTag, .selfClosingTag:
                let start = token.isSynthesized ? SourceRange.empty(at: token.range.start) : token.range
                let slot = token.elementSlot
                records.append(NodeRecord(kind: MarkupKind(tag: token.name, slot: slot), tag: token.name,
                                          knownSlot: slot, attributes: token.attributes, text: "", range: start,
                                          startTagRange: token.range, endTagRange: nil,
                                          isSynthesized: token.isSynthesized, isEndSynthesized: false,
                                          parent: parent, subtreeEnd: records.count + 1, depth: depth))
                if token.kind == .startTag { open.append(records.count - 1) }
            case .endTag:
                guard open.count > 1 else { continue }
                let element = open.removeLast()
                // An implied end belongs to whatever caused it, which may lie past content that
                // moved out of the element; the element then ends with its own content.
                let end = token.isSynthesized ? records[element].range.end : token.range.end
                records[element].endTagRange = token.range
                records[element].isEndSynthesized = token.isSynthesized
                records[element].subtreeEnd = records.count
                let start = records[element].range.start
                records[element].range = SourceRange(start: start, end: max(start, end))
            case .comment, .doctype:
                continue
            }
        }
        while open.count > 1 {
            let element = open.removeLast()
            records[element].subtreeEnd = records.count
        }
        records[0].subtreeEnd = records.count
        widenToChildren(&records)
        return records
    }

    /// Makes every element's range cover its children's (moved content can precede its tag).
    /// An element the normalizer opened with nothing of its own in the source takes its
    /// children's extent, not the position of the token that caused it.
    private static func widenToChildren(_ records: inout [NodeRecord]) {
        for index in stride(from: records.count - 1, through: 1, by: -1) {
            let parent = records[index].parent
            let child = records[index].range
            // An empty child (an element the normalizer opened and closed at once) has no
            // source of its own to cover.
            if child.isEmpty { continue }
            if records[parent].isSynthesized && records[parent].range.isEmpty && parent != 0 {
                records[parent].range = child
            } else {
                records[parent].range = records[parent].range.union(child)
            }
        }
    }
}
