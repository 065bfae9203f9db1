/// The repairs the tree builder reports, each with the tokens and elements it concerns.
extension TreeBuilder {
    /// Records a repair caused by the current token (its explanation is made only when kept).
    func report(_ kind: Repair.Kind, _ explanation: @autoclosure () -> String,
                         isWarning: @autoclosure () -> Bool = true) {
        guard keepsRepairs else { return }
        repairLog.repairs.append(Repair(kind: kind, range: tokens[index].range, explanation: explanation(),
                              tokenIndex: index, isWarning: isWarning()))
    }

    /// The most elements a "closed early" repair names; the rest are counted.
    static let closedEarlyNamed = 8

    mutating func reportClosedEarly(_ closed: [Int]) {
        guard !closed.isEmpty, keepsRepairs else { return }
        let reopens = closed.contains { tree[$0].isActiveFormatting }
        let onlyAppTags = !customTags.isEmpty && closed.allSatisfy { customTags.contains(name($0)) }
        var text = ExplanationText()
        appendTokenSource(index, to: &text)
        text.append(" also closed ")
        for (position, id) in closed.reversed().prefix(Self.closedEarlyNamed).enumerated() {
            if position > 0 { text.append(", ") }
            appendDescription(of: id, to: &text)
        }
        if closed.count > Self.closedEarlyNamed {
            text.append(" and ")
            text.appendDecimal(closed.count - Self.closedEarlyNamed)
            text.append(" more")
        }
        text.append(", still open inside it")
        if reopens { text.append("; the formatting reopens after it") }
        if onlyAppTags { text.append(" (an app tag: closing it is optional)") }
        report(.closedEarly, text.string, isWarning: !onlyAppTags)
    }

    /// `<b> (1:5)`: an element by name and where its start tag is.
    func describe(_ id: Int) -> String {
        var text = ExplanationText()
        appendDescription(of: id, to: &text)
        return text.string
    }

    /// Appends ``describe(_:)`` of `id` to `text`.
    func appendDescription(of id: Int, to text: inout ExplanationText) {
        var original = id
        while let copied = tree.clonedFrom(of: original) { original = copied }
        text.append("<")
        text.append(name(id))
        text.append(">")
        guard let token = tree[original].token else { return }
        text.append(" (")
        text.append(source.location(of: tokens[token].range.start))
        text.append(")")
    }

    /// How a token was written, shortened, for explanations; with its location unless it is the current one.
    func tokenSource(_ token: Int) -> String {
        var text = ExplanationText()
        appendTokenSource(token, to: &text)
        return text.string
    }

    /// Appends ``tokenSource(_:)`` of `token` to `text`.
    func appendTokenSource(_ token: Int, to text: inout ExplanationText) {
        let range = tokens[token].range
        text.append("'")
        // At most 40 bytes are at most 40 characters (most tags): their bytes go in uncounted.
        if range.count <= 40 {
            text.append(source.bytes[range.start..<range.end])
        } else {
            let written = source.string(in: range)
            if written.count > 40 {
                text.append(String(written.prefix(37)))
                text.append("…")
            } else {
                text.append(written)
            }
        }
        text.append("'")
        guard token != index else { return }
        text.append(" (")
        text.append(source.location(of: range.start))
        text.append(")")
    }
}

/// The repairs a ``TreeBuilder`` makes, appended through a reference.
final class RepairLog {
    var repairs: [Repair] = []
}
