@testable import MarkupCore

/// markscope's deliberate departures from the HTML standard's parsing, each with its reason
/// and the precise test of whether a run meets it: for the first two, markscope's tree with
/// that departure turned off (``NormalizerOptions``) equals html5lib's; for the third, which
/// lives in the tokenizer, markscope's text holds markup the standard would have read as a
/// tag. A test that meets none is a failure. These are choices, kept on purpose (DECISIONS.md).
enum Departure: String, CaseIterable {
    /// Text and elements that the standard moves out of a table to before it ("foster
    /// parenting") stay where they are written, so copy in a broken table reads in order.
    case noFosterParenting = "no foster parenting: content written inside a table where no cell holds it stays in place, in order"
    /// `<Hot>` in `Big <Hot> deal` is punctuation in copy, not an element the reader never sees.
    case unknownTagAsText = "an unknown tag that is never closed is text"
    /// `1 <2` or `<a href="x>` with no closing quote: browsers drop the rest of the document
    /// into a tag; markscope keeps it visible.
    case lessThanAsText = "a '<' that does not open a well-formed tag is text (also when a quote never closes)"

    /// The departure a run of `html` meets, given html5lib's `expected` entries, if any.
    static func met(html: String, stream: NormalizedStream, expected: [String]) -> Departure? {
        let tokens = Tokenizer.tokenize(html)
        let fostering = Normalizer.normalize(tokens, options: NormalizerOptions(fosterParenting: true))
        if StreamSerializer.entries(fostering) == expected { return .noFosterParenting }
        for foster in [false, true] {
            let standard = Normalizer.normalize(tokens, options: NormalizerOptions(fosterParenting: foster,
                                                                                   unknownTagsAsText: false))
            if StreamSerializer.entries(standard) == expected { return .unknownTagAsText }
        }
        if hasTagLikeText(stream) { return .lessThanAsText }
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
            case .startTag: open.append(stream.name(of: token))
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
}
