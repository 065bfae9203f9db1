import MarkupCore
import MarkupTerminal

/// The properties every document must keep through the pipeline, shared by the property
/// tests and the fuzzers (Fuzz/): each check returns what it found broken, empty when sound.
public enum PipelineInvariants {
    /// Stream balance, ranges, text kept exactly once, and the stripped output.
    public static func violations(in document: MarkupDocument) -> [String] {
        balance(document) + ranges(document) + textKeptOnce(document) + strippedText(document)
    }

    /// Every start tag in the normalized stream is closed, innermost first.
    public static func balance(_ document: MarkupDocument) -> [String] {
        var problems: [String] = []
        var open: [String] = []
        for token in document.normalized.tokens {
            if token.range.start < 0 || token.range.end > document.source.count {
                problems.append("normalized \(token.kind) \(token.range) lies outside the input")
            }
            let name = document.normalized.name(of: token)
            if token.kind == .startTag { open.append(name) }
            if token.kind == .endTag, open.popLast() != name {
                problems.append("normalized </\(name)> at \(token.range) closes another element")
            }
        }
        if !open.isEmpty { problems.append("normalized stream leaves \(open) open") }
        return problems
    }

    /// Every node lies inside the input, and the ranges of siblings do not overlap.
    public static func ranges(_ document: MarkupDocument) -> [String] {
        var problems: [String] = []
        let size = document.source.count
        for node in [document.tree.root] + document.tree.root.descendants {
            if node.range.start < 0 || node.range.start > node.range.end || node.range.end > size {
                problems.append("\(node.kind) \(node.range) lies outside the input (\(size) bytes)")
            }
            var previous: MarkupNode?
            for child in node.children {
                if let previous, !previous.range.isEmpty, !child.range.isEmpty, previous.range.end > child.range.start {
                    problems.append("siblings overlap: \(previous.kind) \(previous.range) and \(child.kind) \(child.range)")
                }
                previous = child
            }
        }
        return problems
    }

    /// Each byte of the input's text lands in exactly one text node: text nodes follow the
    /// source in order without overlapping, and no visible character of a text token is lost
    /// (NUL is not one: the standard drops it from HTML text).
    public static func textKeptOnce(_ document: MarkupDocument) -> [String] {
        var problems: [String] = []
        var covered = [Bool](repeating: false, count: document.source.count + 1)
        var lastEnd = 0
        for node in document.tree.root.descendants where node.kind == .text && !node.range.isEmpty {
            if node.range.start < lastEnd {
                problems.append("text \(node.range) repeats or precedes text ending at \(lastEnd)")
            }
            lastEnd = max(lastEnd, node.range.end)
            for offset in node.range.start..<min(node.range.end, covered.count) { covered[offset] = true }
        }
        let bytes = document.source.bytes
        for token in document.tokens.tokens where token.kind == .text {
            for offset in token.range.start..<token.range.end where !covered[offset] && !isWhitespace(bytes[offset]) && bytes[offset] != 0 {
                problems.append("text byte at \(offset) (in \(token.range)) reached no text node")
                break
            }
        }
        return problems
    }

    /// The stripped output holds the visible text nodes' characters, in order, and nothing else
    /// but whitespace.
    public static func strippedText(_ document: MarkupDocument) -> [String] {
        var expected: [Unicode.Scalar] = []
        var hiddenUntil = 0
        let records = Array([document.tree.root] + document.tree.root.descendants)
        for node in records {
            if node.id.index < hiddenUntil { continue }
            if node.kind != .text && node.kind != .root && document.styled.isHidden(node) {
                hiddenUntil = node.subtreeEnd
                continue
            }
            if node.kind == .text { expected += node.text.unicodeScalars.filter { !$0.properties.isWhitespace } }
        }
        let stripped = document.styled.plainText.unicodeScalars.filter { !$0.properties.isWhitespace }
        guard !expected.elementsEqual(stripped) else { return [] }
        let common = zip(expected, stripped).prefix { $0 == $1 }.count
        return ["stripped text differs from the visible text nodes after \(common) characters"]
    }

    /// No laid-out line is wider than the width it was laid out at, but for a URL of the link
    /// list alone on its line (URLs are never broken).
    public static func layoutViolations(_ rendered: RenderedDocument, width: Int) -> [String] {
        let urls = Set(rendered.references.map { Cell.cells($0.url, style: .plain).map(\.grapheme).joined() })
        return rendered.lines.enumerated().compactMap { index, line in
            let lineWidth = RenderedDocument.width(of: line)
            guard lineWidth > width else { return nil }
            if urls.contains(line.map(\.grapheme).joined()) { return nil }
            return "line \(index + 1) is \(lineWidth) columns wide at width \(width)"
        }
    }

    /// ANSI output holds no control character but line feeds and our own SGR and OSC 8 escapes.
    public static func ansiViolations(_ output: String) -> [String] {
        var problems: [String] = []
        for scalar in output.unicodeScalars {
            let value = scalar.value
            let isControl = (value < 0x20 && value != 0x0A && value != 0x1B) || value == 0x7F || (0x80...0x9F).contains(value)
            if isControl || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) {
                problems.append("U+\(String(value, radix: 16, uppercase: true)) reached the output")
            }
        }
        let scalars = Array(output.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar == "\u{1B}" {
            let rest = scalars[(index + 1)...]
            let parameters = rest.dropFirst().prefix { ("0"..."9").contains($0) || $0 == ";" }
            let isSGR = rest.first == "[" && rest.dropFirst(1 + parameters.count).first == "m"
            let isHyperlink = rest.starts(with: "]8;;".unicodeScalars) || rest.first == "\\"
            if !isSGR && !isHyperlink {
                problems.append("foreign escape ESC" + String(String.UnicodeScalarView(rest.prefix(12))).debugDescription)
            }
        }
        return problems
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
}
