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
        var names = closed.reversed().prefix(Self.closedEarlyNamed).map { describe($0) }.joined(separator: ", ")
        if closed.count > Self.closedEarlyNamed {
            names += " and \(closed.count - Self.closedEarlyNamed) more"
        }
        let reopens = closed.contains { tree[$0].isActiveFormatting }
        let onlyAppTags = !customTags.isEmpty && closed.allSatisfy { customTags.contains(name($0)) }
        report(.closedEarly, "\(tokenSource(index)) also closed \(names), still open inside it"
               + (reopens ? "; the formatting reopens after it" : "")
               + (onlyAppTags ? " (an app tag: closing it is optional)" : ""), isWarning: !onlyAppTags)
    }

    /// `<b> (1:5)`: an element by name and where its start tag is.
    func describe(_ id: Int) -> String {
        var original = id
        while let copied = tree[original].clonedFrom { original = copied }
        guard let token = tree[original].token else { return "<\(name(id))>" }
        return "<\(name(id))> (\(source.location(of: tokens[token].range.start)))"
    }

    /// How a token was written, shortened, for explanations; with its location unless it is the current one.
    func tokenSource(_ token: Int) -> String {
        let written = source.string(in: tokens[token].range)
        let short = written.count > 40 ? String(written.prefix(37)) + "…" : written
        return token == index ? "'\(short)'" : "'\(short)' (\(source.location(of: tokens[token].range.start)))"
    }
}

/// The repairs a ``TreeBuilder`` makes, appended through a reference.
final class RepairLog {
    var repairs: [Repair] = []
}
