@testable import MarkupCore

/// markscope's deliberate departures from the HTML standard's parsing, each with its reason
/// and the precise test of whether a run meets it (on markscope's own result, so a test that
/// meets none is compared in full). These are choices, kept on purpose (DECISIONS.md).
enum Departure: String, CaseIterable {
    /// Text and elements that the standard moves out of a table to before it ("foster
    /// parenting") stay where they are written, so copy in a broken table reads in order.
    case noFosterParenting = "no foster parenting: content written inside a table where no cell holds it stays in place, in order"
    /// `<Hot>` in `Big <Hot> deal` is punctuation in copy, not an element the reader never sees.
    case unknownTagAsText = "an unknown tag that is never closed is text"
    /// `1 <2` or `<a href="x>` with no closing quote: browsers drop the rest of the document
    /// into a tag; markscope keeps it visible.
    case lessThanAsText = "a '<' that does not open a well-formed tag is text (also when a quote never closes)"

    /// The departure a run meets, if any.
    static func met(by stream: NormalizedStream) -> Departure? {
        if stream.repairs.contains(where: { $0.kind == .tagAsText }) { return .unknownTagAsText }
        if hasTagLikeText(stream) { return .lessThanAsText }
        if hasContentTheStandardFosters(stream) { return .noFosterParenting }
        return nil
    }

    /// The tokenizer departure: a text token whose source holds `<` and a letter or `</`,
    /// which the standard's data state always reads as markup.
    static func met(byTokens tokens: [Token], source: SourceText) -> Departure? {
        tokens.contains { $0.kind == .text && holdsTagLikeSource($0.range, source) } ? .lessThanAsText : nil
    }

    private static func holdsTagLikeSource(_ range: SourceRange, _ source: SourceText) -> Bool {
        let bytes = source.bytes
        var position = range.start
        while position + 1 < range.end {
            if bytes[position] == ASCII.lessThan {
                let next = bytes[position + 1]
                if ASCII.isLetter(next) || next == ASCII.slash { return true }
            }
            position += 1
        }
        return false
    }

    /// Whether the source holds `</name` followed by whitespace or `/`: in the standard that
    /// ends the element (and the tag, never closed, is dropped).
    private static func holdsEndTagStart(of name: String, _ range: SourceRange, _ source: SourceText) -> Bool {
        let text = source.string(in: range).lowercased().utf8
        let pattern = Array("</\(name)".utf8)
        var position = text.startIndex
        while let found = text[position...].firstIndex(of: ASCII.lessThan) {
            let rest = text[found...]
            if rest.starts(with: pattern) {
                let after = rest.dropFirst(pattern.count).first
                if let after, ASCII.isWhitespace(after) || after == ASCII.slash { return true }
            }
            position = text.index(after: found)
        }
        return false
    }

    /// Elements whose text is not markup: `<` in them is text in the standard too.
    private static let textOnly: Set<String> = [
        "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "plaintext",
    ]

    private static func hasTagLikeText(_ stream: NormalizedStream) -> Bool {
        var open: [String] = []
        for token in stream.tokens {
            switch token.kind {
            case .startTag: open.append(token.name)
            case .endTag: _ = open.popLast()
            case .text:
                guard !token.isSynthesized else { break }
                if let element = open.last, textOnly.contains(element) {
                    // An end tag of the element that never closes (`</script ` at the end).
                    if holdsEndTagStart(of: element, token.range, stream.source) { return true }
                } else if holdsTagLikeSource(token.range, stream.source) {
                    return true
                }
            default: break
            }
        }
        return false
    }

    /// What a table, a table section or a row may hold; anything else in them the standard
    /// fosters out (text that is only whitespace stays).
    private static let tableChildren: [String: Set<String>] = [
        "table": ["caption", "colgroup", "tbody", "thead", "tfoot", "script", "style", "template", "form", "input"],
        "tbody": ["tr", "script", "style", "template", "form", "input"],
        "thead": ["tr", "script", "style", "template", "form", "input"],
        "tfoot": ["tr", "script", "style", "template", "form", "input"],
        "tr": ["td", "th", "script", "style", "template", "form", "input"],
    ]

    private static func hasContentTheStandardFosters(_ stream: NormalizedStream) -> Bool {
        var open: [(name: String, namespace: StreamSerializer.Namespace, attributes: [Attribute])] = []
        for token in stream.tokens {
            let parent = open.last
            let allowed = parent.flatMap { $0.namespace == .html ? tableChildren[$0.name] : nil }
            switch token.kind {
            case .startTag, .selfClosingTag:
                let namespace = StreamSerializer.namespaceOf(token.name, attributes: token.attributes, parent: parent)
                if let allowed {
                    let hiddenInput = token.name == "input" && token.attribute("type")?.lowercased() == "hidden"
                    if namespace != .html || !allowed.contains(token.name) || (token.name == "input" && !hiddenInput) {
                        return true
                    }
                }
                if token.kind == .startTag { open.append((token.name, namespace, token.attributes)) }
            case .endTag:
                _ = open.popLast()
            case .text:
                if allowed != nil, token.text.utf8.contains(where: { !ASCII.isWhitespace($0) }) { return true }
            case .comment, .doctype:
                break
            }
        }
        return false
    }
}
