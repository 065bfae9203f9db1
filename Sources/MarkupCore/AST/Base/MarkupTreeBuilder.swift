/// Turns a balanced token stream into the flat records of a ``MarkupTree``.
enum MarkupTreeBuilder {
    static func records(from stream: NormalizedStream, customTags: [String: Profile.Display] = [:]) -> [NodeRecord] {
        let tokens = stream.tokens
        let knownNames = KnownElements.names
        var records: [NodeRecord] = []
        var nodeCount = 1
        for index in tokens.indices {
            switch tokens[index].kind {
            case .text, .startTag, .selfClosingTag: nodeCount += 1
            case .endTag, .comment, .doctype: break
            }
        }
        records.reserveCapacity(nodeCount)
        let documentEnd = tokens.isEmpty ? 0 : tokens[tokens.count - 1].range.end
        records.append(NodeRecord(kind: .root, knownSlot: nil, range: SourceRange(start: 0, end: documentEnd), startTagRange: nil,
                                  endTagRange: nil, isSynthesized: false, isEndSynthesized: false,
                                  parent: -1, subtreeEnd: 0, depth: 0))
        var open = [0]
        // Tokens' fields are read in place: binding each token (`for token in tokens`) copied
        // it, retaining and releasing its text and attributes, half of this function's time.
        tokens.withUnsafeBufferPointer { tokens in
            for index in tokens.indices {
                let parent = open[open.count - 1]
                let depth = open.count
                switch tokens[index].kind {
                case .text:
                    records.append(NodeRecord(kind: .text, knownSlot: nil, dataStart: tokens[index].dataStart,
                                              dataLength: tokens[index].dataLength, range: tokens[index].range,
                                              startTagRange: nil, endTagRange: nil, isSynthesized: false,
                                              isEndSynthesized: false, parent: parent,
                                              subtreeEnd: records.count + 1, depth: depth))
                case .startTag, .selfClosingTag:
                    let range = tokens[index].range
                    let isSynthesized = tokens[index].isSynthesized
                    let slot = tokens[index].elementSlot
                    var kind: MarkupKind
                    if let slot, let name = knownNames[slot] {
                        kind = MarkupKind(tag: name, slot: slot)
                    } else {
                        // A name HTML does not know (rare): read to find its kind.
                        let name = stream.name(of: tokens[index])
                        kind = MarkupKind(tag: name, slot: slot)
                        if slot == nil, !customTags.isEmpty, let display = customTags[name] {
                            kind = display == .block ? .block : .inline
                        }
                    }
                    records.append(NodeRecord(kind: kind, knownSlot: slot, dataStart: tokens[index].dataStart,
                                              dataLength: tokens[index].dataLength,
                                              attributes: tokens[index].attributeIndices,
                                              range: isSynthesized ? SourceRange.empty(at: range.start) : range,
                                              startTagRange: range, endTagRange: nil,
                                              isSynthesized: isSynthesized, isEndSynthesized: false,
                                              parent: parent, subtreeEnd: records.count + 1, depth: depth))
                    if tokens[index].kind == .startTag { open.append(records.count - 1) }
                case .endTag:
                    guard open.count > 1 else { continue }
                    let element = open.removeLast()
                    let range = tokens[index].range
                    let isSynthesized = tokens[index].isSynthesized
                    // An implied end belongs to whatever caused it, which may lie past content that
                    // moved out of the element; the element then ends with its own content.
                    let end = isSynthesized ? records[element].range.end : range.end
                    records[element].endTagRange = range
                    records[element].isEndSynthesized = isSynthesized
                    records[element].subtreeEnd = records.count
                    let start = records[element].range.start
                    records[element].range = SourceRange(start: start, end: max(start, end))
                case .comment, .doctype:
                    continue
                }
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
