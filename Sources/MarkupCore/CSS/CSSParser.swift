/// CSS Syntax Level 3 parsing (§5) over a token array: lists of rules and of declarations,
/// with blocks and functions matched to their closing token, before any meaning is given.
///
/// Ranges here are token indices unless they are named byte ranges.
struct CSSParser {
    let tokens: [CSSToken]
    let bytes: UnsafeBufferPointer<UInt8>

    /// A rule: an at-rule (`@media …{…}`, `@import …;`) or a qualified rule (`p {…}`).
    struct Rule {
        /// The at-keyword's token, nil for a qualified rule.
        var atKeyword: Int?
        /// The prelude's tokens (after the at-keyword), trivia at either end left out.
        var prelude: Range<Int>
        /// The tokens inside the `{}` block, nil for a statement at-rule (`@import …;`).
        var block: Range<Int>?
        /// Bytes from the rule's first token to its end (`}`, `;` or the end of input).
        var byteRange: Range<Int>
    }

    /// A declaration: `name: value !important`.
    struct Declaration {
        var name: Int
        /// The value's tokens, trivia at either end and `!important` left out.
        var value: Range<Int>
        var isImportant: Bool
        /// Bytes from the name to the last token of the value (or of `!important`).
        var byteRange: Range<Int>
    }

    /// What a list of declarations holds (§5.4.5).
    enum DeclarationItem {
        case declaration(Declaration)
        /// An at-rule inside a declaration list (not meaningful in a style attribute or a
        /// style rule here).
        case atRule(Rule)
        /// Bytes that are not a declaration, up to the next `;`.
        case invalid(byteRange: Range<Int>, hasColon: Bool)
    }

    // MARK: Component values (§5.4.7)

    /// The index after the component value at `index`: a block or function runs to its
    /// matching closing token (nesting kept on a heap stack, so hostile depth costs no
    /// call stack), anything else is one token. An unclosed block runs to `limit`.
    func componentEnd(_ index: Int, limit: Int) -> Int {
        guard let closing = tokens[index].closingKind else { return index + 1 }
        var expected: [CSSToken.Kind] = [closing]
        var next = index + 1
        while next < limit {
            let token = tokens[next]
            if token.kind == expected[expected.count - 1] {
                expected.removeLast()
                if expected.isEmpty { return next + 1 }
            } else if let inner = token.closingKind {
                expected.append(inner)
            }
            next += 1
        }
        return limit
    }

    // MARK: Rules (§5.4.1–§5.4.3)

    /// The rules of `range`: a style sheet's top level (`topLevel`, where `<!--` and `-->`
    /// are skipped) or the inside of a block such as `@media`'s. A qualified rule that reaches
    /// the end without a block is returned in `unfinished` (a parse error, and dropped).
    func rules(in range: Range<Int>, topLevel: Bool) -> (rules: [Rule], unfinished: Range<Int>?) {
        var rules: [Rule] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            switch token.kind {
            case .whitespace, .comment:
                index += 1
            case .cdo where topLevel, .cdc where topLevel:
                index += 1
            case .atKeyword:
                let rule = atRule(at: index, limit: range.upperBound)
                rules.append(rule.rule)
                index = rule.next
            default:
                let start = index
                while index < range.upperBound, tokens[index].kind != .openCurly {
                    index = componentEnd(index, limit: range.upperBound)
                }
                guard index < range.upperBound else {
                    return (rules, trimmed(start..<range.upperBound))
                }
                let end = componentEnd(index, limit: range.upperBound)
                rules.append(Rule(atKeyword: nil, prelude: trimmed(start..<index), block: blockInterior(index..<end),
                                  byteRange: tokens[start].range.lowerBound..<tokens[end - 1].range.upperBound))
                index = end
            }
        }
        return (rules, nil)
    }

    /// §5.4.2: the at-rule whose at-keyword is at `index`, and the index after it.
    func atRule(at index: Int, limit: Int) -> (rule: Rule, next: Int) {
        var next = index + 1
        while next < limit {
            switch tokens[next].kind {
            case .semicolon:
                let rule = Rule(atKeyword: index, prelude: trimmed((index + 1)..<next), block: nil,
                                byteRange: tokens[index].range.lowerBound..<tokens[next].range.upperBound)
                return (rule, next + 1)
            case .openCurly:
                let end = componentEnd(next, limit: limit)
                let rule = Rule(atKeyword: index, prelude: trimmed((index + 1)..<next), block: blockInterior(next..<end),
                                byteRange: tokens[index].range.lowerBound..<tokens[end - 1].range.upperBound)
                return (rule, end)
            default:
                next = componentEnd(next, limit: limit)
            }
        }
        let rule = Rule(atKeyword: index, prelude: trimmed((index + 1)..<limit), block: nil,
                        byteRange: tokens[index].range.lowerBound..<tokens[limit - 1].range.upperBound)
        return (rule, limit)
    }

    /// The tokens inside a block whose tokens, braces included, are `block`.
    private func blockInterior(_ block: Range<Int>) -> Range<Int> {
        let closed = block.count >= 2 && tokens[block.upperBound - 1].kind == tokens[block.lowerBound].closingKind
        return (block.lowerBound + 1)..<(block.upperBound - (closed ? 1 : 0))
    }

    // MARK: Declarations (§5.4.5, §5.4.6)

    /// The declarations, at-rules and invalid stretches of `range`, in order.
    func declarations(in range: Range<Int>) -> [DeclarationItem] {
        var items: [DeclarationItem] = []
        items.reserveCapacity(4)
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            switch token.kind {
            case .whitespace, .comment, .semicolon:
                index += 1
            case .atKeyword:
                let rule = atRule(at: index, limit: range.upperBound)
                items.append(.atRule(rule.rule))
                index = rule.next
            default:
                let start = index
                while index < range.upperBound, tokens[index].kind != .semicolon {
                    index = componentEnd(index, limit: range.upperBound)
                }
                let stretch = trimmed(start..<index)
                if token.kind == .ident, let declaration = declaration(stretch) {
                    items.append(.declaration(declaration))
                } else {
                    let hasColon = tokens[stretch].contains { $0.kind == .colon }
                    items.append(.invalid(byteRange: byteRange(of: stretch), hasColon: hasColon))
                }
            }
        }
        return items
    }

    /// §5.4.6: the declaration made of `range` (starting with its name), or nil without a colon.
    private func declaration(_ range: Range<Int>) -> Declaration? {
        var index = range.lowerBound + 1
        while index < range.upperBound, tokens[index].isTrivia { index += 1 }
        guard index < range.upperBound, tokens[index].kind == .colon else { return nil }
        var value = trimmed((index + 1)..<range.upperBound)
        var isImportant = false
        if let last = value.last, isIdentifier(last, "important") {
            var bang = last - 1
            while bang >= value.lowerBound, tokens[bang].isTrivia { bang -= 1 }
            if bang >= value.lowerBound, tokens[bang].isDelim(ASCII.exclamation, in: bytes) {
                isImportant = true
                value = trimmed(value.lowerBound..<bang)
            }
        }
        return Declaration(name: range.lowerBound, value: value, isImportant: isImportant,
                           byteRange: byteRange(of: range))
    }

    // MARK: Helpers

    /// `range` without whitespace and comment tokens at either end.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, tokens[lower].isTrivia { lower += 1 }
        while upper > lower, tokens[upper - 1].isTrivia { upper -= 1 }
        return lower..<upper
    }

    /// The bytes from the first token of `range` to the end of its last (empty for no token).
    func byteRange(of range: Range<Int>) -> Range<Int> {
        guard !range.isEmpty else {
            let at = range.lowerBound < tokens.count ? tokens[range.lowerBound].range.lowerBound
                : tokens.last?.range.upperBound ?? 0
            return at..<at
        }
        return tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound
    }

    /// The text of `range`'s tokens as written, each comment standing as one space (and,
    /// with `collapsingWhitespace`, each run of white space too, as in a selector shown in a
    /// message).
    func text(of range: Range<Int>, collapsingWhitespace: Bool = false) -> String {
        let bytesRange = byteRange(of: range)
        guard tokens[range].contains(where: { $0.kind == .comment || collapsingWhitespace && $0.kind == .whitespace })
        else {
            return String(validUTF8: UnsafeBufferPointer(rebasing: bytes[bytesRange]))
        }
        var text: [UInt8] = []
        text.reserveCapacity(bytesRange.count)
        for token in tokens[range] {
            if token.kind == .comment || collapsingWhitespace && token.kind == .whitespace {
                if text.last.map({ !ASCII.isWhitespace($0) }) ?? false { text.append(ASCII.space) }
            } else {
                text.append(contentsOf: bytes[token.range])
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The name of an identifier, function or at-keyword token, ASCII-lowercased (CSS names
    /// are ASCII case-insensitive). Without escapes, as nearly every name is written, it is
    /// lowercased as it is copied from the bytes.
    func lowercasedName(_ index: Int) -> String {
        let token = tokens[index]
        let range = switch token.kind {
        case .function: token.range.lowerBound..<(token.range.upperBound - 1)
        case .atKeyword, .hash, .dimension: token.valueStart..<token.range.upperBound
        default: token.range
        }
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        guard token.kind != .string, token.kind != .url, !slice.contains(UInt8(ascii: "\\")), !slice.contains(0) else {
            return CSSTokenizer.name(of: token, in: bytes).asciiLowercased()
        }
        return String(unsafeUninitializedCapacity: slice.count) { buffer in
            for index in slice.indices { buffer[index] = ASCII.lowercased(slice[index]) }
            return slice.count
        }
    }

    /// Whether the identifier token at `index` is `name` (given in lowercase) in any ASCII case.
    func isIdentifier(_ index: Int, _ name: StaticString) -> Bool {
        let token = tokens[index]
        guard token.kind == .ident else { return false }
        if token.range.count == name.utf8CodeUnitCount {
            let expected = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
            if zip(token.range, expected).allSatisfy({ ASCII.lowercased(bytes[$0]) == $1 }) { return true }
        }
        // An escaped spelling (`\69mportant`) is longer than the name.
        return token.range.count > name.utf8CodeUnitCount && bytes[token.range].contains(UInt8(ascii: "\\"))
            && lowercasedName(index) == String(describing: name)
    }
}
