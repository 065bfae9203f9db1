import MarkupCore

/// One use of Apple's custom attribute syntax, `^[text](key: 'value')`, found in the source.
struct CustomAttributeSpan: Sendable {
    /// Offset of the `^`.
    var caret: Int
    /// Bytes inside the parentheses.
    var list: SourceRange
    /// The attributes read from them.
    var attributes: CustomAttributeList
}

/// Finds custom attribute spans in Markdown source before cmark-gfm reads it.
///
/// cmark-gfm reads `^[text](key: 'v', n: 3)` as text: a link destination cannot hold spaces.
/// So each well-formed list's bytes are masked with `x` (the same count, so every position
/// stays where it was) before parsing: cmark-gfm then reads `^` and a link whose destination
/// is the mask, and the token writer turns that link into a span carrying the attributes.
/// Lists that look like attributes but do not read are warnings, and are not masked: their
/// text stays as cmark-gfm reads it.
struct CustomAttributeSpans: Sendable {
    /// Well-formed spans, by the offset of their `[` (where cmark-gfm's link starts).
    var spans: [Int: CustomAttributeSpan] = [:]
    /// Lists that look like attributes but do not read.
    var problems: [Diagnostic] = []

    var isEmpty: Bool { spans.isEmpty && problems.isEmpty }

    /// Every candidate in `bytes`.
    static func scan(_ bytes: [UInt8]) -> CustomAttributeSpans {
        var found = CustomAttributeSpans()
        var offset = 0
        let caret = UInt8(ascii: "^")
        while offset + 1 < bytes.count {
            defer { offset += 1 }
            guard bytes[offset] == caret, bytes[offset + 1] == UInt8(ascii: "["), !isEscaped(bytes, offset),
                  let close = closingBracket(bytes, from: offset + 1), close + 1 < bytes.count,
                  bytes[close + 1] == UInt8(ascii: "(") else { continue }
            let listStart = close + 2
            guard let listEnd = closingParenthesis(bytes, from: listStart) else {
                if CustomAttributeList.looksLikeAttributes(bytes, from: listStart, to: bytes.lineEnd(from: listStart)) {
                    found.problems.append(Diagnostic(.warning, "custom attribute list is not closed on its line",
                                                     range: SourceRange(start: close + 1, end: close + 2),
                                                     code: .customAttributes))
                }
                continue
            }
            guard CustomAttributeList.looksLikeAttributes(bytes, from: listStart, to: listEnd) else { continue }
            switch CustomAttributeList.parse(bytes, from: listStart, to: listEnd) {
            case .success(let list):
                found.spans[offset + 1] = CustomAttributeSpan(caret: offset, list: SourceRange(start: listStart, end: listEnd),
                                                              attributes: list)
                found.masks.append(SourceRange(start: listStart, end: listEnd))
                offset = listEnd
            case .failure(let problem):
                let at = min(problem.offset, listEnd)
                found.problems.append(Diagnostic(.warning, problem.message, range: SourceRange(start: at, end: max(at, min(at + 1, listEnd))),
                                                 code: .customAttributes))
            }
        }
        return found
    }

    /// Drops the spans and problems whose `^` lies inside `verbatim` ranges (code, HTML, which
    /// do not overlap one another).
    mutating func dropInside(_ verbatim: [SourceRange]) {
        guard !verbatim.isEmpty else { return }
        let inside = Self.insideTest(verbatim)
        spans = spans.filter { !inside($0.value.caret) }
        problems = problems.filter { !inside($0.range.start) }
        masks = spans.values.map(\.list).sorted { $0.start < $1.start }
    }

    /// Whether the `^` of a span lies inside one of the `verbatim` ranges.
    func hasSpan(insideAny verbatim: [SourceRange]) -> Bool {
        guard !verbatim.isEmpty else { return false }
        let inside = Self.insideTest(verbatim)
        return spans.values.contains { inside($0.caret) }
    }

    /// Whether masking the lists can change where cmark-gfm finds code and HTML: not when no
    /// list holds a byte that opens or closes code, HTML, a link or a table cell, escapes, or
    /// could start an autolink (`` ` < > \ [ ] ( ) | @ ``, `www.`, `://`). Then a parse of the
    /// masked bytes finds the same code and HTML as one of the bytes as written.
    func masksAreInert(in bytes: [UInt8]) -> Bool {
        for range in masks {
            var previous: UInt8 = 0
            for offset in range.start..<range.end {
                switch bytes[offset] {
                case UInt8(ascii: "`"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "["),
                     UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "|"), UInt8(ascii: "@"):
                    return false
                case UInt8(ascii: "."), UInt8(ascii: "/"):
                    if previous == UInt8(ascii: "w") || previous == UInt8(ascii: "W") || previous == UInt8(ascii: ":")
                        || previous == UInt8(ascii: "/") { return false }
                default:
                    break
                }
                previous = bytes[offset]
            }
        }
        return true
    }

    /// A test of whether an offset lies inside one of `verbatim` (which do not overlap).
    private static func insideTest(_ verbatim: [SourceRange]) -> (Int) -> Bool {
        let sorted = verbatim.sorted { $0.start < $1.start }
        return { offset in
            // The last range starting at or before `offset`.
            var low = 0
            var high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle].start <= offset { low = middle + 1 } else { high = middle }
            }
            return low > 0 && offset < sorted[low - 1].end
        }
    }

    /// The masked lists in source order (kept for ``overlapsMask(_:)``).
    private var masks: [SourceRange] = []

    /// `bytes` with every span's list masked.
    func masked(_ bytes: [UInt8]) -> [UInt8] {
        var copy = bytes
        for span in spans.values {
            for offset in span.list.start..<span.list.end { copy[offset] = UInt8(ascii: "x") }
        }
        return copy
    }

    /// Whether `range` shares bytes with a masked list.
    func overlapsMask(_ range: SourceRange) -> Bool {
        guard !masks.isEmpty else { return false }
        // The first list ending after `range` starts.
        var low = 0
        var high = masks.count
        while low < high {
            let middle = (low + high) / 2
            if masks[middle].end <= range.start { low = middle + 1 } else { high = middle }
        }
        return low < masks.count && masks[low].overlaps(range)
    }

    private static func isEscaped(_ bytes: [UInt8], _ offset: Int) -> Bool {
        var count = 0
        var index = offset - 1
        while index >= 0, bytes[index] == UInt8(ascii: "\\") {
            count += 1
            index -= 1
        }
        return count % 2 == 1
    }

    /// The `]` matching the `[` at `open`, within the paragraph (no blank line crossed).
    private static func closingBracket(_ bytes: [UInt8], from open: Int) -> Int? {
        var depth = 0
        var offset = open
        var lineIsBlank = false
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\\"): offset += 1
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return offset }
            case 0x0A:
                if lineIsBlank { return nil }
                lineIsBlank = true
                offset += 1
                continue
            default:
                break
            }
            if byte != 0x20, byte != 0x09, byte != 0x0D { lineIsBlank = false }
            offset += 1
        }
        return nil
    }

    /// The `)` closing a list opened before `start`, on the same line, quotes skipped.
    private static func closingParenthesis(_ bytes: [UInt8], from start: Int) -> Int? {
        var offset = start
        var quote: UInt8?
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == 0x0A || byte == 0x0D { return nil }
            if let open = quote {
                if byte == UInt8(ascii: "\\") { offset += 1 } else if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ")") {
                return offset
            }
            offset += 1
        }
        return nil
    }
}
