import GoldenSupport
import MarkupCore
@testable import MarkupMarkdown

/// Tokens written compactly with their byte ranges: `<h1>0-2`, `"Hi "2-5`, `</h1>12-12`,
/// `<hr/>0-3`, attributes as ` name=value`.
enum TokenNotation {
    static func describe(_ token: ReadToken) -> String {
        let attributes = token.attributes.map { " \($0.name)=\($0.value)" }.joined()
        let range = "\(token.range.start)-\(token.range.end)"
        switch token.kind {
        case .startTag: return "<\(token.name)\(attributes)>\(range)"
        case .endTag: return "</\(token.name)>\(range)"
        case .selfClosingTag: return "<\(token.name)\(attributes)/>\(range)"
        case .text: return "\(token.text.debugDescription)\(range)"
        case .comment: return "<!--\(token.text)-->\(range)"
        case .doctype: return "<!DOCTYPE \(token.text)>\(range)"
        }
    }

    static func tokens(_ markdown: String) -> [String] {
        MarkdownTokenizer.tokenize(markdown).readTokens.map(describe)
    }
}
