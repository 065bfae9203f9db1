/// A `@media` query list (Media Queries Level 4, the part copy uses) and whether it applies
/// to a preview of a given width.
///
/// A preview is a screen: `all` and `screen` match, `print` and every other type do not.
/// `width`, `min-width`, `max-width` (and their `device-` forms, the terminal being the
/// device) compare against the viewport width in CSS px; without a width none of them
/// matches, whatever `not` says. Any other feature (`prefers-color-scheme`, `orientation`,
/// resolution …) does not match either: its query does not apply.
struct CSSMediaQueryList {
    /// One query of the comma-separated list.
    struct Query {
        var isNegated = false
        /// The media type, lowercased; nil when the query has only conditions.
        var type: String?
        var features: [Feature] = []
        /// The syntax error that makes a browser drop the query (then it matches nothing).
        var problem: Problem?
    }

    /// A `(name: value)` test.
    struct Feature {
        enum Test { case minimum, maximum, exact }
        var test: Test
        /// The width in CSS px; nil for a feature other than width.
        var pixels: Double?
        var name: String
    }

    var queries: [Query]

    /// Reads the prelude tokens of a `@media` rule.
    init(_ parser: CSSParser, prelude: Range<Int>) {
        queries = []
        var start = prelude.lowerBound
        var index = prelude.lowerBound
        while index <= prelude.upperBound {
            if index == prelude.upperBound || parser.tokens[index].kind == .comma {
                queries.append(Self.query(parser, parser.trimmed(start..<index)))
                start = index + 1
                index += 1
            } else {
                index = parser.componentEnd(index, limit: prelude.upperBound)
            }
        }
    }

    /// Whether any query applies at `viewportWidth` CSS px (nil: no width known).
    func matches(viewportWidth: Double?) -> Bool {
        queries.contains { $0.matches(viewportWidth: viewportWidth) }
    }

    /// The queries' problems: syntax a browser rejects, and features a preview does not have.
    var problems: [Problem] {
        queries.flatMap { query in
            (query.problem.map { [$0] } ?? []) + query.features.filter { $0.pixels == nil }.map {
                Problem(message: "'\($0.name)' is not a feature of a preview, so the query never applies",
                        isSyntax: false)
            }
        }
    }

    private static func query(_ parser: CSSParser, _ range: Range<Int>) -> Query {
        var query = Query()
        // An empty query (`@media {…}`) is `all`.
        guard !range.isEmpty else { query.type = "all"; return query }
        let tokens = parser.tokens
        var index = range.lowerBound
        var expectsCondition = true
        func skipTrivia() { while index < range.upperBound, tokens[index].isTrivia { index += 1 } }
        while index < range.upperBound {
            skipTrivia()
            guard index < range.upperBound else { break }
            let token = tokens[index]
            switch token.kind {
            case .ident:
                let word = parser.lowercasedName(index)
                index += 1
                if word == "and", !expectsCondition {
                    expectsCondition = true
                } else if word == "not", query.type == nil, query.features.isEmpty, !query.isNegated {
                    query.isNegated = true
                } else if word == "only", query.type == nil, query.features.isEmpty {
                    continue
                } else if query.type == nil, query.features.isEmpty, expectsCondition {
                    query.type = word
                    expectsCondition = false
                } else {
                    query.problem = query.problem ?? Problem(message: "'\(word)' is not expected here", isSyntax: true)
                }
            case .openParen:
                let end = parser.componentEnd(index, limit: range.upperBound)
                if !expectsCondition {
                    query.problem = query.problem ?? Problem(message: "'and' is missing between conditions", isSyntax: true)
                }
                let feature = Self.feature(parser, (index + 1)..<(end - (tokens[end - 1].kind == .closeParen ? 1 : 0)))
                switch feature {
                case .success(let value): query.features.append(value)
                case .failure(let problem): query.problem = query.problem ?? problem
                }
                expectsCondition = false
                index = end
            case .function:
                let name = parser.lowercasedName(index)
                query.problem = query.problem ?? Problem(message: name == "and"
                    ? "'and(' needs a space before '(': browsers ignore this query"
                    : "'\(name)(' is not a media condition", isSyntax: true)
                index = parser.componentEnd(index, limit: range.upperBound)
            default:
                query.problem = query.problem ?? Problem(
                    message: "'\(parser.text(of: index..<(index + 1)))' is not expected in a media query", isSyntax: true)
                index = parser.componentEnd(index, limit: range.upperBound)
            }
        }
        if expectsCondition, query.type != nil || !query.features.isEmpty || query.isNegated {
            query.problem = query.problem ?? Problem(message: "the query ends where a condition should follow",
                                                     isSyntax: true)
        }
        return query
    }

    /// Something wrong in a query: a syntax error a browser rejects (`isSyntax`), or a
    /// feature a preview cannot evaluate.
    struct Problem: Error {
        var message: String
        var isSyntax: Bool
    }

    /// The `name: value` inside a feature's parentheses.
    private static func feature(_ parser: CSSParser, _ range: Range<Int>) -> Result<Feature, Problem> {
        let inner = parser.trimmed(range)
        let tokens = parser.tokens
        guard let first = inner.first, tokens[first].kind == .ident else {
            return .failure(Problem(message: "'(\(parser.text(of: inner)))' is not a media feature this preview reads",
                                    isSyntax: false))
        }
        let name = parser.lowercasedName(first)
        var index = first + 1
        while index < inner.upperBound, tokens[index].isTrivia { index += 1 }
        let test: Feature.Test
        var base = name
        if name.hasPrefix("min-") { test = .minimum; base.removeFirst(4) }
        else if name.hasPrefix("max-") { test = .maximum; base.removeFirst(4) }
        else { test = .exact }
        let isWidth = base == "width" || base == "device-width"
        guard index < inner.upperBound, tokens[index].kind == .colon else {
            // `(color)`, `(hover)`: a boolean feature a preview does not claim to have.
            return .success(Feature(test: test, pixels: nil, name: name))
        }
        guard isWidth else { return .success(Feature(test: test, pixels: nil, name: name)) }
        let value = parser.trimmed((index + 1)..<inner.upperBound)
        guard value.count == 1, let pixels = Self.pixels(tokens[value.lowerBound], parser) else {
            return .failure(Problem(message: "'\(parser.text(of: value))' is not a width in '(\(parser.text(of: inner)))'",
                                    isSyntax: true))
        }
        return .success(Feature(test: test, pixels: pixels, name: name))
    }

    /// A length token in CSS px (`em` and `rem` at 16px, as media queries read them).
    private static func pixels(_ token: CSSToken, _ parser: CSSParser) -> Double? {
        switch token.kind {
        case .number where CSSTokenizer.number(of: token, in: parser.bytes) == 0: return 0
        case .dimension:
            let unit = CSSTokenizer.name(of: token, in: parser.bytes).asciiLowercased()
            guard let length = CSSLength("\(CSSTokenizer.number(of: token, in: parser.bytes))\(unit)") else { return nil }
            return length.pixels(parentFontSize: 16, rootFontSize: 16)
        default: return nil
        }
    }
}

extension CSSMediaQueryList.Query {
    func matches(viewportWidth: Double?) -> Bool {
        guard problem == nil else { return false }
        if let type, type != "all", type != "screen" { return isNegated }
        var result = true
        for feature in features {
            guard let pixels = feature.pixels, let viewportWidth else { return false }
            switch feature.test {
            case .minimum: result = result && viewportWidth >= pixels
            case .maximum: result = result && viewportWidth <= pixels
            case .exact: result = result && viewportWidth == pixels
            }
        }
        return result != isNegated
    }
}
