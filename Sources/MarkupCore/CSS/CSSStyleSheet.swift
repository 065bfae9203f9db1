/// The rules of a document's `<style>` elements that apply to the preview.
public struct CSSStyleSheet: Sendable {
    /// One selector of a rule with its declarations (a rule `a, b {…}` gives two).
    public struct Rule: Sendable {
        /// The parsed selector.
        public var selector: ComplexSelector
        /// The selector as written back from its parsed form (`ul > li`).
        public var selectorText: String
        /// The selector's specificity.
        public var specificity: Specificity
        /// Position among all rules, for "later wins" at equal specificity.
        public var order: Int
        /// Source bytes of the selector.
        public var range: SourceRange
        /// The `@media` rule the rule sits in (the innermost), nil at the top level.
        public var media: CSSMediaRule?
        var declarations: [ParsedDeclaration]
    }

    /// The rules that apply, one per selector, in source order.
    public private(set) var rules: [Rule] = []

    /// A sheet with no rules.
    public init() {}

    /// Adds the rules of one `<style>` element whose text starts at source offset `offset`.
    /// Rules in an `@media` block are added when its query matches `viewportWidth` (CSS px;
    /// nil: no width-dependent query matches), and so is the whole sheet for the element's
    /// `media` attribute; every rule is checked whether or not it applies.
    mutating func parse(_ text: String, offset: Int, viewportWidth: Double?, media: Attribute? = nil,
                        diagnostics: inout [Diagnostic]) {
        let (sheetMedia, applies) = media.map { Self.read(media: $0, viewportWidth: viewportWidth,
                                                          diagnostics: &diagnostics) } ?? (nil, true)
        var text = text
        text.withUTF8 { utf8 in
            let parser = CSSParser(tokens: CSSTokenizer.tokenize(utf8), bytes: utf8)
            var reader = SheetReader(parser: parser, offset: offset, viewportWidth: viewportWidth)
            reader.read(0..<parser.tokens.count, topLevel: true, media: sheetMedia, applies: applies)
            rules.reserveCapacity(rules.count + reader.rules.count)
            for var rule in reader.rules {
                rule.order = rules.count
                rules.append(rule)
            }
            diagnostics.append(contentsOf: reader.diagnostics)
        }
    }
}

extension CSSStyleSheet {
    /// Whether a `<style media="…">` sheet applies at `viewportWidth`, and the media rule its
    /// rules report when the answer depends on the width (`all` and `screen` report none).
    private static func read(media attribute: Attribute, viewportWidth: Double?,
                             diagnostics: inout [Diagnostic]) -> (media: CSSMediaRule?, applies: Bool) {
        var value = attribute.value
        return value.withUTF8 { bytes in
            let parser = CSSParser(tokens: CSSTokenizer.tokenize(bytes), bytes: bytes)
            let all = parser.trimmed(0..<parser.tokens.count)
            let queries = CSSMediaQueryList(parser, prelude: all)
            let condition = parser.text(of: all, collapsingWhitespace: true)
            for problem in queries.problems {
                diagnostics.append(Diagnostic(problem.isSyntax ? .warning : .note,
                                              "media=\"\(condition)\": \(problem.message)", range: attribute.range,
                                              code: problem.isSyntax ? .cssSyntax : .unsupportedSelector))
            }
            let dependsOnWidth = queries.queries.contains { !$0.features.isEmpty }
            return (dependsOnWidth ? CSSMediaRule(condition: condition, range: attribute.range) : nil,
                    queries.matches(viewportWidth: viewportWidth))
        }
    }
}

/// The `@media` rule a style rule sits in, for provenance.
public struct CSSMediaRule: Hashable, Sendable {
    /// The query list as written (`only screen and (max-width: 600px)`).
    public var condition: String
    /// Source bytes of the `@media` keyword and its query list.
    public var range: SourceRange
}

/// Turns one style sheet's parsed rules into ``CSSStyleSheet/Rule``s and diagnostics.
private struct SheetReader {
    let parser: CSSParser
    let offset: Int
    let viewportWidth: Double?
    var rules: [CSSStyleSheet.Rule] = []
    var diagnostics: [Diagnostic] = []

    init(parser: CSSParser, offset: Int, viewportWidth: Double?) {
        self.parser = parser
        self.offset = offset
        self.viewportWidth = viewportWidth
    }

    /// At-rules skipped whole: valid CSS with nothing a preview of copy shows.
    static let skippedAtRules: Set<String> = [
        "import", "font-face", "supports", "keyframes", "page", "charset", "namespace", "layer", "counter-style",
        "property", "font-feature-values", "font-palette-values", "viewport", "container", "document", "scope",
        "starting-style", "color-profile",
    ]

    private func source(_ bytes: Range<Int>) -> SourceRange {
        SourceRange(start: offset + bytes.lowerBound, end: offset + bytes.upperBound)
    }

    /// How deep `@media` rules nest before the rest is skipped: reading each level calls this
    /// reader again, and hostile input must not exhaust the stack.
    static let maximumMediaDepth = 32
    private var depth = 0

    mutating func read(_ range: Range<Int>, topLevel: Bool, media: CSSMediaRule?, applies: Bool) {
        let (list, unfinished) = parser.rules(in: range, topLevel: topLevel)
        for rule in list {
            if let keyword = rule.atKeyword {
                readAtRule(rule, keyword: keyword, media: media, applies: applies)
            } else {
                readStyleRule(rule, media: media, applies: applies)
            }
        }
        if let unfinished {
            let bytes = parser.byteRange(of: unfinished)
            diagnostics.append(Diagnostic(.warning, "'\(parser.text(of: unfinished))' is not a CSS rule (no '{'), ignored",
                                          range: source(bytes), code: .cssSyntax))
        }
    }

    private mutating func readAtRule(_ rule: CSSParser.Rule, keyword: Int, media: CSSMediaRule?, applies: Bool) {
        let name = parser.lowercasedName(keyword)
        let written = parser.text(of: keyword..<(keyword + 1))
        let headRange = source(parser.byteRange(of: keyword..<max(keyword + 1, rule.prelude.upperBound)))
        let unprefixed = Self.withoutVendorPrefix(name)
        if name == "media" {
            guard let block = rule.block else {
                diagnostics.append(Diagnostic(.warning, "'@media' without a '{…}' block, ignored", range: headRange,
                                              code: .cssSyntax))
                return
            }
            let queries = CSSMediaQueryList(parser, prelude: rule.prelude)
            let condition = parser.text(of: rule.prelude, collapsingWhitespace: true)
            for problem in queries.problems {
                diagnostics.append(Diagnostic(problem.isSyntax ? .warning : .note,
                                              "@media \(condition): \(problem.message)", range: headRange,
                                              code: problem.isSyntax ? .cssSyntax : .unsupportedSelector))
            }
            guard depth < Self.maximumMediaDepth else {
                diagnostics.append(Diagnostic(.warning, "'@media' nested more than \(Self.maximumMediaDepth) deep, ignored",
                                              range: headRange, code: .cssSyntax))
                return
            }
            let matches = queries.matches(viewportWidth: viewportWidth)
            depth += 1
            read(block, topLevel: false, media: CSSMediaRule(condition: condition, range: headRange),
                 applies: applies && matches)
            depth -= 1
        } else if Self.skippedAtRules.contains(unprefixed) {
            diagnostics.append(Diagnostic(.note, "'\(written)' rules are ignored: nothing in them shows in a preview",
                                          range: headRange, code: .unsupportedSelector))
        } else if unprefixed != name {
            diagnostics.append(Diagnostic(.note, "'\(written)' is a vendor at-rule, ignored", range: headRange,
                                          code: .unsupportedSelector))
        } else if let known = CSSPropertyNames.suggestion(for: name, among: Self.skippedAtRules.union(["media"])) {
            diagnostics.append(Diagnostic(.warning, "unknown at-rule '\(written)', ignored (did you mean '@\(known)'?)",
                                          range: headRange, code: .cssSyntax))
        } else {
            // Valid syntax that every browser drops; mail templates use such rules on purpose
            // (MJML's `@goodbye { @gmail }` stops Gmail reading further).
            diagnostics.append(Diagnostic(.note, "unknown at-rule '\(written)', ignored", range: headRange,
                                          code: .unsupportedSelector))
        }
    }

    private mutating func readStyleRule(_ rule: CSSParser.Rule, media: CSSMediaRule?, applies: Bool) {
        let preludeRange = source(parser.byteRange(of: rule.prelude))
        let prelude = parser.text(of: rule.prelude, collapsingWhitespace: true)
        let declarations = CSSPropertyParser.parse(
            CSSDeclarationParser.declarations(parser, in: rule.block ?? rule.prelude.upperBound..<rule.prelude.upperBound,
                                              offset: offset, fallback: preludeRange, diagnostics: &diagnostics),
            diagnostics: &diagnostics)
        if let problem = selectorProblem(rule.prelude) {
            diagnostics.append(Diagnostic(.warning, "selector '\(prelude)' is not valid CSS (\(problem)); browsers ignore the rule",
                                          range: preludeRange, code: .unsupportedSelector))
            return
        }
        // Each selector of a list on its own: a browser applies `a` of `a, a:hover` although
        // this preview cannot match `a:hover`.
        for alternative in selectorAlternatives(rule.prelude) {
            let text = parser.text(of: alternative, collapsingWhitespace: true)
            do {
                let selector = try Selector(text)
                guard applies else { continue }
                for complex in selector.alternatives {
                    rules.append(CSSStyleSheet.Rule(selector: complex, selectorText: complex.description,
                                                    specificity: complex.specificity, order: 0,
                                                    range: source(parser.byteRange(of: alternative)),
                                                    media: media, declarations: declarations))
                }
            } catch {
                diagnostics.append(Diagnostic(.note, "selector '\(text)' is not supported by this preview (\(error.message)); ignored",
                                              range: source(parser.byteRange(of: alternative)), code: .unsupportedSelector))
            }
        }
    }

    /// The selectors of a list, split at its top-level commas, trivia trimmed.
    private func selectorAlternatives(_ prelude: Range<Int>) -> [Range<Int>] {
        var alternatives: [Range<Int>] = []
        var start = prelude.lowerBound
        var index = prelude.lowerBound
        while index <= prelude.upperBound {
            if index == prelude.upperBound || parser.tokens[index].kind == .comma {
                alternatives.append(parser.trimmed(start..<index))
                start = index + 1
                index += 1
            } else {
                index = parser.componentEnd(index, limit: prelude.upperBound)
            }
        }
        return alternatives
    }

    /// Why a rule's prelude is not a selector a browser reads (nil when it is): empty, a stray
    /// `;`, `}` or at-keyword, a bad string, an empty item in a list, a combinator at an end.
    /// Pseudo-classes, `+`, `~` and escapes are valid CSS this preview does not match: those
    /// preludes pass, and the selector reader's refusal is only a note.
    private func selectorProblem(_ prelude: Range<Int>) -> String? {
        guard !prelude.isEmpty else { return "the selector is empty" }
        var itemStart = prelude.lowerBound
        var index = prelude.lowerBound
        while index <= prelude.upperBound {
            if index == prelude.upperBound || parser.tokens[index].kind == .comma {
                let item = parser.trimmed(itemStart..<index)
                guard let first = item.first, let last = item.last else { return "an item of the list is empty" }
                let combinators: [UInt8] = [ASCII.greaterThan, UInt8(ascii: "+"), UInt8(ascii: "~")]
                if combinators.contains(where: { parser.tokens[first].isDelim($0, in: parser.bytes)
                    || parser.tokens[last].isDelim($0, in: parser.bytes) }) { return "a combinator has nothing on one side" }
                itemStart = index + 1
                index += 1
                continue
            }
            switch parser.tokens[index].kind {
            case .semicolon: return "it holds a ';': one too many before it?"
            case .closeCurly, .closeParen, .closeSquare: return "a closing bracket stands in it with no opening one"
            case .atKeyword, .cdo, .cdc: return "'\(parser.text(of: index..<(index + 1)))' cannot stand in a selector"
            case .badString, .badURL: return "a string in it is not closed on its line"
            default: index = parser.componentEnd(index, limit: prelude.upperBound)
            }
        }
        return nil
    }

    /// `name` without a `-webkit-`, `-moz-`, `-ms-` or `-o-` prefix.
    static func withoutVendorPrefix(_ name: String) -> String {
        for prefix in ["-webkit-", "-moz-", "-ms-", "-o-"] where name.hasPrefix(prefix) {
            return String(name.dropFirst(prefix.count))
        }
        return name
    }
}
