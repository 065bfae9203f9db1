@testable import MarkupCore

/// Compact forms of streams for assertions: `<b>x</+i>` marks synthesized tokens with `+`.
enum Serialization {
    static func compact(_ stream: NormalizedStream) -> String {
        stream.tokens.map { token in
            let mark = token.isSynthesized ? "+" : ""
            let name = stream.name(of: token)
            switch token.kind {
            case .startTag: return "<\(mark)\(name)>"
            case .endTag: return "</\(mark)\(name)>"
            case .selfClosingTag: return "<\(mark)\(name)/>"
            case .text: return stream.text(of: token)
            case .comment: return "<!--\(stream.text(of: token))-->"
            case .doctype: return "<!DOCTYPE \(stream.text(of: token))>"
            }
        }.joined()
    }

    static func normalized(_ html: String) -> String {
        compact(Normalizer.normalize(html))
    }

    /// Text runs with the sorted set of inline tags around them, merged like the oracle's.
    static func inlineRuns(_ html: String) -> [(text: String, tags: [String])] {
        let tree = MarkupTree(html: html)
        var runs: [(text: String, tags: [String])] = []
        for node in tree.root.descendants where node.kind == .text {
            let tags = Set(node.ancestors.map(\.tag).filter { inlineTags.contains($0) }).sorted()
            if let last = runs.last, last.tags == tags {
                runs[runs.count - 1].text += node.text
            } else if !node.text.isEmpty {
                runs.append((node.text, tags))
            }
        }
        return runs
    }

    static let inlineTags: Set<String> = [
        "a", "b", "i", "u", "em", "strong", "s", "strike", "del", "ins", "span", "code", "small", "big", "font",
        "sub", "sup", "mark", "tt", "kbd", "samp", "var", "cite", "dfn", "abbr", "q", "nobr",
    ]
}
